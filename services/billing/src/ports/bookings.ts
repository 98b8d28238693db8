// The facts of a stored booking that pricing needs, from the bookings service.
import type { CallContext } from '@venue/platform';
import type { BookingFacts } from '../pricing/types.ts';

export interface Bookings {
  /** NOT_FOUND for an unknown booking or another manager's. */
  factsOf(context: CallContext, bookingId: number): Promise<BookingFacts>;
}
