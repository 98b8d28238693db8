// When a venue can be booked: inside its main resource's weekly opening windows and never on its
// holidays, the same rules availability cuts its slots from (availability.ts). A main resource
// without opening windows is open all day; holidays close whole dates either way. Pure.
import { addDays, minutesOf, weekdayOf } from '@venue/platform';
import type { Schedule } from '../ports.ts';
import type { Occurrence } from '../recurrence/recurrence.ts';

/** Open stretches of each weekday (1 = Monday) in minutes, merged where windows touch. */
function openStretches(schedule: Schedule): Map<number, [number, number][]> {
  const byDay = new Map<number, [number, number][]>();
  for (const window of schedule.openingTimes) {
    const list = byDay.get(window.weekday) ?? [];
    list.push([minutesOf(window.from), minutesOf(window.to)]);
    byDay.set(window.weekday, list);
  }
  for (const [day, list] of byDay) {
    list.sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const [from, to] of list) {
      const last = merged.at(-1);
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else merged.push([from, to]);
    }
    byDay.set(day, merged);
  }
  return byDay;
}

/** The date's part of an occurrence in minutes of that date, or undefined when it has none. */
function partOn(occurrence: Occurrence, date: string): [number, number] | undefined {
  const from = date === occurrence.dateFrom ? minutesOf(occurrence.timeFrom) : 0;
  const to = date === occurrence.dateTo ? minutesOf(occurrence.timeTo) : 1440;
  return to > from ? [from, to] : undefined;
}

/** The occurrences that fall, even partly, outside the opening times or on a holiday. */
export function closedOccurrences(occurrences: Occurrence[], schedule: Schedule | undefined): Occurrence[] {
  if (!schedule || (schedule.openingTimes.length === 0 && schedule.holidays.length === 0)) return [];
  const stretches = openStretches(schedule);
  const alwaysOpen = schedule.openingTimes.length === 0;
  const isHoliday = (date: string) => schedule.holidays.some((h) => h.from <= date && date <= h.to);
  const isOpen = (date: string, [from, to]: [number, number]) =>
    !isHoliday(date) && (alwaysOpen || (stretches.get(weekdayOf(date)) ?? []).some(([open, close]) => open <= from && to <= close));
  return occurrences.filter((occurrence) => {
    for (let date = occurrence.dateFrom; date <= occurrence.dateTo; date = addDays(date, 1)) {
      const part = partOn(occurrence, date);
      if (part && !isOpen(date, part)) return true;
    }
    return false;
  });
}
