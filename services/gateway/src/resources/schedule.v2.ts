// Opening times and holidays of the internal schedule endpoints in their v2 forms: H:i times
// (from 00:00–23:59, to 00:00–24:00), weekdays 1–7 or mon…sun, Y-m-d dates. The resources
// service takes minutes of the day, Weekday and LocalDate, and applies the rules (from before to,
// no overlap, a holiday's dates in order); its messages name start_date and end_date.
import { isoWeekdayOf, localDateOf, weekdayEnumOf, ymdOf, type resources } from '@venue/contracts';
import { invalid, isTime, minutesOf, timeOfMinutes } from '@venue/platform';
import { WEEKDAY_NAMES } from '../weekday-names.ts';
import type { Renames } from '../v2-words.ts';

/** The service's names of a holiday's dates, as holiday_add names them (inV2Words). */
export const HOLIDAY_ADD_NAMES: Renames = [
  ['start_date', 'from'],
  ['end_date', 'to'],
];

interface WindowParam {
  weekday: number | string;
  from: string;
  to: string;
}

/** The windows of opening_times_set (weekdays already checked by the schema) as the service's. */
export function toOpeningTimes(windows: WindowParam[]): resources.OpeningTime[] {
  return windows.map((w, index) => {
    if (!isTime(w.from)) throw invalid(`opening_times[${index}].from must be H:i`);
    if (!isTime(w.to, true)) throw invalid(`opening_times[${index}].to must be H:i (24:00 allowed)`);
    const weekday =
      typeof w.weekday === 'number' ? w.weekday : WEEKDAY_NAMES.indexOf(w.weekday as (typeof WEEKDAY_NAMES)[number]) + 1;
    return {
      weekday: weekdayEnumOf(weekday),
      times: { start_minute: minutesOf(w.from), end_minute: minutesOf(w.to) },
    };
  });
}

export function holidayV2(h: resources.Holiday__Output) {
  return { id: h.id, title: h.title, from: ymdOf(h.start_date), to: ymdOf(h.end_date) };
}

export function scheduleV2(s: resources.Schedule__Output) {
  return {
    resource_id: s.resource_id,
    opening_times: s.opening_times.map((w) => ({
      weekday: isoWeekdayOf(w.weekday),
      from: timeOfMinutes(w.times?.start_minute ?? 0),
      to: timeOfMinutes(w.times?.end_minute ?? 0),
    })),
    holidays: s.holidays.map(holidayV2),
  };
}

/** holiday_add's dates (Y-m-d by the schema) as the service's request fields. */
export const holidayDates = (from: string, to: string) => ({ start_date: localDateOf(from), end_date: localDateOf(to) });
