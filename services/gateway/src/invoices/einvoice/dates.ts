// Calendar dates of an e-invoice, read in the document's time zone: EN 16931 has dates only,
// no times, so a booked span becomes the days it covers.
import { addDays, instantToLocal } from '@venue/platform';
import type { Period } from './model.ts';

/** The day an instant falls on. */
export const dayOf = (ms: number, timeZone: string): string => instantToLocal(new Date(ms), timeZone).date;

/**
 * The last day a span ending at this instant covers: an end at 00:00 belongs to the day before
 * (a booking 20:00–24:00 is a booking of one evening, not of two days).
 */
export function lastDayOf(endMs: number, timeZone: string): string {
  const { date, time } = instantToLocal(new Date(endMs), timeZone);
  return time === '00:00' ? addDays(date, -1) : date;
}

/** The days a span covers; none for a row without times (0). The end is never before the start (BR-30). */
export function periodOf(startMs: number, endMs: number, timeZone: string): Period | undefined {
  if (startMs <= 0 || endMs <= 0) return undefined;
  const start = dayOf(startMs, timeZone);
  const end = lastDayOf(endMs, timeZone);
  return { start, end: end < start ? start : end };
}

/** The period from the first start to the last end of several (BG-14 from the lines' BG-26). */
export function spanOf(periods: readonly (Period | undefined)[]): Period | undefined {
  const known = periods.filter((period): period is Period => period !== undefined);
  if (known.length === 0) return undefined;
  return {
    start: known.map((p) => p.start).reduce((a, b) => (b < a ? b : a)),
    end: known.map((p) => p.end).reduce((a, b) => (b > a ? b : a)),
  };
}
