// Consumes billing's document events and sets the status of their bookings. Idempotent by
// message id: the status changes, their booking.updated/cancelled events (cause "billing", so
// billing's automation ignores them) and the inbox row commit in one transaction. It also keeps
// which bookings are on an approved invoice (invoiced-booking.ts), which updateBooking asks.
import { DocumentEvent, INVOICE_APPROVED, INVOICE_CANCELLED } from '@venue/contracts/events';
import { processOnce, startEventConsumer, type Bus, type EventConsumer, type EventEnvelope, type InboxDatabase, type Logger, type OutboxRelay } from '@venue/platform';
import type { Kysely } from 'kysely';
import type { Database, Db, Executor } from '../database.ts';
import { BOOKING_CANCELLED, BOOKING_UPDATED, publishBookingEvent } from '../booking/booking.events.ts';
import { findBooking, instancesOf, updateBookingRow } from '../booking/booking.repository.ts';
import { isBlocking, type BookingStatus } from '../booking/booking.table.ts';
import { findConflicts, lockUnits, setBookingBlocking, type Period } from '../booking/occupancy.repository.ts';
import { claimedPeriods } from '../booking/resource-tree.ts';
import { requestedStatus, takesStatus } from './document-status.ts';
import { putOnInvoice, takeOffInvoice } from './invoiced-booking.ts';

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
 * are read here only for a booking that starts to block.
 */
async function lockChanges(trx: Executor, data: DocumentEvent, requested: BookingStatus): Promise<StatusChange[]> {
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
async function setStatus(trx: Executor, data: DocumentEvent, change: StatusChange, requested: BookingStatus, logger: Logger): Promise<boolean> {
  const { booking, periods } = change;
  if (periods.length > 0 && (await findConflicts(trx, periods, booking.id)).length > 0) {
    logger.warn({ bookingId: booking.id, requested }, 'booking keeps its status: its time is booked by another booking');
    return false;
  }
  const blocking = isBlocking(requested);
  if (blocking !== isBlocking(booking.status)) await setBookingBlocking(trx, booking.id, blocking);
  const updated = await updateBookingRow(trx, data.manager_id, booking.id, { status: requested });
  const instances = await instancesOf(trx, data.manager_id, [booking.id]);
  await publishBookingEvent(trx, requested === 'cancel' ? BOOKING_CANCELLED : BOOKING_UPDATED, updated, instances, {
    timeZone: data.time_zone,
    cause: 'billing',
  });
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
