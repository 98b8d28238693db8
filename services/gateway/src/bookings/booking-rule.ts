// The when of a v2 booking (booking_add's dates, times and recurrence parameters, booking_save's
// dates and times) as a rule, checked here with messages that name the v2 parameters, then
// written as the bookings service's Recurrence. The service expands it and applies the domain
// rules (at most 1,000 instances, at least one, times that exist in the manager's zone).
//
// Checks, as decided for v2:
// - dates are real Y-m-d dates and date_to is not before date_from;
// - times are H:i, from 00:00–23:59, to 00:00–24:00, and from < to (for a single booking only
//   when it starts and ends on one date); a time spec with full_day set ignores from/to;
// - weekly: weekly_type_select week/biweek/triweek/quadweek (1–4), at least one day, weekdays
//   mon…sun, and one weekday listed twice only when its times do not overlap (touching is fine);
// - monthly: every 1–12 months; mode day: day 1–31; mode week: week_number 1–5 (5 = the last
//   such weekday of the month) and a weekday;
// - yearly: month 1–12 and a day that month can have (29 February allowed).
import { localDateOf, MINUTES_PER_DAY, type bookings, type common } from '@venue/contracts';
import { daysInMonth, invalid, isDate, isTime, minutesOf } from '@venue/platform';

export interface TimeSpec {
  from: string;
  to: string;
  fullDay: boolean;
}

export type BookingRule =
  | { type: 'single'; dateFrom: string; dateTo: string; timeFrom: string; timeTo: string; fullDay: boolean }
  | { type: 'day'; dateFrom: string; dateTo: string; time: TimeSpec }
  | { type: 'week'; dateFrom: string; dateTo: string; interval: number; days: { weekday: number; time: TimeSpec }[] }
  | { type: 'month'; dateFrom: string; dateTo: string; interval: number; mode: 'day'; day: number; time: TimeSpec }
  | { type: 'month'; dateFrom: string; dateTo: string; interval: number; mode: 'week'; weekNumber: number; weekday: number; time: TimeSpec }
  | { type: 'year'; dateFrom: string; dateTo: string; day: number; month: number; time: TimeSpec };

const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function validateTime(time: TimeSpec, prefix: string): void {
  if (time === null || typeof time !== 'object') throw invalid(`${prefix} is required`);
  if (typeof time.fullDay !== 'boolean') throw invalid(`${prefix}.full_day must be 0 or 1`);
  if (time.fullDay) return;
  if (typeof time.from !== 'string' || !isTime(time.from)) throw invalid(`${prefix}.from must be H:i (00:00–23:59)`);
  if (typeof time.to !== 'string' || !isTime(time.to, true)) throw invalid(`${prefix}.to must be H:i (00:00–24:00)`);
  if (minutesOf(time.from) >= minutesOf(time.to)) throw invalid(`${prefix}.to must be after ${prefix}.from`);
}

/** Minutes of a validated time spec (full day = 0–1440). */
function spanOf(time: TimeSpec): [number, number] {
  return time.fullDay ? [0, MINUTES_PER_DAY] : [minutesOf(time.from), minutesOf(time.to)];
}

/** Throws invalid(…) naming the v2 parameter when the rule is malformed. */
export function validateRule(rule: BookingRule): void {
  if (rule === null || typeof rule !== 'object') throw invalid('recurrence is required');
  if (typeof rule.dateFrom !== 'string' || !isDate(rule.dateFrom)) throw invalid('date_from must be a real date (Y-m-d)');
  if (typeof rule.dateTo !== 'string' || !isDate(rule.dateTo)) throw invalid('date_to must be a real date (Y-m-d)');
  if (rule.dateTo < rule.dateFrom) throw invalid('date_to must not be before date_from');

  switch (rule.type) {
    case 'single': {
      if (typeof rule.fullDay !== 'boolean') throw invalid('multi_day must be 0 or 1');
      if (rule.fullDay) return;
      if (typeof rule.timeFrom !== 'string' || !isTime(rule.timeFrom)) throw invalid('time_from must be H:i (00:00–23:59)');
      if (typeof rule.timeTo !== 'string' || !isTime(rule.timeTo, true)) throw invalid('time_to must be H:i (00:00–24:00)');
      if (rule.dateFrom === rule.dateTo && minutesOf(rule.timeFrom) >= minutesOf(rule.timeTo)) {
        throw invalid('time_to must be after time_from');
      }
      return;
    }
    case 'day':
      validateTime(rule.time, 'daily_recurrence');
      return;
    case 'week': {
      if (!isWholeIn(rule.interval, 1, 4)) throw invalid('weekly_type_select must be week, biweek, triweek or quadweek');
      if (!Array.isArray(rule.days) || rule.days.length === 0) throw invalid('weekly_recurrence must list at least one day');
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
            throw invalid(`weekly_recurrence[${index}] overlaps weekly_recurrence[${earlier}] on the same day`);
          }
        }
      });
      return;
    }
    case 'month': {
      if (!isWholeIn(rule.interval, 1, 12)) throw invalid('monthly_recurrence.days.month must be a number of months from 1 to 12');
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
      if (!isWholeIn(rule.day, 1, longest)) throw invalid(`yearly_recurrence.day must be 1…${longest} for month ${rule.month}`);
      validateTime(rule.time, 'yearly_recurrence');
      return;
    }
    default:
      throw invalid('recurrence_type must be day, week, month or year');
  }
}

function dayTimes(time: TimeSpec): common.DayTimes {
  const [start_minute, end_minute] = spanOf(time);
  return { start_minute, end_minute };
}

const WEEKDAY = ['WEEKDAY_UNSPECIFIED', 'WEEKDAY_MONDAY', 'WEEKDAY_TUESDAY', 'WEEKDAY_WEDNESDAY', 'WEEKDAY_THURSDAY', 'WEEKDAY_FRIDAY', 'WEEKDAY_SATURDAY', 'WEEKDAY_SUNDAY'] as const;
const WEEK_OF_MONTH = ['WEEK_OF_MONTH_UNSPECIFIED', 'WEEK_OF_MONTH_FIRST', 'WEEK_OF_MONTH_SECOND', 'WEEK_OF_MONTH_THIRD', 'WEEK_OF_MONTH_FOURTH', 'WEEK_OF_MONTH_LAST'] as const;

/** A validated rule as the bookings service's Recurrence. */
export function toRecurrence(rule: BookingRule): bookings.Recurrence {
  const base = { start_date: localDateOf(rule.dateFrom), end_date: localDateOf(rule.dateTo) };
  switch (rule.type) {
    case 'single':
      return rule.fullDay
        ? { ...base, single: { start_minute: 0, end_minute: MINUTES_PER_DAY } }
        : { ...base, single: { start_minute: minutesOf(rule.timeFrom), end_minute: minutesOf(rule.timeTo) } };
    case 'day':
      return { ...base, daily: { times: dayTimes(rule.time) } };
    case 'week':
      return {
        ...base,
        weekly: { every_weeks: rule.interval, slots: rule.days.map((d) => ({ weekday: WEEKDAY[d.weekday], times: dayTimes(d.time) })) },
      };
    case 'month':
      return rule.mode === 'day'
        ? { ...base, monthly_by_day: { every_months: rule.interval, day: rule.day, times: dayTimes(rule.time) } }
        : {
            ...base,
            monthly_by_week: { every_months: rule.interval, week: WEEK_OF_MONTH[rule.weekNumber], weekday: WEEKDAY[rule.weekday], times: dayTimes(rule.time) },
          };
    case 'year':
      return { ...base, yearly: { month: rule.month, day: rule.day, times: dayTimes(rule.time) } };
  }
}
