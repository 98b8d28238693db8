// venue.common.v1.LocalDate and the Y-m-d text that v2, the domains and the databases write
// dates in. Only a change of form: "2026-02-30" and {2026, 2, 30} stand for each other, and the
// side that owns the rule says whether such a date exists (platform's isDate).
import type { LocalDate, LocalDate__Output } from './generated/venue/common/v1/LocalDate';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Y-m-d of a LocalDate; "" when there is none. */
export function ymdOf(date: LocalDate__Output | null | undefined): string {
  return date ? `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}` : '';
}

/** The LocalDate of a Y-m-d (its digits as they stand). */
export function localDateOf(ymd: string): LocalDate {
  return { year: Number(ymd.slice(0, 4)), month: Number(ymd.slice(5, 7)), day: Number(ymd.slice(8, 10)) };
}
