// Consumes billing's document events and sets the status of their bookings. Idempotent by
// message id: the status changes, their booking.updated/cancelled events (cause "billing", so
// billing's automation ignores them) and the inbox row commit in one transaction.
import { processOnce, startEventConsumer, type Bus, type EventConsumer, type EventEnvelope, type InboxDatabase, type Logger, type OutboxRelay } from '@venue/platform';
import type { Kysely } from 'kysely';
import type { Database, Db, Executor } from '../database.ts';
import { BOOKING_CANCELLED, BOOKING_UPDATED, publishBookingEvent } from '../booking/booking.events.ts';
import { findBooking, instancesOf, updateBookingRow } from '../booking/booking.repository.ts';
import { isBlocking, type BookingStatus } from '../booking/booking.table.ts';
import { findConflicts, lockUnits, setBookingBlocking } from '../booking/occupancy.repository.ts';
import { claimsOf } from '../booking/resource-tree.ts';
import type { DocumentEventData } from './document-events.ts';
import { requestedStatus, takesStatus } from './document-status.ts';

export const INVOICING_CONSUMER = 'bookings-invoicing';

/** Sets one booking's status; false when it keeps its status (unknown, cancelled, or its time taken). */
async function setStatus(
  trx: Executor,
  data: DocumentEventData,
  bookingId: number,
  requested: BookingStatus,
  logger: Logger,
): Promise<boolean> {
  const booking = await findBooking(trx, data.manager_id, bookingId, true);
  if (!booking || !takesStatus(booking.status, requested)) return false;
  const instances = await instancesOf(trx, data.manager_id, [booking.id]);
  const blocking = isBlocking(requested);
  if (blocking && !isBlocking(booking.status)) {
    const periods = instances.flatMap((i) =>
      claimsOf(booking.main_resource_id, i.resource_id).map((claim) => ({ ...claim, start: i.starts_at, end: i.ends_at })),
    );
    await lockUnits(trx, periods.map((p) => p.unitId));
    if ((await findConflicts(trx, periods, booking.id)).length > 0) {
      logger.warn({ bookingId, requested }, 'booking keeps its status: its time is booked by another booking');
      return false;
    }
  }
  if (blocking !== isBlocking(booking.status)) await setBookingBlocking(trx, booking.id, blocking);
  const updated = await updateBookingRow(trx, data.manager_id, booking.id, { status: requested });
  await publishBookingEvent(trx, requested === 'cancel' ? BOOKING_CANCELLED : BOOKING_UPDATED, updated, instances, {
    timeZone: data.time_zone,
    cause: 'billing',
  });
  return true;
}

/** Applies one document event exactly once; returns whether it was new. */
export async function applyDocumentEvent(db: Db, relay: OutboxRelay, event: EventEnvelope, logger: Logger): Promise<boolean> {
  const data = event.data as DocumentEventData;
  const requested = requestedStatus(event.subject, data);
  // The inbox table comes from the versions/inbox migration; Database does not list it.
  const inboxDb = db as unknown as Kysely<Database & InboxDatabase>;
  let changed = 0;
  const applied = await processOnce(inboxDb, INVOICING_CONSUMER, event.id, async (trx) => {
    if (requested === undefined) return;
    // In id order, so that two documents over the same bookings never lock in opposite orders.
    for (const bookingId of [...data.booking_ids].sort((a, b) => a - b)) {
      if (await setStatus(trx as unknown as Executor, data, bookingId, requested, logger)) changed += 1;
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
