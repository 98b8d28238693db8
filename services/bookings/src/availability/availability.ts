// Free slots of one resource. Pure: the caller loads opening times, holidays and busy instances;
// this only computes.
//
// Semantics, for each date of `dates` (all in the manager's time zone, wall-clock minutes 0–1440):
// 1. Open windows: that weekday's opening windows; when `openingTimes` is EMPTY the resource is
//    open all day (00:00–24:00) every day. With opening times but none for that weekday, the
//    date is closed. Overlapping or touching windows of one day are merged.
// 2. Holidays: a date inside any holiday range (both ends included) has no slots at all.
// 3. Busy instances block the wall-clock minutes they cover on that date. They are mapped via
//    instants: the date runs from localToInstant(date, 00:00) to localToInstant(date, 24:00), so
//    an instance across midnight blocks the end of one date and the start of the next, and DST
//    days have 23 or 25 real hours. Seconds are rounded outwards (start down, end up).
//    - Spring forward: the wall-clock minutes that do not exist (02:00–03:00 in Berlin) are never
//      free, so no slot starts or ends inside the gap and every slot lasts its real duration.
//    - Fall back: the repeated wall-clock hour (02:00–03:00 in Berlin) is one stretch of wall
//      time; it is free only when it is free in both passes (an instance in either pass blocks
//      it). A slot that touches it is booked from its first pass (see localToInstant).
// 4. Clip: only the part inside [timeFrom, timeTo] (default 00:00–24:00) counts.
// 5. Cut: every remaining free window is cut into CONSECUTIVE slots of durationMinutes starting
//    at the window's start; a leftover shorter than the duration is dropped. Slots never span
//    two dates.
// The result is the free windows, not each slot: flat triples (index into `dates`, from, to) in
// date and time order, only windows that hold at least one slot; whoever lists the slots cuts
// them (step 5: the gateway, see bookings.proto). "24:00" (1440) may end a window.
//
// A search runs this for every resource (200 × 31 dates, tens of thousands of busy instances):
// busy instances come packed in a Float64Array and each date's spans live in reused scratch
// lists, because allocating arrays per date and per instance made garbage collection the
// largest cost of a search.
import { invalid, isDate, isTime, localToInstant, minutesOf, offsetAt, weekdayOf } from '@venue/platform';

export interface AvailabilityInput {
  dates: string[];
  openingTimes: { weekday: number; from: string; to: string }[];
  holidays: { from: string; to: string }[];
  /** Busy instances as epoch-millisecond pairs [start, end, start, end, …], in any order. */
  busy: Float64Array;
  timeFrom?: string;
  timeTo?: string;
  durationMinutes: number;
  timeZone: string;
}

const DAY_MINUTES = 1440;
const MINUTE_MS = 60_000;

type Span = [number, number]; // [from, to) in minutes of the day

/**
 * Spans [from, to) of minutes as flat pairs in one array that grows once and is then reused
 * from date to date (`clear` keeps its storage).
 */
class SpanList {
  private readonly values: number[] = [];
  size = 0;

  clear(): void {
    this.size = 0;
  }

  add(from: number, to: number): void {
    if (from >= to) return;
    this.values[2 * this.size] = from;
    this.values[2 * this.size + 1] = to;
    this.size += 1;
  }

  from(index: number): number {
    return this.values[2 * index]!;
  }

  to(index: number): number {
    return this.values[2 * index + 1]!;
  }

  /** Sorts by start and joins overlapping and touching spans, in place. */
  normalize(): void {
    const values = this.values;
    // Insertion sort: a date has a handful of spans, nearly always in order already.
    for (let i = 1; i < this.size; i += 1) {
      const from = values[2 * i]!;
      const to = values[2 * i + 1]!;
      let j = i - 1;
      while (j >= 0 && values[2 * j]! > from) {
        values[2 * j + 2] = values[2 * j]!;
        values[2 * j + 3] = values[2 * j + 1]!;
        j -= 1;
      }
      values[2 * j + 2] = from;
      values[2 * j + 3] = to;
    }
    let kept = 0;
    for (let i = 0; i < this.size; i += 1) {
      const from = values[2 * i]!;
      const to = values[2 * i + 1]!;
      if (kept > 0 && from <= values[2 * kept - 1]!) {
        values[2 * kept - 1] = Math.max(values[2 * kept - 1]!, to);
      } else {
        values[2 * kept] = from;
        values[2 * kept + 1] = to;
        kept += 1;
      }
    }
    this.size = kept;
  }
}

// One search passes the same dates to every resource (200 × 31 dates): each list is checked and
// its weekdays computed once, not once per resource.
const weekdayLists = new WeakMap<string[], number[]>();

/** The ISO weekday of each date; throws when one is not a real date. */
function weekdaysOf(dates: string[]): number[] {
  let weekdays = weekdayLists.get(dates);
  if (!weekdays) {
    weekdays = dates.map((date, index) => {
      if (!isDate(date)) throw invalid(`dates[${index}] must be a real date (Y-m-d)`);
      return weekdayOf(date);
    });
    weekdayLists.set(dates, weekdays);
  }
  return weekdays;
}

function validate(input: AvailabilityInput): void {
  // The request's own values were checked by the caller (the duration by searchAvailability);
  // these guard the slot loop.
  if (input.timeFrom !== undefined && !isTime(input.timeFrom)) throw invalid('timeFrom must be H:i (00:00–23:59)');
  if (input.timeTo !== undefined && !isTime(input.timeTo, true)) throw invalid('timeTo must be H:i (00:00–24:00)');
  if (minutesOf(input.timeFrom ?? '00:00') >= minutesOf(input.timeTo ?? '24:00')) {
    throw invalid('timeTo must be after timeFrom');
  }
  weekdaysOf(input.dates);
  input.openingTimes.forEach((window, index) => {
    if (!Number.isInteger(window.weekday) || window.weekday < 1 || window.weekday > 7) {
      throw invalid(`opening_times[${index}].weekday must be 1 (Monday) to 7 (Sunday)`);
    }
    if (!isTime(window.from)) throw invalid(`opening_times[${index}].from must be H:i`);
    if (!isTime(window.to, true)) throw invalid(`opening_times[${index}].to must be H:i (24:00 allowed)`);
    if (minutesOf(window.from) >= minutesOf(window.to))
      throw invalid(`opening_times[${index}]: from must be before to`);
  });
  input.holidays.forEach((holiday, index) => {
    if (!isDate(holiday.from)) throw invalid(`holidays[${index}].from must be a real date (Y-m-d)`);
    if (!isDate(holiday.to)) throw invalid(`holidays[${index}].to must be a real date (Y-m-d)`);
  });
  if (input.busy.length % 2 !== 0) throw invalid('busy must hold [start, end] pairs');
  for (let index = 0; index < input.busy.length / 2; index += 1) {
    if (!Number.isFinite(input.busy[2 * index]))
      throw invalid(`busy[${index}].start must be a valid instant`);
    if (!Number.isFinite(input.busy[2 * index + 1]))
      throw invalid(`busy[${index}].end must be a valid instant`);
  }
}

/**
 * How one date maps to instants: its bounds, the wall-clock minute of any instant in it, and the
 * wall-clock stretches touched by a DST change that day.
 */
class DayClock {
  readonly start: number; // instant of 00:00 (or the first existing minute)
  readonly end: number; // instant of 24:00
  /** Wall-clock minutes that do not exist on this date (spring forward, or a midnight gap). */
  readonly missing: Span[] = [];
  /** The repeated wall-clock stretch of a fall-back change, and the instant the clock turned back. */
  readonly repeated: { span: Span; at: number } | undefined;
  private readonly midnight: number; // the date's 00:00 as if UTC
  private readonly offsetStart: number;
  private readonly offsetEnd: number;
  private readonly change: number | undefined; // first instant of the new offset, if any

  constructor(date: string, timeZone: string) {
    this.midnight = Date.parse(`${date}T00:00:00Z`);
    this.start = localToInstant(date, '00:00', timeZone).getTime();
    this.end = localToInstant(date, '24:00', timeZone).getTime();
    const offsetStart = offsetAt(this.start, timeZone);
    const offsetEnd = offsetAt(this.end - 1, timeZone);
    this.offsetStart = offsetStart;
    this.offsetEnd = offsetEnd;
    let change: number | undefined;
    const firstMinute = this.wall(this.start, offsetStart);
    if (firstMinute > 0) this.missing.push([0, Math.ceil(firstMinute)]); // midnight fell in a gap
    let repeated: { span: Span; at: number } | undefined;
    if (offsetStart !== offsetEnd) {
      // One change within the day (no zone has two in one day): find its instant.
      let before = this.start;
      let after = this.end - 1;
      while (after - before > 1) {
        const middle = Math.floor((before + after) / 2);
        if (offsetAt(middle, timeZone) === offsetStart) before = middle;
        else after = middle;
      }
      change = after;
      const oldClock = this.wall(after, offsetStart); // where the clock would have gone on
      const newClock = this.wall(after, offsetEnd); // where it jumped to
      if (newClock > oldClock) this.missing.push([Math.floor(oldClock), Math.ceil(newClock)]);
      else repeated = { span: [Math.floor(newClock), Math.ceil(oldClock)], at: after };
    }
    this.repeated = repeated;
    this.change = change;
  }

  /** The zone's offset at an instant of this date (no Intl call: at most one change a day). */
  private offsetAt(at: number): number {
    return this.change !== undefined && at >= this.change ? this.offsetEnd : this.offsetStart;
  }

  /** Wall-clock minutes since this date's midnight of an instant under a given offset. */
  private wall(at: number, offset: number): number {
    return (at + offset - this.midnight) / MINUTE_MS;
  }

  /** Adds the wall-clock minutes of this date that a busy instance [start, end) covers, if any. */
  block(start: number, end: number, into: SpanList): void {
    if (end <= this.start || start >= this.end || end <= start) return;
    let from = start <= this.start ? 0 : Math.floor(this.wall(start, this.offsetAt(start)));
    // The end is exclusive: read it with the offset in force just before it.
    let to = end >= this.end ? DAY_MINUTES : Math.ceil(this.wall(end, this.offsetAt(end - 1)));
    if (this.repeated && start < this.repeated.at && end > this.repeated.at) {
      from = Math.min(from, this.repeated.span[0]);
      to = Math.max(to, this.repeated.span[1]);
    }
    into.add(Math.max(0, from), Math.min(DAY_MINUTES, to));
  }
}

// A DayClock depends only on the date and the zone, and building one costs several Intl calls;
// a search asks for the same dates for every resource, so they are kept (bounded).
const clocks = new Map<string, DayClock>();
const MAX_CLOCKS = 50_000;

function dayClock(date: string, timeZone: string): DayClock {
  const key = `${timeZone} ${date}`;
  let clock = clocks.get(key);
  if (!clock) {
    if (clocks.size >= MAX_CLOCKS) clocks.clear();
    clock = new DayClock(date, timeZone);
    clocks.set(key, clock);
  }
  return clock;
}

// Likewise the clocks of one search's dates, looked up once per search rather than per resource.
const clockLists = new WeakMap<string[], { timeZone: string; clocks: DayClock[] }>();

function clocksOf(dates: string[], timeZone: string): DayClock[] {
  const cached = clockLists.get(dates);
  if (cached?.timeZone === timeZone) return cached.clocks;
  const clocks = dates.map((date) => dayClock(date, timeZone));
  clockLists.set(dates, { timeZone, clocks });
  return clocks;
}

/**
 * Typed arrays reused by every call, handed out as views of the length asked for: a search sorts
 * hundreds of units' periods, and a fresh Float64Array each time is memory outside V8's heap that
 * the collector has to track and free. freeWindows is synchronous, so no two calls share them;
 * what they hold is valid until the next call.
 */
class Scratch {
  private values = new Float64Array(256);

  take(length: number): Float64Array {
    if (this.values.length < length) this.values = new Float64Array(Math.max(length, 2 * this.values.length));
    return this.values.subarray(0, length);
  }
}

const sortScratch = [new Scratch(), new Scratch()] as const;
const latestEndScratch = new Scratch();

/**
 * The busy pairs sorted by start (the same array when they already are, else a view of the sort's
 * scratch arrays, valid until the next call), empty ones dropped.
 * A unit's periods come from Postgres in storage order: a few runs that are each in order (one
 * per booking or series), so runs are found and merged pairwise (a natural merge sort) over typed
 * arrays, with no comparator calls and no array of indices.
 */
function sortedByStart(busy: Float64Array): Float64Array {
  let sorted = true;
  let kept = 0;
  for (let i = 0; i < busy.length; i += 2) {
    if (busy[i]! < busy[i + 1]!) kept += 2;
    else sorted = false;
    if (i > 0 && busy[i]! < busy[i - 2]!) sorted = false;
  }
  if (sorted) return busy;
  let from = sortScratch[0].take(kept);
  for (let i = 0, at = 0; i < busy.length; i += 2) {
    if (busy[i]! >= busy[i + 1]!) continue;
    from[at] = busy[i]!;
    from[at + 1] = busy[i + 1]!;
    at += 2;
  }
  let into = sortScratch[1].take(kept);
  for (;;) {
    let runs = 0;
    let at = 0;
    while (at < kept) {
      const middle = runEnd(from, at);
      const end = middle < kept ? runEnd(from, middle) : kept;
      mergePairs(from, at, middle, end, into);
      runs += 1;
      at = end;
    }
    [from, into] = [into, from];
    if (runs <= 1) return from;
  }
}

/** Where the run of pairs in start order that begins at `at` ends. */
function runEnd(pairs: Float64Array, at: number): number {
  let end = at + 2;
  while (end < pairs.length && pairs[end]! >= pairs[end - 2]!) end += 2;
  return end;
}

/** Merges the sorted pair runs [start, middle) and [middle, end) of `from` into the same place of `into`. */
function mergePairs(from: Float64Array, start: number, middle: number, end: number, into: Float64Array): void {
  let left = start;
  let right = middle;
  for (let at = start; at < end; at += 2) {
    const takeLeft = right >= end || (left < middle && from[left]! <= from[right]!);
    const source = takeLeft ? left : right;
    into[at] = from[source]!;
    into[at + 1] = from[source + 1]!;
    if (takeLeft) left += 2;
    else right += 2;
  }
}

// Opening windows depend only on the opening times and the daily window. Every resource without
// opening times has the same ones (kept per window); a schedule's list comes with every search as
// the same object (the catalog's reads are reused, and shared: never changed), so its windows are
// kept with it. Both are only read.
const allDayWindows = new Map<string, SpanList[]>();
const MAX_ALL_DAY_WINDOWS = 1000;
const scheduleWindows = new WeakMap<AvailabilityInput['openingTimes'], { clip: string; windows: SpanList[] }>();

function openWindowsByWeekday(input: AvailabilityInput, clip: Span): SpanList[] {
  const clipKey = `${clip[0]}-${clip[1]}`;
  if (input.openingTimes.length === 0) {
    let windows = allDayWindows.get(clipKey);
    if (!windows) {
      windows = buildOpenWindows(input, clip);
      if (allDayWindows.size < MAX_ALL_DAY_WINDOWS) allDayWindows.set(clipKey, windows);
    }
    return windows;
  }
  const kept = scheduleWindows.get(input.openingTimes);
  if (kept?.clip === clipKey) return kept.windows;
  const windows = buildOpenWindows(input, clip);
  scheduleWindows.set(input.openingTimes, { clip: clipKey, windows });
  return windows;
}

/** Each weekday's (1–7) opening windows, clipped to the daily window and joined. */
function buildOpenWindows(input: AvailabilityInput, clip: Span): SpanList[] {
  const byWeekday: SpanList[] = [];
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const open = new SpanList();
    const addClipped = (from: number, to: number) => open.add(Math.max(from, clip[0]), Math.min(to, clip[1]));
    if (input.openingTimes.length === 0) addClipped(0, DAY_MINUTES);
    for (const window of input.openingTimes) {
      if (window.weekday === weekday) addClipped(minutesOf(window.from), minutesOf(window.to));
    }
    open.normalize();
    byWeekday[weekday] = open;
  }
  return byWeekday;
}

// Reused by every call: the function is synchronous, so no two calls share them at once.
const blocked = new SpanList();
const windowScratch: number[] = [];
const MAX_KEPT_WINDOW_VALUES = 30_000;

/** Whether a holiday holds the date. A loop, not `some`: a closure for each date was most of a search's garbage. */
function onHoliday(holidays: AvailabilityInput['holidays'], date: string): boolean {
  for (let i = 0; i < holidays.length; i += 1) {
    if (holidays[i]!.from <= date && date <= holidays[i]!.to) return true;
  }
  return false;
}

/** The free windows as flat triples (date index, from, to), minutes after local midnight; see the header. */
export function freeWindows(input: AvailabilityInput): number[] {
  validate(input);
  const clip: Span = [minutesOf(input.timeFrom ?? '00:00'), minutesOf(input.timeTo ?? '24:00')];
  const openByWeekday = openWindowsByWeekday(input, clip);
  const busy = sortedByStart(input.busy);
  const count = busy.length / 2;
  // latestEnd[i]: the latest end among the first i + 1 instances; non-decreasing, so a binary
  // search finds the first instance that can still reach into a date.
  const latestEnd = latestEndScratch.take(count);
  for (let i = 0; i < count; i += 1)
    latestEnd[i] = Math.max(busy[2 * i + 1]!, i > 0 ? latestEnd[i - 1]! : -Infinity);
  const firstReaching = (instant: number): number => {
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (latestEnd[middle]! > instant) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  const duration = input.durationMinutes;
  const weekdays = weekdaysOf(input.dates);
  const clocks = clocksOf(input.dates, input.timeZone);

  // Written into the reused list, returned as a copy of its exact length: one allocation a call
  // instead of every step of an array growing from empty.
  let length = 0;
  const addWindow = (dateIndex: number, from: number, to: number) => {
    if (from + duration > to) return;
    windowScratch[length] = dateIndex;
    windowScratch[length + 1] = from;
    windowScratch[length + 2] = to;
    length += 3;
  };

  input.dates.forEach((date, dateIndex) => {
    const open = openByWeekday[weekdays[dateIndex]!]!;
    if (open.size === 0) return;
    if (onHoliday(input.holidays, date)) return;

    const day = clocks[dateIndex]!;
    blocked.clear();
    for (const [from, to] of day.missing) blocked.add(from, to);
    for (let i = firstReaching(day.start); i < count; i += 1) {
      if (busy[2 * i]! >= day.end) break; // sorted by start: none later can touch this date
      day.block(busy[2 * i]!, busy[2 * i + 1]!, blocked);
    }
    blocked.normalize();

    // Each open window minus the blocked spans.
    let next = 0; // the first blocked span that can still reach into the current window
    for (let w = 0; w < open.size; w += 1) {
      const to = open.to(w);
      let cursor = open.from(w);
      while (next < blocked.size && blocked.to(next) <= cursor) next += 1;
      for (let i = next; i < blocked.size && blocked.from(i) < to && cursor < to; i += 1) {
        addWindow(dateIndex, cursor, Math.min(blocked.from(i), to));
        cursor = Math.max(cursor, blocked.to(i));
      }
      addWindow(dateIndex, cursor, to);
    }
  });
  const result = windowScratch.slice(0, length);
  // A year of short gaps can leave it megabytes long: not kept past the common size.
  if (windowScratch.length > MAX_KEPT_WINDOW_VALUES) windowScratch.length = 0;
  return result;
}
