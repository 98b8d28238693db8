// The bookings a feed shows: those with an instance from 30 days ago to 335 days ahead (366 days,
// the longest range booking_list reads) in the manager's zone, of one resource (a main resource
// with its parts; a part with its own and the whole's) or of every resource; cancelled ones stay
// for 30 days after they were cancelled, shown as cancelled.
import { localDateOf, type bookings } from '@venue/contracts';
import { addDays, localDate, type CallContext } from '@venue/platform';
import type { ServiceClients } from '../clients.ts';

export const FEED_DAYS_BEFORE = 30;
export const FEED_DAYS = 366;
/** How long a cancelled booking stays in a feed, as cancelled. */
export const CANCELLED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** Resources read at once for a feed of every resource. */
const AT_ONCE = 4;

export async function feedBookings(
  clients: Pick<ServiceClients, 'resources' | 'bookings'>,
  context: CallContext,
  resourceId: number | null,
  now = new Date(),
): Promise<bookings.Booking__Output[]> {
  const first = addDays(localDate(context.timezone, now).date, -FEED_DAYS_BEFORE);
  const range = {
    start_date: localDateOf(first),
    end_date: localDateOf(addDays(first, FEED_DAYS - 1)),
    cancelled_since_ms: now.getTime() - CANCELLED_KEPT_MS,
  };
  const resourceIds =
    resourceId !== null ? [resourceId] : (await clients.resources.ListResources({}, context)).resources.map((resource) => resource.id);
  const found = new Map<number, bookings.Booking__Output>();
  for (let start = 0; start < resourceIds.length; start += AT_ONCE) {
    const answers = await Promise.all(
      resourceIds.slice(start, start + AT_ONCE).map((id) => clients.bookings.ListBookings({ resource_id: id, ...range }, context)),
    );
    for (const answer of answers) for (const booking of answer.bookings) found.set(Number(booking.id), booking);
  }
  return [...found.values()].sort((a, b) => Number(a.id) - Number(b.id));
}
