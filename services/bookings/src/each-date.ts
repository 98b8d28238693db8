// Day counts and runs of Y-m-d dates, for availability's days.
import { addDays, invalid, isDate } from '@venue/platform';

const DAY_MS = 86_400_000;

/** Midnight UTC of a Y-m-d naming a real date (ISO dates parse as UTC, years 0000–9999 too). */
function dayMs(value: string, field: string): number {
  if (typeof value !== 'string' || !isDate(value)) throw invalid(`${field} must be a real date (Y-m-d), got "${String(value)}"`);
  return Date.parse(value);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const start = dayMs(from, 'from');
  return Math.round((dayMs(to, 'to') - start) / DAY_MS);
}

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachDate(from: string, to: string): string[] {
  const count = daysBetween(from, to);
  const dates: string[] = [];
  for (let index = 0; index <= count; index += 1) dates.push(addDays(from, index));
  return dates;
}
