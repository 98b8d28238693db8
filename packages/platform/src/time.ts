// The one time library: wall-clock time in a manager's IANA zone and Y-m-d calendar arithmetic, pure
// (Intl and Date's UTC calendar). The API speaks wall-clock time, storage holds instants; all conversion is here.
// localToInstant resolves DST as Temporal's "compatible": a gap shifts forward by its length
// (2026-03-29 02:30 Europe/Berlin is 03:30 CEST), an overlap takes the earlier instant.
// Speed (figures of the commits that made them, before → after):
// - offsets per zone and UTC day: a 52-instance series' conversions 2.98 → 0.47 ms (af19658, bench/REPORT.md 2026-11-24);
// - TIMES: part of availability's packed answers, p50 through the gateway 440 → 207 ms (54b9f60).
import { invalid } from './errors.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** H:i from 00:00 to 23:59; with allowEndOfDay also 24:00, the end of a day. */
export function isTime(value: string, allowEndOfDay = false): boolean {
  return TIME.test(value) || (allowEndOfDay && value === '24:00');
}

/** Milliseconds since the epoch of a wall-clock reading taken as if it were UTC (years < 100 too). */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const midnight = new Date(0).setUTCFullYear(year, month - 1, day);
  return midnight + ((hour * 60 + minute) * 60 + second) * 1000;
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days of a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (MONTH_LENGTHS[month - 1] ?? 31);
}

/** Year, month and day of a Y-m-d naming a real calendar date, else undefined. */
function dateParts(value: string): { year: number; month: number; day: number } | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : undefined;
}

/** Y-m-d naming a real calendar date. */
export function isDate(value: string): boolean {
  return dateParts(value) !== undefined;
}

function parseDate(value: string): { year: number; month: number; day: number } {
  const parts = typeof value === 'string' ? dateParts(value) : undefined;
  if (!parts) throw invalid(`date must be a real date (Y-m-d), got "${String(value)}"`);
  return parts;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Y-m-d of a year, month (1–12) and day. */
export function dateOfParts(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Y-m-d of a UTC-based millisecond value (the inverse of utcMs for the calendar part). */
function formatUtcDate(ms: number): string {
  const at = new Date(ms);
  return dateOfParts(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

// Every H:i of a day, built once: availability formats ~100,000 slot times per search.
const TIMES = Array.from({ length: 1441 }, (_, minutes) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);

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

// Building an Intl.DateTimeFormat costs tens of microseconds, so one is built per zone and kept
// (there are only a few hundred zones).
const formatters = new Map<string, Intl.DateTimeFormat>();
const NUMERIC = 'numeric';
const NUMERIC_PARTS = { year: NUMERIC, month: NUMERIC, day: NUMERIC, hour: NUMERIC, minute: NUMERIC, second: NUMERIC } as const;

function formatterOf(timeZone: string): Intl.DateTimeFormat | undefined {
  let format = formatters.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', era: 'short', ...NUMERIC_PARTS });
    } catch {
      return undefined;
    }
    if (formatters.size < 1000) formatters.set(timeZone, format);
  }
  return format;
}

export function isValidTimeZone(zone: string): boolean {
  return formatterOf(zone) !== undefined;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const format = typeof timeZone === 'string' ? formatterOf(timeZone) : undefined;
  if (!format) throw invalid(`time_zone must be an IANA time zone such as Europe/Berlin, got "${String(timeZone)}"`);
  return format;
}

// Offsets per zone and UTC day (docs/decisions.md, 'Zone offsets per zone and UTC day'): tzdb never
// changes an offset twice in a day, so a day whose first instant and the next day's agree has one
// offset, a map lookup instead of an Intl call (tens of µs; a 52-instance series made ~300, a
// search thousands). A day holding a change is NaN, read with Intl each time. Bounded per zone, and
// only valid zones get a map.
const offsetsByDay = new Map<string, Map<number, number>>();
const MAX_DAYS_PER_ZONE = 20_000;

/** The zone's offset at an instant read with Intl (whole seconds, as the wall clock shows them). */
function readOffset(at: number, timeZone: string): number {
  return readWallClock(at, timeZone) - Math.floor(at / 1000) * 1000;
}

function cachedOffset(at: number, timeZone: string): number {
  const day = Math.floor(at / DAY_MS);
  let days = offsetsByDay.get(timeZone);
  if (!days) {
    formatterFor(timeZone); // an invalid zone throws here, before it gets a map
    days = new Map();
    offsetsByDay.set(timeZone, days);
  }
  let offset = days.get(day);
  if (offset === undefined) {
    const first = readOffset(day * DAY_MS, timeZone);
    offset = first === readOffset((day + 1) * DAY_MS, timeZone) ? first : Number.NaN;
    if (days.size >= MAX_DAYS_PER_ZONE) days.clear();
    days.set(day, offset);
  }
  return Number.isNaN(offset) ? readOffset(at, timeZone) : offset;
}

/** The wall-clock reading of an instant in a zone, as milliseconds "as if UTC" (whole seconds). */
function wallClockMs(at: number, timeZone: string): number {
  return Math.floor(at / 1000) * 1000 + cachedOffset(at, timeZone);
}

function readWallClock(at: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(at))) parts[part.type] = part.value;
  const numeric = (type: string) => Number(parts[type]);
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - numeric('year') : numeric('year');
  return utcMs(year, numeric('month'), numeric('day'), numeric('hour') % 24, numeric('minute'), numeric('second'));
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
export function offsetAt(at: Date | number, timeZone: string): number {
  return cachedOffset(typeof at === 'number' ? at : at.getTime(), timeZone);
}

/** The instant of a wall-clock date and H:i time ("24:00": the next day's 00:00) in a zone (DST: the header). */
export function localToInstant(date: string, time: string, timeZone: string): Date {
  const { year, month, day } = parseDate(date);
  if (typeof time !== 'string' || !isTime(time, true))
    throw invalid(`time must be H:i (00:00–24:00), got "${String(time)}"`);
  const wall = utcMs(year, month, day) + minutesOf(time) * MINUTE_MS;

  // Offsets that may apply: the zone's offsets a day either side (a wall-clock reading is never
  // more than ~14 h from its instant) and in between. Any offset o with offset(wall - o) === o
  // is a valid reading; two of them mean an overlap, none a gap.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const middle = offsetAt(wall, timeZone);
  if (before === middle && middle === after) return new Date(wall - middle); // no change near it
  const candidates = [...new Set([before, middle, after])]
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetAt(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first !== undefined) return new Date(first);
  // Gap: read the wall clock with the offset in force before the change. That instant lies after
  // the change, where the clock shows the time pushed forward by the gap.
  return new Date(wall - before);
}

/** The wall-clock date (Y-m-d) and time (H:i, 00:00–23:59) of an instant in a zone. */
export function instantToLocal(at: Date, timeZone: string): { date: string; time: string } {
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw invalid('at must be a valid instant');
  const wall = new Date(wallClockMs(at.getTime(), timeZone));
  return {
    date: formatUtcDate(wall.getTime()),
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}

/** "Y-m-d H:i" of an instant in a zone, as booking answers and conflict messages show it. */
export function localDateTime(at: Date, timeZone: string): string {
  const local = instantToLocal(at, timeZone);
  return `${local.date} ${local.time}`;
}

/** The local date (Y-m-d) and ISO weekday (1 = Monday) of an instant in a time zone. */
export function localDate(timeZone: string, at: Date = new Date()): { date: string; weekday: number } {
  const { date } = instantToLocal(at, timeZone);
  return { date, weekday: weekdayOf(date) };
}

/** ISO 8601 with the zone's offset at that instant, e.g. 2026-03-29T18:00:00+02:00. */
export function isoInZone(at: Date, timeZone: string): string {
  const wallMs = wallClockMs(at.getTime(), timeZone);
  const wall = new Date(wallMs);
  const offsetMinutes = Math.round((wallMs - Math.floor(at.getTime() / 1000) * 1000) / MINUTE_MS);
  const abs = Math.abs(offsetMinutes);
  const offset = `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  return `${formatUtcDate(wallMs)}T${time}${offset}`;
}

/** The date `days` days after (or, negative, before) a Y-m-d date. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  if (!Number.isInteger(days)) throw invalid(`days must be a whole number, got ${String(days)}`);
  return formatUtcDate(utcMs(year, month, day) + days * DAY_MS);
}

/** ISO weekday of a Y-m-d date: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  const { year, month, day } = parseDate(date);
  return new Date(utcMs(year, month, day)).getUTCDay() || 7;
}
