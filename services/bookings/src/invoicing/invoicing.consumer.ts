// Consumes billing's document events and sets the status of their bookings. Idempotent by
// message id: the status changes, their booking.updated/cancelled events (cause "billing", so
// billing's automation ignores them) and the inbox row commit in one transaction. It also keeps
// which bookings are on an approved invoice (invoiced-booking.ts), which updateBooking asks.
import { DocumentEvent, INVOICE_APPROVED, INVOICE_CANCELLED } from '@venue/contracts/events';
import { processOnce, startEventConsumer, type Bus, type EventConsumer, type EventEnvelope, type InboxDatabase, type Logger, type OutboxRelay } from '@venue/platform';
import { sql, type Kysely } from 'kysely';
import type { Database, Db, Executor } from '../database.ts';
import { BOOKING_CANCELLED, BOOKING_UPDATED, bookingEvent, enqueueEventSql } from '../booking/booking.events.ts';
import { findBooking, instancesOf } from '../booking/booking.repository.ts';
import { isBlocking, type BookingRow, type BookingStatus, type InstanceRow } from '../booking/booking.table.ts';
import { findConflicts, lockUnits, setBookingBlocking, type Period } from '../booking/occupancy.repository.ts';
import { claimedPeriods } from '../booking/resource-tree.ts';
import { requestedStatus, takesStatus } from './document-status.ts';
import { putOnInvoice, takeOffInvoice } from './invoiced-booking.ts';

export const INVOICING_CONSUMER = 'bookings-invoicing';

/** A booking the document changes: its stored row and instances, and the periods it would block. */
interface StatusChange {
  booking: BookingRow;
  instances: InstanceRow[];
  /** Empty unless the booking starts to hold its time (a request invoiced, say). */
  periods: Period[];
}

/**
 * Locks the document's bookings and what they will block, in the order every booking writer
 * follows: booking rows first, in id order, then units, in id order (updateBooking takes its row,
 * then its units; a new booking only units). Taking one booking's units before the next booking's
 * row could wait in a cycle with a manager's update of that next booking (Postgres then aborts one
 * of the two with a deadlock). Returns the bookings that take the status, in id order, with their
 * instances.
 */
async function lockChanges(trx: Executor, data: DocumentEvent, requested: BookingStatus): Promise<StatusChange[]> {
  const changes: StatusChange[] = [];
  for (const bookingId of [...new Set(data.booking_ids)].sort((a, b) => a - b)) {
    const booking = await findBooking(trx, data.manager_id, bookingId, true);
    if (!booking || !takesStatus(booking.status, requested)) continue;
    // Read after the lock, in a statement of its own: a manager's change of the booking that the
    // lock waited for is seen (a statement's snapshot is taken when it starts, and the lock's
    // statement re-reads only the row it locked).
    const instances = await instancesOf(trx, data.manager_id, [booking.id]);
    const startsBlocking = isBlocking(requested) && !isBlocking(booking.status);
    const periods = startsBlocking ? claimedPeriods(booking.main_resource_id, instances) : [];
    changes.push({ booking, instances, periods });
  }
  await lockUnits(trx, changes.flatMap((change) => change.periods.map((p) => p.unitId)));
  return changes;
}

/** Sets one locked booking's status; false when it keeps it (its time is taken by another booking). */
async function setStatus(trx: Executor, data: DocumentEvent, change: StatusChange, requested: BookingStatus, logger: Logger): Promise<boolean> {
  const { booking, instances, periods } = change;
  if (periods.length > 0 && (await findConflicts(trx, periods, booking.id)).length > 0) {
    logger.warn({ bookingId: booking.id, requested }, 'booking keeps its status: its time is booked by another booking');
    return false;
  }
  const blocking = isBlocking(requested);
  if (blocking !== isBlocking(booking.status)) await setBookingBlocking(trx, booking.id, blocking);
  // The change and its event in one statement. The event tells the row as the update leaves it:
  // the status asked for and the next version (the version trigger adds one to the row locked
  // above, which nothing else can have changed since); the statement checks that version, and
  // writes no event, so fails, should it ever differ.
  const version = booking.version + 1;
  const event = bookingEvent({ ...booking, status: requested, version }, instances, { timeZone: data.time_zone, cause: 'billing' });
  const { rows } = await sql`
    with updated as (
      update booking set status = ${requested}::text, updated_at = now()
      where manager_id = ${data.manager_id}::bigint and id = ${booking.id}::bigint
      returning version
    ), expected as (select from updated where version = ${version}::bigint)
    ${enqueueEventSql(requested === 'cancel' ? BOOKING_CANCELLED : BOOKING_UPDATED, event, sql`expected`)}
    returning id`.execute(trx);
  if (rows.length !== 1) throw new Error(`booking ${booking.id}: the status change left another version than ${version}`);
  return true;
}

/** Applies one document event exactly once; returns whether it was new. */
export async function applyDocumentEvent(db: Db, relay: OutboxRelay, event: EventEnvelope<DocumentEvent>, logger: Logger): Promise<boolean> {
  const { data } = event;
  const requested = requestedStatus(event.subject, data);
  // The inbox table comes from the versions/inbox migration; Database does not list it.
  const inboxDb = db as unknown as Kysely<Database & InboxDatabase>;
  let changed = 0;
  const applied = await processOnce(inboxDb, INVOICING_CONSUMER, event.id, async (trx) => {
    if (requested === undefined) return;
    const executor = trx as unknown as Executor;
    if (event.subject === INVOICE_APPROVED) await putOnInvoice(executor, data.manager_id, data.booking_ids, data.number);
    if (event.subject === INVOICE_CANCELLED) await takeOffInvoice(executor, data.manager_id, data.booking_ids);
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
    schema: DocumentEvent,
    logger: options.logger,
    handler: (event) => applyDocumentEvent(options.db, options.relay, event, options.logger).then(() => undefined),
  });
}
