// How many intervals a booked time span is charged for: every started interval counts in full
// (61 minutes at per_hour = 2 hours).
import { isoInZone, localDate } from '@venue/platform';
import type { Interval } from './types.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const LENGTH_MS: Record<Exclude<Interval, 'per_quantity'>, number> = {
  per_minute: MINUTE,
  per_30_minutes: 30 * MINUTE,
  per_hour: 60 * MINUTE,
  per_day: DAY,
};

/** The wall-clock reading at an instant, as if it were UTC: differences are local durations. */
function wallClockMs(instantMs: number, timeZone: string): number {
  return Date.parse(`${isoInZone(new Date(instantMs), timeZone).slice(0, 19)}Z`);
}

/**
 * Started intervals between two instants. Minutes, half hours and hours count elapsed time (a
 * night with a DST change is charged for the hours that really passed); days count local
 * wall-clock time, so 00:00 to 00:00 is one day even when the clocks changed in between.
 */
export function startedIntervals(
  interval: Exclude<Interval, 'per_quantity'>,
  startMs: number,
  endMs: number,
  timeZone: string,
): number {
  const span =
    interval === 'per_day' ? wallClockMs(endMs, timeZone) - wallClockMs(startMs, timeZone) : endMs - startMs;
  if (span <= 0) return 0;
  return Math.ceil(span / LENGTH_MS[interval]);
}

/** The local date (YYYY-MM-DD) and ISO weekday (1 = Monday) on which an instance starts. */
export function localStart(startMs: number, timeZone: string): { date: string; weekday: number } {
  return localDate(timeZone, new Date(startMs));
}
