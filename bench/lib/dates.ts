// Calendar dates (Y-m-d) for the booking scenarios: plain UTC day arithmetic, no time zones.
const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today (UTC) plus `days`: the scenarios book in the future, so nothing is refused as past. */
export function daysFromToday(days: number): string {
  return addDays(new Date().toISOString().slice(0, 10), days);
}

/** The first Monday on or after `date`. */
export function mondayOnOrAfter(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, (8 - weekday) % 7);
}

/** H:i of a whole number of minutes since midnight (1440 is 24:00). */
export function hm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
