// Consumes billing's document events and sets the status of their bookings. Idempotent by
// message id: the status changes, their booking.updated/cancelled events (cause "billing", so
// billing's automation ignores them) and the inbox row commit in one transaction.
import { processOnce, processOnceInOneStatement, startEventConsumer, type Bus, type EventConsumer, type EventEnvelope, type InboxClaim, type InboxDatabase, type Logger, type OutboxRelay } from '@venue/platform';
import { sql, type Kysely } from 'kysely';
import type { Database, Db, Executor } from '../database.ts';
import { BOOKING_CANCELLED, BOOKING_UPDATED, changedEventSql } from '../booking/booking.events.ts';
import { findBooking, instancesOf, setStatusFromSql, setStatusWithEvent } from '../booking/booking.repository.ts';
import { BOOKING_STATUSES, isBlocking, type BookingStatus } from '../booking/booking.table.ts';
import { findConflicts, lockUnits, setBookingBlocking, type Period } from '../booking/occupancy.repository.ts';
import { claimedPeriods } from '../booking/resource-tree.ts';
import type { DocumentEventData } from './document-events.ts';
import { requestedStatus, takesStatus } from './document-status.ts';

export const INVOICING_CONSUMER = 'bookings-invoicing';

type BookingRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

/** A booking the document changes: its stored row, and the periods it would block. */
interface StatusChange {
  booking: BookingRow;
  /** Empty unless the booking starts to hold its time (a request invoiced, say). */
  periods: Period[];
}

/**
 * Locks the document's bookings and what they will block, in the order every booking writer
 * follows: booking rows first, in id order, then units, in id order (updateBooking takes its row,
 * then its units; a new booking only units). Taking one booking's units before the next booking's
 * row could wait in a cycle with a manager's update of that next booking (Postgres then aborts one
 * of the two with a deadlock). Returns the bookings that take the status, in id order. Instances
 * are read only for a booking that starts to block: the event reads them itself.
 */
async function lockChanges(trx: Executor, data: DocumentEventData, requested: BookingStatus): Promise<StatusChange[]> {
  const changes: StatusChange[] = [];
  for (const bookingId of [...new Set(data.booking_ids)].sort((a, b) => a - b)) {
    const booking = await findBooking(trx, data.manager_id, bookingId, true);
    if (!booking || !takesStatus(booking.status, requested)) continue;
    const startsBlocking = isBlocking(requested) && !isBlocking(booking.status);
    const periods = startsBlocking
      ? claimedPeriods(booking.main_resource_id, await instancesOf(trx, data.manager_id, [booking.id]))
      : [];
    changes.push({ booking, periods });
  }
  await lockUnits(trx, changes.flatMap((change) => change.periods.map((p) => p.unitId)));
  return changes;
}

/** Sets one locked booking's status; false when it keeps it (its time is taken by another booking). */
async function setStatus(trx: Executor, data: DocumentEventData, change: StatusChange, requested: BookingStatus, logger: Logger): Promise<boolean> {
  const { booking, periods } = change;
  if (periods.length > 0 && (await findConflicts(trx, periods, booking.id)).length > 0) {
    logger.warn({ bookingId: booking.id, requested }, 'booking keeps its status: its time is booked by another booking');
    return false;
  }
  const blocking = isBlocking(requested);
  if (blocking !== isBlocking(booking.status)) await setBookingBlocking(trx, booking.id, blocking);
  // The status and its event in one statement; the event's instances are read by Postgres.
  const event = changedEventSql(requested === 'cancel' ? BOOKING_CANCELLED : BOOKING_UPDATED, {
    timeZone: data.time_zone,
    cause: 'billing',
  });
  await setStatusWithEvent(trx, data.manager_id, booking.id, requested, event);
  return true;
}

/**
 * For a document of one booking that asks for a blocking status: the status, its event and the
 * inbox claim in one statement, committed on its own (processOnceInOneStatement), taken only by a
 * booking whose status is blocking already (nothing to lock or check beyond its row: lockChanges
 * and setStatus would do just that) and takes the status. The claim is made only with the change.
 * Undefined when the document does not qualify; a booking it does not change goes the general way.
 */
function blockingToBlocking(data: DocumentEventData, requested: BookingStatus) {
  const ids = [...new Set(data.booking_ids)];
  if (ids.length !== 1 || !isBlocking(requested)) return undefined;
  const from = BOOKING_STATUSES.filter((status) => isBlocking(status) && takesStatus(status, requested));
  const event = changedEventSql(BOOKING_UPDATED, { timeZone: data.time_zone, cause: 'billing' });
  return (claim: InboxClaim) => setStatusFromSql(data.manager_id, ids[0]!, from, requested, event, claim(sql`booking`));
}

/** Applies one document event exactly once; returns whether it was new. */
export async function applyDocumentEvent(db: Db, relay: OutboxRelay, event: EventEnvelope, logger: Logger): Promise<boolean> {
  const data = event.data as DocumentEventData;
  const requested = requestedStatus(event.subject, data);
  // The inbox table comes from the versions/inbox migration; Database does not list it.
  const inboxDb = db as unknown as Kysely<Database & InboxDatabase>;
  const direct = requested === undefined ? undefined : blockingToBlocking(data, requested);
  if (direct) {
    const rows = await processOnceInOneStatement(inboxDb, INVOICING_CONSUMER, event.id, direct);
    if (rows === undefined) return false;
    if (rows.length > 0) {
      relay.kick();
      return true;
    }
  }
  let changed = 0;
  const applied = await processOnce(inboxDb, INVOICING_CONSUMER, event.id, async (trx) => {
    if (requested === undefined) return;
    const executor = trx as unknown as Executor;
    // One after the other, in id order: a booking set blocking here is a conflict for the next.
    for (const change of await lockChanges(executor, data, requested)) {
      if (await setStatus(executor, data, change, requested, logger)) changed += 1;
    }
  });
  if (changed > 0) relay.kick();
  return applied;
}

export function startInvoicingConsumer(options: { db: Db; bus: Bus; relay: OutboxRelay; logger: Logger }): Promise<EventConsumer> {
  return startEventConsumer({
    bus: options.bus,
    durable: INVOICING_CONSUMER,
    subject: 'venue.billing.>',
    logger: options.logger,
    handler: (event) => applyDocumentEvent(options.db, options.relay, event, options.logger).then(() => undefined),
  });
}
