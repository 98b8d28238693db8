// venue.common.v1's dates and weekdays (time.proto) and the forms the services' domains and
// databases keep them in: Y-m-d text and ISO weekday numbers. Only a change of form: "2026-02-30"
// and {2026, 2, 30} stand for each other, and the side that owns the rule says whether such a
// date exists (platform's isDate) or a weekday is set.
import type { LocalDate, LocalDate__Output } from './generated/venue/common/v1/LocalDate';
import type { Weekday__Output } from './generated/venue/common/v1/Weekday';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Y-m-d of a LocalDate; "" when there is none. */
export function ymdOf(date: LocalDate__Output | null | undefined): string {
  return date ? `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}` : '';
}

/** The LocalDate of a Y-m-d (its digits as they stand). */
export function localDateOf(ymd: string): LocalDate {
  return { year: Number(ymd.slice(0, 4)), month: Number(ymd.slice(5, 7)), day: Number(ymd.slice(8, 10)) };
}

// Index = ISO weekday (1 = Monday … 7 = Sunday), as the enum numbers them.
const WEEKDAYS: readonly Weekday__Output[] = [
  'WEEKDAY_UNSPECIFIED',
  'WEEKDAY_MONDAY',
  'WEEKDAY_TUESDAY',
  'WEEKDAY_WEDNESDAY',
  'WEEKDAY_THURSDAY',
  'WEEKDAY_FRIDAY',
  'WEEKDAY_SATURDAY',
  'WEEKDAY_SUNDAY',
];

/** The ISO weekday (1 = Monday … 7 = Sunday) of a Weekday; 0 for WEEKDAY_UNSPECIFIED. */
export function isoWeekdayOf(weekday: Weekday__Output): number {
  return Math.max(0, WEEKDAYS.indexOf(weekday));
}

/** The Weekday of an ISO weekday (1 = Monday … 7 = Sunday); WEEKDAY_UNSPECIFIED for any other number. */
export function weekdayEnumOf(isoWeekday: number): Weekday__Output {
  return (Number.isInteger(isoWeekday) && WEEKDAYS[isoWeekday]) || 'WEEKDAY_UNSPECIFIED';
}
