// The weekdays as v2 names them, in schedules and recurrence and billing parameters.

/** The weekdays as the API names them; index + 1 is the ISO weekday (1 = Monday … 7 = Sunday). */
export const WEEKDAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

// English full names (monday …), from Intl rather than a second list: 2024-01-01 was a Monday.
const FULL_WEEKDAY_NAMES = WEEKDAY_NAMES.map((_, index) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' })
    .format(Date.UTC(2024, 0, 1 + index))
    .toLowerCase(),
);

/** ISO weekday of a name such as "mon" or "Monday" (case and surrounding blanks ignored), else undefined. */
export function weekdayOfName(name: string): number | undefined {
  const day = name.trim().toLowerCase();
  const index =
    day.length === 3
      ? WEEKDAY_NAMES.indexOf(day as (typeof WEEKDAY_NAMES)[number])
      : FULL_WEEKDAY_NAMES.indexOf(day);
  return index < 0 ? undefined : index + 1;
}
