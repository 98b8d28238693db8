// Booking recurrence (spec 4.8, booking_add): validating a rule and expanding it into
// occurrences. Pure: no database, no clock.
//
// Series are expanded in LOCAL wall-clock time, so "every Monday 18:00" stays 18:00 across a
// daylight saving change (the UTC hour of the instants changes); toInstants turns an occurrence
// into instants in the manager's zone.
//
// Rules, as decided here:
// - single: one occurrence from date_from time_from to date_to time_to (may span days); full day
//   means date_from 00:00 to date_to 24:00.
// - day: every date in [date_from, date_to].
// - week: weeks are counted from the Monday-based week that contains date_from (week 0); with
//   interval n (week 1, biweek 2, triweek 3, quadweek 4) weeks 0, n, 2n, … are used. Each listed
//   weekday has its own times. Only dates inside [date_from, date_to] count, so the first week
//   may be partial. A weekday may be listed more than once if its times do not overlap.
// - month, mode day: day DD of every `interval` months (1–12), starting with date_from's month;
//   months without that day (31 in April, 30 in February) are skipped, not moved.
// - month, mode week: week_number 1–4 is the 1st–4th such weekday of the month; 5 means the LAST
//   such weekday (always exists; it is the 4th or the 5th).
// - year: that day and month every year; 29 February only in leap years; a day the month never
//   has (30 February, 31 April) is invalid.
// - A time spec with full_day set is 00:00–24:00 and its from/to are ignored (not validated).
//   Otherwise from is 00:00–23:59, to 00:00–24:00 and from < to: recurring occurrences never
//   cross midnight.
// - An occurrence ending at midnight is written as the same date with time_to 24:00.
// - More than `limit` (MAX_OCCURRENCES) occurrences, or none at all, is invalid.
//
// Error messages name the request field of spec 4.8 (date_from, daily_recurrence.from,
// weekly_recurrence[1].day, weekly_type_select, monthly_recurrence.days.week_number, …).
import { invalid, isDate, isTime, minutesOf } from '@venue/platform';
import { addDays, localToInstant, weekdayOf } from '../time/zoned-time.ts';

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
      interval: 1 | 2 | 3 | 4;
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

/** Weekday number of mon…sun as sent in weekly_recurrence[].day and monthly week_day. */
export const WEEKDAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_LENGTHS[month - 1] ?? 31);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const ymd = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

function validateTime(time: TimeSpec, prefix: string): void {
  if (time === null || typeof time !== 'object') throw invalid(`${prefix} is required`);
  if (typeof time.fullDay !== 'boolean') throw invalid(`${prefix}.full_day must be 0 or 1`);
  if (time.fullDay) return;
  if (typeof time.from !== 'string' || !isTime(time.from))
    throw invalid(`${prefix}.from must be H:i (00:00–23:59)`);
  if (typeof time.to !== 'string' || !isTime(time.to, true))
    throw invalid(`${prefix}.to must be H:i (00:00–24:00)`);
  if (minutesOf(time.from) >= minutesOf(time.to)) throw invalid(`${prefix}.to must be after ${prefix}.from`);
}

/** Throws invalid(…) naming the field when the rule is malformed; returns when it is usable. */
export function validateRule(rule: RecurrenceRule): void {
  if (rule === null || typeof rule !== 'object') throw invalid('recurrence is required');
  if (typeof rule.dateFrom !== 'string' || !isDate(rule.dateFrom))
    throw invalid('date_from must be a real date (Y-m-d)');
  if (typeof rule.dateTo !== 'string' || !isDate(rule.dateTo))
    throw invalid('date_to must be a real date (Y-m-d)');
  if (rule.dateTo < rule.dateFrom) throw invalid('date_to must not be before date_from');

  switch (rule.type) {
    case 'single': {
      if (typeof rule.fullDay !== 'boolean') throw invalid('multi_day must be 0 or 1');
      if (rule.fullDay) return;
      if (typeof rule.timeFrom !== 'string' || !isTime(rule.timeFrom))
        throw invalid('time_from must be H:i (00:00–23:59)');
      if (typeof rule.timeTo !== 'string' || !isTime(rule.timeTo, true))
        throw invalid('time_to must be H:i (00:00–24:00)');
      if (rule.dateFrom === rule.dateTo && minutesOf(rule.timeFrom) >= minutesOf(rule.timeTo)) {
        throw invalid('time_to must be after time_from');
      }
      return;
    }
    case 'day':
      validateTime(rule.time, 'daily_recurrence');
      return;
    case 'week': {
      if (!isWholeIn(rule.interval, 1, 4))
        throw invalid('weekly_type_select must be week, biweek, triweek or quadweek');
      if (!Array.isArray(rule.days) || rule.days.length === 0)
        throw invalid('weekly_recurrence must list at least one day');
      rule.days.forEach((entry, index) => {
        const prefix = `weekly_recurrence[${index}]`;
        if (entry === null || typeof entry !== 'object') throw invalid(`${prefix} must be an object`);
        if (!isWholeIn(entry.weekday, 1, 7)) throw invalid(`${prefix}.day must be mon…sun`);
        validateTime(entry.time, prefix);
      });
      // The same weekday twice is fine only when the times do not overlap (touching is fine):
      // otherwise the booking's own instances would clash.
      rule.days.forEach((entry, index) => {
        for (let earlier = 0; earlier < index; earlier += 1) {
          const other = rule.days[earlier];
          if (!other || other.weekday !== entry.weekday) continue;
          const [aFrom, aTo] = spanOf(entry.time);
          const [bFrom, bTo] = spanOf(other.time);
          if (aFrom < bTo && bFrom < aTo) {
            throw invalid(
              `weekly_recurrence[${index}] overlaps weekly_recurrence[${earlier}] on the same day`,
            );
          }
        }
      });
      return;
    }
    case 'month': {
      if (!isWholeIn(rule.interval, 1, 12))
        throw invalid('monthly_recurrence.days.month must be a number of months from 1 to 12');
      if (rule.mode === 'day') {
        if (!isWholeIn(rule.day, 1, 31)) throw invalid('monthly_recurrence.days.day must be 1…31');
      } else if (rule.mode === 'week') {
        if (!isWholeIn(rule.weekNumber, 1, 5)) {
          throw invalid('monthly_recurrence.days.week_number must be 1…5 (5 = the last in the month)');
        }
        if (!isWholeIn(rule.weekday, 1, 7)) throw invalid('monthly_recurrence.days.week_day must be mon…sun');
      } else {
        throw invalid('monthly_recurrence.mode must be day or week');
      }
      validateTime(rule.time, 'monthly_recurrence');
      return;
    }
    case 'year': {
      if (!isWholeIn(rule.month, 1, 12)) throw invalid('yearly_recurrence.month must be 1…12');
      const longest = daysInMonth(2000, rule.month); // 2000 is a leap year: 29 February allowed
      if (!isWholeIn(rule.day, 1, longest))
        throw invalid(`yearly_recurrence.day must be 1…${longest} for month ${rule.month}`);
      validateTime(rule.time, 'yearly_recurrence');
      return;
    }
    default:
      throw invalid('recurrence_type must be day, week, month or year');
  }
}

/** Minutes of a validated time spec (full day = 0–1440). */
function spanOf(time: TimeSpec): [number, number] {
  return time.fullDay ? [0, 1440] : [minutesOf(time.from), minutesOf(time.to)];
}

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
    return last - ((weekdayOf(ymd(year, month, last)) - weekday + 7) % 7);
  }
  const first = 1 + ((weekday - weekdayOf(ymd(year, month, 1)) + 7) % 7);
  return first + 7 * (weekNumber - 1);
}

/**
 * The occurrences of a rule in local wall-clock time, sorted by start. Validates the rule first.
 * More than `limit` occurrences or none at all -> invalid.
 */
export function expand(rule: RecurrenceRule, limit: number = MAX_OCCURRENCES): Occurrence[] {
  validateRule(rule);
  const { dateFrom, dateTo } = rule;
  const found: Occurrence[] = [];
  const add = (occurrence: Occurrence) => {
    if (occurrence.dateFrom < dateFrom || occurrence.dateFrom > dateTo) return;
    found.push(occurrence);
    if (found.length > limit) {
      throw invalid(
        `the recurrence yields more than ${limit} instances in date_from…date_to; choose a shorter range`,
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
        if (ymd(year, month, 1) > dateTo) break;
        if (rule.mode === 'day') {
          if (rule.day <= daysInMonth(year, month)) add(onDate(ymd(year, month, rule.day), rule.time));
        } else {
          add(onDate(ymd(year, month, nthWeekday(year, month, rule.weekNumber, rule.weekday)), rule.time));
        }
      }
      break;
    }
    case 'year': {
      const lastYear = Number(dateTo.slice(0, 4));
      for (let year = Number(dateFrom.slice(0, 4)); year <= lastYear; year += 1) {
        if (rule.day <= daysInMonth(year, rule.month))
          add(onDate(ymd(year, rule.month, rule.day), rule.time));
      }
      break;
    }
  }

  if (found.length === 0) throw invalid('the recurrence yields no dates in date_from…date_to');
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
 * earlier instant; see zoned-time.ts). So on Berlin's 2026-03-29, 02:15–02:45 becomes 03:15–03:45
 * CEST, while 02:00–03:00 or 02:30–03:00 would end when or before the moved start: an occurrence
 * whose end is not after its start is invalid.
 */
export function toInstants(occurrence: Occurrence, timeZone: string): { start: Date; end: Date } {
  const start = localToInstant(occurrence.dateFrom, occurrence.timeFrom, timeZone);
  const end = localToInstant(occurrence.dateTo, occurrence.timeTo, timeZone);
  if (end.getTime() <= start.getTime()) {
    const label = `${occurrence.dateFrom} ${occurrence.timeFrom}–${occurrence.dateTo} ${occurrence.timeTo}`;
    const wallClockOrdered =
      occurrence.dateTo > occurrence.dateFrom ||
      (occurrence.dateTo === occurrence.dateFrom &&
        minutesOf(occurrence.timeTo) > minutesOf(occurrence.timeFrom));
    throw invalid(
      wallClockOrdered
        ? `the time ${label} does not exist in ${timeZone} (daylight saving change); choose other times`
        : `time_to must be after time_from (${label})`,
    );
  }
  return { start, end };
}
