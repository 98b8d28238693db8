// Proto <-> domain values: dates, times of day, enums and recurrence rules. A value the domain's
// types cannot hold (a minute outside the day, an unset enum) is refused here, in proto terms;
// the rules on what they hold (dates that exist, within the stored years, ranges of at most 366
// days, durations) are the domain's, checked once whoever calls (date-rules.ts, availability).
// The request's v2 validation happened at the gateway.
import { MINUTES_PER_DAY, ymdOf, type bookings, type common } from '@venue/contracts';
import { invalid, timeOfMinutes } from '@venue/platform';
import type { Comparison } from '../availability/availability.service.ts';
import type { BookingStatus, StoredItem } from '../booking/booking.table.ts';
import type { RecurrenceRule, TimeSpec } from '../recurrence/recurrence.ts';

/** start_date…end_date of a list or search as the domain's Y-m-d dates. */
export function toDateRange(
  start: common.LocalDate__Output | null | undefined,
  end: common.LocalDate__Output | null | undefined,
): { dateFrom: string; dateTo: string } {
  return { dateFrom: ymdOf(start), dateTo: ymdOf(end) };
}

/** H:i of a minute of the day (0–1440). */
export function toTime(minute: number, field: string): string {
  if (!Number.isInteger(minute) || minute < 0 || minute > MINUTES_PER_DAY) throw invalid(`${field} must be 0…${MINUTES_PER_DAY}`);
  return timeOfMinutes(minute);
}

export function fromTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function toTimeSpec(times: common.DayTimes__Output | null | undefined, field: string): TimeSpec {
  if (!times) throw invalid(`${field} is required`);
  const from = toTime(times.start_minute, `${field}.start_minute`);
  const to = toTime(times.end_minute, `${field}.end_minute`);
  if (times.start_minute >= times.end_minute)
    throw invalid(`${field}.end_minute must be after ${field}.start_minute`);
  return { from, to, fullDay: times.start_minute === 0 && times.end_minute === MINUTES_PER_DAY };
}

/** The optional daily window of a list or search. */
export function toWindow(
  times: common.DayTimes__Output | null | undefined,
): { from: string; to: string } | undefined {
  if (!times) return undefined;
  const { from, to } = toTimeSpec(times, 'times');
  return { from, to };
}

const WEEKDAYS: Record<common.Weekday__Output, number> = {
  WEEKDAY_UNSPECIFIED: 0,
  WEEKDAY_MONDAY: 1,
  WEEKDAY_TUESDAY: 2,
  WEEKDAY_WEDNESDAY: 3,
  WEEKDAY_THURSDAY: 4,
  WEEKDAY_FRIDAY: 5,
  WEEKDAY_SATURDAY: 6,
  WEEKDAY_SUNDAY: 7,
};

function weekday(value: common.Weekday__Output, field: string): number {
  const day = WEEKDAYS[value] ?? 0;
  if (day === 0) throw invalid(`${field} must be set`);
  return day;
}

const WEEKS: Record<bookings.WeekOfMonth__Output, number> = {
  WEEK_OF_MONTH_UNSPECIFIED: 0,
  WEEK_OF_MONTH_FIRST: 1,
  WEEK_OF_MONTH_SECOND: 2,
  WEEK_OF_MONTH_THIRD: 3,
  WEEK_OF_MONTH_FOURTH: 4,
  WEEK_OF_MONTH_LAST: 5,
};

function every(value: number, max: number, field: string): number {
  if (!Number.isInteger(value) || value < 1 || value > max) throw invalid(`${field} must be 1…${max}`);
  return value;
}

export function toRule(recurrence: bookings.Recurrence__Output | null): RecurrenceRule {
  if (!recurrence) throw invalid('recurrence is required');
  const base = { dateFrom: ymdOf(recurrence.start_date), dateTo: ymdOf(recurrence.end_date) };
  switch (recurrence.rule) {
    case 'single': {
      const single = recurrence.single!;
      const timeFrom = toTime(single.start_minute, 'single.start_minute');
      const timeTo = toTime(single.end_minute, 'single.end_minute');
      return {
        type: 'single',
        ...base,
        timeFrom,
        timeTo,
        fullDay: single.start_minute === 0 && single.end_minute === MINUTES_PER_DAY,
      };
    }
    case 'daily':
      return { type: 'day', ...base, time: toTimeSpec(recurrence.daily!.times, 'daily.times') };
    case 'weekly': {
      const weekly = recurrence.weekly!;
      return {
        type: 'week',
        ...base,
        interval: every(weekly.every_weeks, 4, 'weekly.every_weeks'),
        days: weekly.slots.map((slot, index) => ({
          weekday: weekday(slot.weekday, `weekly.slots[${index}].weekday`),
          time: toTimeSpec(slot.times, `weekly.slots[${index}].times`),
        })),
      };
    }
    case 'monthly_by_day': {
      const monthly = recurrence.monthly_by_day!;
      return {
        type: 'month',
        ...base,
        interval: every(monthly.every_months, 12, 'monthly_by_day.every_months'),
        mode: 'day',
        day: every(monthly.day, 31, 'monthly_by_day.day'),
        time: toTimeSpec(monthly.times, 'monthly_by_day.times'),
      };
    }
    case 'monthly_by_week': {
      const monthly = recurrence.monthly_by_week!;
      const weekNumber = WEEKS[monthly.week] ?? 0;
      if (weekNumber === 0) throw invalid('monthly_by_week.week must be set');
      return {
        type: 'month',
        ...base,
        interval: every(monthly.every_months, 12, 'monthly_by_week.every_months'),
        mode: 'week',
        weekNumber,
        weekday: weekday(monthly.weekday, 'monthly_by_week.weekday'),
        time: toTimeSpec(monthly.times, 'monthly_by_week.times'),
      };
    }
    case 'yearly': {
      const yearly = recurrence.yearly!;
      return {
        type: 'year',
        ...base,
        month: every(yearly.month, 12, 'yearly.month'),
        day: every(yearly.day, 31, 'yearly.day'),
        time: toTimeSpec(yearly.times, 'yearly.times'),
      };
    }
    default:
      throw invalid('recurrence.rule is required');
  }
}

const STATUS_TO_DOMAIN: Partial<Record<bookings.BookingStatus__Output, BookingStatus>> = {
  BOOKING_STATUS_LIVE: 'live',
  BOOKING_STATUS_DRAFT: 'draft',
  BOOKING_STATUS_COMPLETE: 'complete',
  BOOKING_STATUS_CANCELLED: 'cancel',
  BOOKING_STATUS_PENDING: 'pending',
};

/** The status asked for; undefined when unset. */
export function toStatus(status: bookings.BookingStatus__Output): BookingStatus | undefined {
  return STATUS_TO_DOMAIN[status];
}

const STATUS_TO_PROTO: Record<BookingStatus, bookings.BookingStatus__Output> = {
  live: 'BOOKING_STATUS_LIVE',
  draft: 'BOOKING_STATUS_DRAFT',
  complete: 'BOOKING_STATUS_COMPLETE',
  cancel: 'BOOKING_STATUS_CANCELLED',
  pending: 'BOOKING_STATUS_PENDING',
};

export const fromStatus = (status: BookingStatus): bookings.BookingStatus__Output => STATUS_TO_PROTO[status];

export function toItem(item: bookings.ItemSelection__Output): StoredItem {
  if (item.kind === 'ITEM_KIND_UNSPECIFIED') throw invalid('items.kind must be set');
  return {
    kind: item.kind === 'ITEM_KIND_SERVICE' ? 'service' : 'inventory',
    resource_id: item.resource_id,
    item_id: item.item_id,
    quantity: item.quantity,
  };
}

export function fromItem(item: StoredItem): bookings.ItemSelection {
  return {
    kind: item.kind === 'service' ? 'ITEM_KIND_SERVICE' : 'ITEM_KIND_INVENTORY',
    resource_id: item.resource_id,
    item_id: item.item_id,
    quantity: item.quantity,
  };
}

const COMPARISONS: Partial<Record<bookings.Comparison__Output, Comparison>> = {
  COMPARISON_LESS: 'less',
  COMPARISON_LESS_OR_EQUAL: 'less_or_equal',
  COMPARISON_EQUAL: 'equal',
  COMPARISON_GREATER: 'greater',
  COMPARISON_GREATER_OR_EQUAL: 'greater_or_equal',
};

export const toComparison = (comparison: bookings.Comparison__Output): Comparison | undefined =>
  COMPARISONS[comparison];
