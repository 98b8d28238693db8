// Bookings over the bookings service's gRPC API: the booked instances (wall-clock times in the
// manager's zone, turned into instants here) and the selected items of one booking.
import { bookingsPackage } from '@venue/contracts';
import { createGrpcClient, localToInstant, timeOfMinutes, type GrpcTls } from '@venue/platform';
import type { Bookings } from '../ports/index.ts';

interface LocalDateTime {
  date?: { year: number; month: number; day: number } | null;
  minute: number;
}

function instant(at: LocalDateTime | null | undefined, timeZone: string): number {
  if (!at?.date) throw new Error('booking instance without a time');
  const { year, month, day } = at.date;
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return localToInstant(date, timeOfMinutes(at.minute), timeZone).getTime();
}

export function grpcBookings(address: string, deadlineMs: number, tls?: GrpcTls): Bookings & { close(): void } {
  const client = createGrpcClient(bookingsPackage().BookingsService, address, deadlineMs, tls);
  return {
    async factsOf(context, bookingId) {
      const booking = await client.call.GetBooking({ id: bookingId }, context);
      return {
        mainResourceId: booking.resources[0]?.resource_id ?? 0,
        customerId: booking.customer_id ?? null,
        instances: booking.resources.flatMap((entry) =>
          entry.instances.map((i) => ({
            id: i.id,
            resourceId: i.resource_id,
            startMs: instant(i.start, context.timezone),
            endMs: instant(i.end, context.timezone),
          })),
        ),
        items: booking.items.map((item) => ({
          kind: item.kind === 'ITEM_KIND_SERVICE' ? ('service' as const) : ('inventory' as const),
          resourceId: item.resource_id,
          itemId: item.item_id,
          quantity: item.quantity,
        })),
      };
    },
    close: () => client.close(),
  };
}
