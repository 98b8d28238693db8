// What bookings tells the rest of the system: facts billing needs to price and invoice.
import { enqueueEvent } from '@venue/platform';
import type { Executor } from '../database.ts';
import type { BookingRow, InstanceRow } from './booking.table.ts';

export const BOOKING_CREATED = 'venue.bookings.booking.created';
export const BOOKING_UPDATED = 'venue.bookings.booking.updated';
export const BOOKING_CANCELLED = 'venue.bookings.booking.cancelled';

export async function publishBookingEvent(
  trx: Executor,
  subject: typeof BOOKING_CREATED | typeof BOOKING_UPDATED | typeof BOOKING_CANCELLED,
  booking: BookingRow,
  instances: InstanceRow[],
): Promise<void> {
  await enqueueEvent(trx as never, subject, {
    booking_id: booking.id,
    manager_id: booking.manager_id,
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
  });
}
