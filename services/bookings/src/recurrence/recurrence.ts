// Booking recurrence: expanding a rule into occurrences, and occurrences into instants. Pure: no
// database, no clock. The request's shape and formats were checked by the caller (the gateway for
// v2); what is left here are the rules of the domain: at least one and at most MAX_OCCURRENCES
// occurrences, and times that exist in the manager's zone.
//
// Series are expanded in LOCAL wall-clock time, so "every Monday 18:00" stays 18:00 across a
// daylight saving change (the UTC hour of the instants changes); toInstants turns an occurrence
// into instants in the manager's zone.
//
// Rules:
// - single: one occurrence from dateFrom timeFrom to dateTo timeTo (may span days); full day
//   means dateFrom 00:00 to dateTo 24:00.
// - day: every date in [dateFrom, dateTo].
// - week: weeks are counted from the Monday-based week that contains dateFrom (week 0); with
//   interval n, weeks 0, n, 2n, … are used. Each listed weekday has its own times. Only dates
//   inside [dateFrom, dateTo] count, so the first week may be partial.
// - month, mode day: day DD of every `interval` months, starting with dateFrom's month; months
//   without that day (31 in April, 30 in February) are skipped, not moved.
// - month, mode week: weekNumber 1–4 is the 1st–4th such weekday of the month; 5 means the LAST
//   such weekday (always exists; it is the 4th or the 5th).
// - year: that day and month every year; 29 February only in leap years.
// - A time spec with fullDay set is 00:00–24:00. Recurring occurrences never cross midnight.
// - An occurrence ending at midnight is written as the same date with timeTo 24:00.
// - More than `limit` (MAX_OCCURRENCES) occurrences, or none at all, is invalid.
//
// Messages name the proto fields (start_date, end_date); the gateway words them for v2.
import { addDays, dateOfParts, daysInMonth, instantToLocal, invalid, localToInstant, minutesOf, weekdayOf } from '@venue/platform';

export interface TimeSpec {
  from: string;
  to: string;
  fullDay: boolean;
}

export type RecurrenceRule =
  | { type: 'single'; dateFrom: string; dateTo: string; timeFrom: string; timeTo: string; fullDay: boolean }
  | { type: 'day'; dateFrom: string; dateTo: string; time: TimeSpec }
  | {
      type: 'week';
      dateFrom: string;
      dateTo: string;
      interval: number;
      days: { weekday: number; time: TimeSpec }[];
    }
  | {
      type: 'month';
      dateFrom: string;
      dateTo: string;
      interval: number;
      mode: 'day';
      day: number;
      time: TimeSpec;
    }
  | {
      type: 'month';
      dateFrom: string;
      dateTo: string;
      interval: number;
      mode: 'week';
      weekNumber: number;
      weekday: number;
      time: TimeSpec;
    }
  | { type: 'year'; dateFrom: string; dateTo: string; day: number; month: number; time: TimeSpec };

/** Local wall-clock start and end; an end at midnight is dateTo = that date, timeTo = '24:00'. */
export interface Occurrence {
  dateFrom: string;
  timeFrom: string;
  dateTo: string;
  timeTo: string;
}

export const MAX_OCCURRENCES = 1000;

function onDate(date: string, time: TimeSpec): Occurrence {
  return time.fullDay
    ? { dateFrom: date, timeFrom: '00:00', dateTo: date, timeTo: '24:00' }
    : { dateFrom: date, timeFrom: time.from, dateTo: date, timeTo: time.to };
}

/** The year and month `offset` months after a given one. */
function addMonths(year: number, month: number, offset: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Day of the month of the nth (1–4) or, for 5, the last given weekday. */
function nthWeekday(year: number, month: number, weekNumber: number, weekday: number): number {
  if (weekNumber === 5) {
    const last = daysInMonth(year, month);
    return last - ((weekdayOf(dateOfParts(year, month, last)) - weekday + 7) % 7);
  }
  const first = 1 + ((weekday - weekdayOf(dateOfParts(year, month, 1)) + 7) % 7);
  return first + 7 * (weekNumber - 1);
}

/**
 * The occurrences of a rule in local wall-clock time, sorted by start. More than `limit`
 * occurrences or none at all -> invalid.
 */
export function expand(rule: RecurrenceRule, limit: number = MAX_OCCURRENCES): Occurrence[] {
  const { dateFrom, dateTo } = rule;
  const found: Occurrence[] = [];
  const add = (occurrence: Occurrence) => {
    if (occurrence.dateFrom < dateFrom || occurrence.dateFrom > dateTo) return;
    found.push(occurrence);
    if (found.length > limit) {
      throw invalid(
        `the recurrence yields more than ${limit} instances between start_date and end_date; choose a shorter range`,
      );
    }
  };

  switch (rule.type) {
    case 'single':
      found.push(
        rule.fullDay
          ? { dateFrom, timeFrom: '00:00', dateTo, timeTo: '24:00' }
          : { dateFrom, timeFrom: rule.timeFrom, dateTo, timeTo: rule.timeTo },
      );
      break;
    case 'day':
      for (let date = dateFrom; date <= dateTo; date = addDays(date, 1)) add(onDate(date, rule.time));
      break;
    case 'week': {
      const firstMonday = addDays(dateFrom, 1 - weekdayOf(dateFrom));
      for (let monday = firstMonday; monday <= dateTo; monday = addDays(monday, 7 * rule.interval)) {
        for (const entry of rule.days) add(onDate(addDays(monday, entry.weekday - 1), entry.time));
      }
      break;
    }
    case 'month': {
      const startYear = Number(dateFrom.slice(0, 4));
      const startMonth = Number(dateFrom.slice(5, 7));
      for (let offset = 0; ; offset += rule.interval) {
        const { year, month } = addMonths(startYear, startMonth, offset);
        if (dateOfParts(year, month, 1) > dateTo) break;
        if (rule.mode === 'day') {
          if (rule.day <= daysInMonth(year, month)) add(onDate(dateOfParts(year, month, rule.day), rule.time));
        } else {
          add(onDate(dateOfParts(year, month, nthWeekday(year, month, rule.weekNumber, rule.weekday)), rule.time));
        }
      }
      break;
    }
    case 'year': {
      const lastYear = Number(dateTo.slice(0, 4));
      for (let year = Number(dateFrom.slice(0, 4)); year <= lastYear; year += 1) {
        if (rule.day <= daysInMonth(year, rule.month))
          add(onDate(dateOfParts(year, rule.month, rule.day), rule.time));
      }
      break;
    }
  }

  if (found.length === 0) throw invalid('the recurrence yields no dates between start_date and end_date');
  return found.sort(
    (a, b) =>
      compare(a.dateFrom, b.dateFrom) ||
      minutesOf(a.timeFrom) - minutesOf(b.timeFrom) ||
      compare(a.dateTo, b.dateTo) ||
      minutesOf(a.timeTo) - minutesOf(b.timeTo),
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The instants of an occurrence in a time zone (DST gaps move forward by the gap, overlaps take the
 * earlier instant; see localToInstant in platform). So on Berlin's 2026-03-29, 02:15–02:45 becomes 03:15–03:45
 * CEST, while 02:00–03:00 or 02:30–03:00 would end when or before the moved start: an occurrence
 * whose end is not after its start is invalid.
 */
export function toInstants(occurrence: Occurrence, timeZone: string): { start: Date; end: Date } {
  const start = localToInstant(occurrence.dateFrom, occurrence.timeFrom, timeZone);
  const end = localToInstant(occurrence.dateTo, occurrence.timeTo, timeZone);
  // One rule for every time in a daylight saving gap, whatever the length of the booking: it is
  // refused, never moved to another wall-clock time.
  requireExisting(occurrence.dateFrom, occurrence.timeFrom, start, timeZone);
  requireExisting(occurrence.dateTo, occurrence.timeTo, end, timeZone);
  if (end.getTime() <= start.getTime()) {
    const label = `${occurrence.dateFrom} ${occurrence.timeFrom}–${occurrence.dateTo} ${occurrence.timeTo}`;
    throw invalid(`an occurrence must end after it starts (${label})`);
  }
  return { start, end };
}

/** Refuses a wall-clock time that the zone skips (the instant found for it reads back otherwise; 24:00 as the next 00:00). */
function requireExisting(date: string, time: string, at: Date, timeZone: string): void {
  const local = instantToLocal(at, timeZone);
  const [wantedDate, wantedTime] = time === '24:00' ? [addDays(date, 1), '00:00'] : [date, time];
  if (local.date !== wantedDate || local.time !== wantedTime) {
    throw invalid(`the local time ${date} ${time} does not exist in ${timeZone} (the clocks move forward then); choose another time`);
  }
}
