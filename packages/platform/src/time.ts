// Wall-clock helpers in a manager's IANA time zone (Intl only, no date library needed yet).

// Building an Intl.DateTimeFormat costs tens of microseconds; every call needs one per zone, so
// they are built once per zone and kept (there are only a few hundred zones).
const zoneValidity = new Map<string, boolean>();

export function isValidTimeZone(zone: string): boolean {
  let valid = zoneValidity.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    if (zoneValidity.size < 1000) zoneValidity.set(zone, valid);
  }
  return valid;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The local date (Y-m-d) and ISO weekday (1 = Monday) of an instant in a time zone. */
export function localDate(timeZone: string, at: Date = new Date()): { date: string; weekday: number } {
  let format = dateFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' });
    dateFormatters.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, weekday: WEEKDAYS[part('weekday')] ?? 1 };
}

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** H:i from 00:00 to 23:59; with allowEndOfDay also 24:00, the end of a day. */
export function isTime(value: string, allowEndOfDay = false): boolean {
  return TIME.test(value) || (allowEndOfDay && value === '24:00');
}

/** Y-m-d naming a real calendar date. */
export function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year, month - 1, day); // Date.UTC maps years 0–99 to 1900–1999
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Every H:i of a day, built once: availability formats ~100,000 slot times per search.
const TIMES = Array.from(
  { length: 1441 },
  (_, minutes) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
);

/** H:i of minutes since midnight, 0 to 1440 (24:00). */
export function timeOfMinutes(minutes: number): string {
  const time = TIMES[minutes];
  if (time === undefined) throw new RangeError(`minutes out of range: ${minutes}`);
  return time;
}

/** Minutes since midnight of an H:i value (24:00 is 1440). */
export function minutesOf(value: string): number {
  const [hours, minutes] = value.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

const isoFormatters = new Map<string, Intl.DateTimeFormat>();

/** ISO 8601 with the zone's offset at that instant, e.g. 2026-03-29T18:00:00+02:00. */
export function isoInZone(at: Date, timeZone: string): string {
  let format = isoFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    isoFormatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(at)) parts[part.type] = part.value;
  const { year, month, day, hour, minute, second } = parts;
  const wallClock = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const offsetMinutes = Math.round((wallClock - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`;
}
