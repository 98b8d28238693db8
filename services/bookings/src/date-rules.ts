// The dates a bookings call may name, checked once, by the domain function the call reaches
// (addBooking, createSingleBooking, updateBooking, listBookings, listEvents, searchAvailability),
// whoever the caller is: a calendar date within the years every service stores (beyond them an
// instant leaves what Postgres and the answers' four-digit years hold), and a list or search of
// at most MAX_RANGE_DAYS dates. The limits are the contract's (packages/contracts limits.ts), so
// the gateway refuses the same in v2 words first. Messages name the proto fields.
import { isInYearRange, MAX_RANGE_DAYS, MAX_YEAR, MIN_YEAR } from '@venue/contracts';
import { addDays, invalid, isDate } from '@venue/platform';

/** A Y-m-d naming a calendar date with a year from MIN_YEAR to MAX_YEAR. */
export function requireDate(field: string, date: string): void {
  if (!isDate(date)) throw invalid(`${field} must be a calendar date, got "${date}"`);
  if (!isInYearRange(date)) throw invalid(`${field} must be a date from ${MIN_YEAR}-01-01 to ${MAX_YEAR}-12-31, got ${date}`);
}

/** start_date…end_date of a list or search: such dates, in order, at most MAX_RANGE_DAYS days. */
export function requireDateRange(range: { dateFrom: string; dateTo: string }): void {
  requireDate('start_date', range.dateFrom);
  requireDate('end_date', range.dateTo);
  if (range.dateTo < range.dateFrom) throw invalid('end_date must not be before start_date');
  if (addDays(range.dateFrom, MAX_RANGE_DAYS) <= range.dateTo)
    throw invalid(`start_date…end_date may span at most ${MAX_RANGE_DAYS} days`);
}
