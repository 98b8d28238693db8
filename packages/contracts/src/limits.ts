// Limits that belong to a call's contract, so that its server and its clients read one number:
// the gateway refuses a v2 request past them in v2 words, the service that owns the rule refuses
// any caller past them (INVALID_ARGUMENT).

/** The most ids one ResourcesService.DescribeResources takes; a client asks for more in chunks. */
export const MAX_DESCRIBED_RESOURCES = 10_000;

/**
 * The most distinct ids one BookingsService.GetBookings takes: what as many GetBooking calls side by
 * side hold (each booking at most 1,000 instances), so it needs no room of bookings' heavy read budget.
 */
export const MAX_BOOKINGS_PER_GET = 8;

/**
 * The years a date may have wherever one is accepted or stored (API parameters, bookings, lists,
 * holidays, tariffs, documents): every instant derived from such a date fits Postgres (timestamptz,
 * date) and prints with four digits, including a booking that ends at 24:00 of MAX_YEAR-12-31.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

/** Whether a Y-m-d's year lies from MIN_YEAR to MAX_YEAR (whether the date exists is isDate's). */
export function isInYearRange(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return date.length === 10 && year >= MIN_YEAR && year <= MAX_YEAR;
}

/**
 * The longest date range one list or search may ask for, in days, both ends included
 * (ListBookings, ListEvents, Availability; v2's booking_list, event_list, availability).
 */
export const MAX_RANGE_DAYS = 366;

/** A time of day runs from minute 0 to MINUTES_PER_DAY, the end of the day (v2's 24:00). */
export const MINUTES_PER_DAY = 1440;

/** The length of an availability slot, in minutes (v2's duration 00:01 … 24:00). */
export const MIN_SLOT_MINUTES = 1;
export const MAX_SLOT_MINUTES = MINUTES_PER_DAY;

/**
 * The largest amount of money anything takes or stores, in cents: 100 million in the currency, far above
 * any real price, and small enough that a price times a booking's quantities stays an exact integer.
 */
export const MAX_AMOUNT_CENTS = 10_000_000_000;
/** MAX_AMOUNT_CENTS as the API writes amounts ("100000000.00"): the gateway and billing refuse past it in the same words. */
export const MAX_AMOUNT_TEXT = (MAX_AMOUNT_CENTS / 100).toFixed(2);
