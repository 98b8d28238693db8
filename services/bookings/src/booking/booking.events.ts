// What bookings tells the rest of the system about a booking: the payload is the contracts'
// BookingEvent (packages/contracts/src/events/booking.ts), built here and written to the outbox in
// the transaction that changes the booking.
import { BOOKING_CREATED, BOOKING_UPDATED, BOOKING_CANCELLED, EVENT_SCHEMA_VERSION, type BookingEvent, type BookingSubject } from '@venue/contracts/events';
import { sql, type RawBuilder } from 'kysely';
import { captureMessageContext, enqueueEvent } from '@venue/platform';
import type { Executor } from '../database.ts';
import type { BookingRow, InstanceRow } from './booking.table.ts';

export { BOOKING_CREATED, BOOKING_UPDATED, BOOKING_CANCELLED };

/** The booking as the event tells it; the version column comes from the versions migration. */
type EventBooking = Pick<BookingRow, 'id' | 'manager_id' | 'customer_id' | 'main_resource_id' | 'status' | 'title' | 'items'> & {
  version?: number;
};

type EventInstance = Pick<InstanceRow, 'id' | 'resource_id' | 'starts_at' | 'ends_at'>;

/** The event's payload: the booking as it is after the change. */
export function bookingEvent(
  booking: EventBooking,
  instances: EventInstance[],
  meta: { timeZone: string; cause?: BookingEvent['cause'] },
): BookingEvent {
  if (booking.version === undefined) throw new Error('booking row without its version');
  return {
    schema_version: EVENT_SCHEMA_VERSION,
    booking_id: booking.id,
    manager_id: booking.manager_id,
    version: booking.version,
    time_zone: meta.timeZone,
    cause: meta.cause ?? 'manager',
    customer_id: booking.customer_id,
    main_resource_id: booking.main_resource_id,
    status: booking.status,
    title: booking.title,
    instances: instances.map((i) => ({
      id: i.id,
      resource_id: i.resource_id,
      from: i.starts_at.toISOString(),
      to: i.ends_at.toISOString(),
    })),
    items: booking.items,
  };
}

/** Writes the event of a change into the outbox, in the transaction that makes the change. */
export async function publishBookingEvent(
  trx: Executor,
  subject: BookingSubject,
  booking: EventBooking,
  instances: EventInstance[],
  meta: { timeZone: string; cause?: BookingEvent['cause'] },
): Promise<void> {
  await enqueueEvent(trx as never, subject, bookingEvent(booking, instances, meta));
}

/**
 * enqueueEvent as a data-modifying CTE of the statement that writes the change (one round trip
 * fewer): the event's row is inserted once per row of `from` (the statement's CTE of the change,
 * so that a statement that writes nothing enqueues nothing). The payload is built by the caller.
 */
export function enqueueEventSql(subject: string, data: unknown, from: RawBuilder<unknown>): RawBuilder<unknown> {
  const { traceparent, requestId } = captureMessageContext();
  return sql`insert into outbox (subject, payload, traceparent, request_id)
    select ${subject}::text, ${JSON.stringify(data)}::jsonb, ${traceparent}::text, ${requestId}::text from ${from}`;
}
