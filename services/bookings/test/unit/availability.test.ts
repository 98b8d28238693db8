// Free slots (spec 4.6): hand-computed answers for opening windows, holidays, busy instances
// (across midnight, unsorted, overlapping), the daily clip window, durations and DST days.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DomainError, timeOfMinutes } from '@venue/platform';
import { freeWindows, type AvailabilityInput } from '../../src/availability/availability.ts';
import { busySlices, notBegun, requireSlotDuration } from '../../src/availability/availability.service.ts';

const BERLIN = 'Europe/Berlin';
// 2026-06-01 is a Monday (CEST, UTC+2).
const MONDAY = '2026-06-01';

function assertInvalid(run: () => unknown, message: RegExp): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof DomainError, `expected a DomainError, got ${String(error)}`);
    assert.equal(error.kind, 'invalid');
    assert.match(error.message, message);
    return true;
  });
}

/** A search's input with its busy instances written as objects, not packed pairs. */
type TestInput = Omit<AvailabilityInput, 'busy'> & { busy: { start: number; end: number }[] };

/**
 * The free slots per date as H:i pairs, cut from the free windows as the gateway cuts them; checks
 * on the way that the windows come in date and time order and that each holds a slot.
 */
function availableSlots(input: TestInput): Record<string, { time_from: string; time_to: string }[]> {
  const busy = new Float64Array(input.busy.flatMap(({ start, end }) => [start, end]));
  const windows = freeWindows({ ...input, busy });
  const duration = input.durationMinutes;
  const result: Record<string, { time_from: string; time_to: string }[]> = {};
  for (const date of input.dates) result[date] = [];
  assert.equal(windows.length % 3, 0, 'triples');
  for (let i = 0; i < windows.length; i += 3) {
    const [dateIndex, from, to] = windows.slice(i, i + 3) as [number, number, number];
    assert.ok(from + duration <= to, `window ${from}–${to} holds a slot`);
    if (i > 0) assert.ok(dateIndex > windows[i - 3]! || (dateIndex === windows[i - 3] && from > windows[i - 1]!), 'in order');
    for (let at = from; at + duration <= to; at += duration) {
      result[input.dates[dateIndex]!]!.push({ time_from: timeOfMinutes(at), time_to: timeOfMinutes(at + duration) });
    }
  }
  return result;
}

const input = (patch: Partial<TestInput>): TestInput => ({
  dates: [MONDAY],
  openingTimes: [],
  holidays: [],
  busy: [],
  durationMinutes: 60,
  timeZone: BERLIN,
  ...patch,
});

const busy = (start: string, end: string) => ({ start: Date.parse(start), end: Date.parse(end) });
/** Slots written compactly: "08:00-09:00". */
const pairs = (slots: { time_from: string; time_to: string }[] | undefined) =>
  (slots ?? []).map((slot) => `${slot.time_from}-${slot.time_to}`);
const toMinutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
const hourly = (fromHour: number, toHour: number) =>
  Array.from({ length: toHour - fromHour }, (_, index) => {
    const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
    return `${hour(fromHour + index)}-${hour(fromHour + index + 1)}`;
  });

const TWO_WINDOWS = [
  { weekday: 1, from: '08:00', to: '12:00' },
  { weekday: 1, from: '13:00', to: '18:00' },
];

describe('availableSlots', () => {
  test('open all day, nothing busy, duration 01:00: 24 slots', () => {
    const result = availableSlots(input({}));
    assert.deepEqual(Object.keys(result), [MONDAY]);
    assert.equal(result[MONDAY]?.length, 24);
    assert.deepEqual(result[MONDAY]?.[0], { time_from: '00:00', time_to: '01:00' });
    assert.deepEqual(result[MONDAY]?.[23], { time_from: '23:00', time_to: '24:00' });
    assert.deepEqual(pairs(result[MONDAY]), hourly(0, 24));
  });

  test('two windows and a busy 09:30–10:15: consecutive slots from each free window start', () => {
    const result = availableSlots(
      input({
        openingTimes: TWO_WINDOWS,
        busy: [busy('2026-06-01T07:30:00Z', '2026-06-01T08:15:00Z')], // 09:30–10:15 CEST
      }),
    );
    assert.deepEqual(pairs(result[MONDAY]), [
      '08:00-09:00', // 09:00–09:30 is shorter than an hour: dropped
      '10:15-11:15', // 11:15–12:00 dropped
      '13:00-14:00',
      '14:00-15:00',
      '15:00-16:00',
      '16:00-17:00',
      '17:00-18:00',
    ]);
  });

  test('a weekday without opening windows is closed when other weekdays have some; every date is a key', () => {
    const dates = ['2026-06-01', '2026-06-02', '2026-06-07'];
    const result = availableSlots(
      input({ dates, openingTimes: [...TWO_WINDOWS, { weekday: 7, from: '10:00', to: '12:00' }] }),
    );
    assert.deepEqual(Object.keys(result), dates);
    assert.equal(result['2026-06-01']?.length, 9);
    assert.deepEqual(result['2026-06-02'], []);
    assert.deepEqual(pairs(result['2026-06-07']), ['10:00-11:00', '11:00-12:00']);
  });

  test('touching and overlapping windows of a day are one window', () => {
    const result = availableSlots(
      input({
        openingTimes: [
          { weekday: 1, from: '10:30', to: '12:00' },
          { weekday: 1, from: '08:00', to: '09:30' },
          { weekday: 1, from: '09:30', to: '11:00' },
        ],
      }),
    );
    assert.deepEqual(pairs(result[MONDAY]), hourly(8, 12));
  });

  test('holidays (both ends included) leave whole dates empty', () => {
    const dates = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05'];
    const result = availableSlots(
      input({
        dates,
        holidays: [
          { from: '2026-06-02', to: '2026-06-03' },
          { from: '2026-06-05', to: '2026-06-05' },
        ],
      }),
    );
    assert.deepEqual(Object.keys(result), dates);
    assert.equal(result['2026-06-01']?.length, 24);
    assert.deepEqual(result['2026-06-02'], []);
    assert.deepEqual(result['2026-06-03'], []);
    assert.equal(result['2026-06-04']?.length, 24);
    assert.deepEqual(result['2026-06-05'], []);
  });

  test('time_from/time_to clip the windows before cutting', () => {
    assert.deepEqual(
      pairs(availableSlots(input({ openingTimes: TWO_WINDOWS, timeFrom: '10:30', timeTo: '14:00' }))[MONDAY]),
      ['10:30-11:30', '13:00-14:00'], // 11:30–12:00 dropped
    );
    assert.deepEqual(pairs(availableSlots(input({ timeFrom: '22:00', timeTo: '24:00' }))[MONDAY]), [
      '22:00-23:00',
      '23:00-24:00',
    ]);
    assert.deepEqual(pairs(availableSlots(input({ timeFrom: '21:30' }))[MONDAY]), [
      '21:30-22:30',
      '22:30-23:30',
    ]);
    assert.deepEqual(pairs(availableSlots(input({ timeTo: '02:30' }))[MONDAY]), [
      '00:00-01:00',
      '01:00-02:00',
    ]);
    // A clip outside the windows leaves nothing.
    assert.deepEqual(
      availableSlots(input({ openingTimes: TWO_WINDOWS, timeFrom: '18:00', timeTo: '20:00' }))[MONDAY],
      [],
    );
  });

  test('one list of opening times searched with one daily window, then another, then none: each gets its own windows', () => {
    // The windows of a list of opening times are kept with the list, per daily window.
    const monday = (extra: Partial<TestInput>) => pairs(availableSlots(input({ openingTimes: TWO_WINDOWS, ...extra }))[MONDAY]);
    const all = ['08:00-09:00', '09:00-10:00', '10:00-11:00', '11:00-12:00', '13:00-14:00', '14:00-15:00', '15:00-16:00', '16:00-17:00', '17:00-18:00'];
    for (let round = 0; round < 2; round += 1) {
      assert.deepEqual(monday({ timeFrom: '10:30', timeTo: '14:00' }), ['10:30-11:30', '13:00-14:00']);
      assert.deepEqual(monday({}), all);
      assert.deepEqual(monday({ timeFrom: '16:00' }), ['16:00-17:00', '17:00-18:00']);
      // The same list and window again, with another duration: its kept windows, cut anew.
      assert.deepEqual(monday({ timeFrom: '16:00', durationMinutes: 90 }), ['16:00-17:30']);
      // Open all day (no opening times): the same, whichever list object says so.
      assert.deepEqual(pairs(availableSlots(input({ openingTimes: [], timeFrom: '22:00' }))[MONDAY]), ['22:00-23:00', '23:00-24:00']);
      assert.equal(availableSlots(input({ openingTimes: [] }))[MONDAY]?.length, 24);
    }
  });

  test('a busy instance across midnight blocks the end of one date and the start of the next', () => {
    const result = availableSlots(
      input({
        dates: ['2026-06-01', '2026-06-02'],
        busy: [busy('2026-06-01T20:30:00Z', '2026-06-01T23:15:00Z')], // 06-01 22:30 – 06-02 01:15 CEST
      }),
    );
    assert.deepEqual(pairs(result['2026-06-01']), hourly(0, 22)); // 22:00–22:30 dropped
    const second = pairs(result['2026-06-02']);
    assert.equal(second.length, 22); // 01:15 … 23:15, then 23:15–24:00 dropped
    assert.equal(second[0], '01:15-02:15');
    assert.equal(second.at(-1), '22:15-23:15');
  });

  test('an instance over several days empties the dates in between', () => {
    const result = availableSlots(
      input({
        dates: ['2026-06-01', '2026-06-02', '2026-06-03'],
        busy: [busy('2026-06-01T20:00:00Z', '2026-06-03T08:00:00Z')], // 06-01 22:00 – 06-03 10:00
      }),
    );
    assert.deepEqual(pairs(result['2026-06-01']), hourly(0, 22));
    assert.deepEqual(result['2026-06-02'], []);
    assert.deepEqual(pairs(result['2026-06-03']), hourly(10, 24));
  });

  test('busy instances in any order, overlapping, and on other dates', () => {
    const result = availableSlots(
      input({
        openingTimes: [{ weekday: 1, from: '08:00', to: '18:00' }],
        busy: [
          busy('2026-06-01T12:00:00Z', '2026-06-01T13:00:00Z'), // 14:00–15:00
          busy('2026-06-02T08:00:00Z', '2026-06-02T09:00:00Z'), // the next day
          busy('2026-06-01T07:00:00Z', '2026-06-01T08:30:00Z'), // 09:00–10:30
          busy('2026-06-01T08:00:00Z', '2026-06-01T08:45:00Z'), // 10:00–10:45, inside and past the one above
          busy('2026-05-31T08:00:00Z', '2026-05-31T09:00:00Z'), // the day before
        ],
      }),
    );
    assert.deepEqual(pairs(result[MONDAY]), [
      '08:00-09:00',
      '10:45-11:45',
      '11:45-12:45',
      '12:45-13:45',
      '15:00-16:00',
      '16:00-17:00',
      '17:00-18:00',
    ]);
  });

  test('an instance ending exactly at a window start blocks nothing of it; seconds round outwards', () => {
    const result = availableSlots(
      input({
        durationMinutes: 30,
        openingTimes: [{ weekday: 1, from: '08:00', to: '12:00' }],
        busy: [
          busy('2026-06-01T05:00:00Z', '2026-06-01T06:00:00Z'), // 07:00–08:00
          busy('2026-06-01T08:59:30Z', '2026-06-01T09:00:30Z'), // 10:59:30–11:00:30 -> 10:59–11:01
        ],
      }),
    );
    // Free 08:00–10:59 and 11:01–12:00; the 29-minute leftovers are dropped.
    assert.deepEqual(pairs(result[MONDAY]), [
      '08:00-08:30',
      '08:30-09:00',
      '09:00-09:30',
      '09:30-10:00',
      '10:00-10:30',
      '11:01-11:31',
    ]);
  });

  test('duration 00:30', () => {
    const result = availableSlots(
      input({
        durationMinutes: 30,
        openingTimes: [{ weekday: 1, from: '08:00', to: '10:00' }],
        busy: [busy('2026-06-01T06:45:00Z', '2026-06-01T07:00:00Z')], // 08:45–09:00
      }),
    );
    assert.deepEqual(pairs(result[MONDAY]), ['08:00-08:30', '09:00-09:30', '09:30-10:00']); // 08:30–08:45 dropped
    assert.equal(availableSlots(input({ durationMinutes: 30 }))[MONDAY]?.length, 48);
  });

  test('a duration that fits nowhere gives empty dates; 24:00 fits a whole open day', () => {
    assert.deepEqual(availableSlots(input({ openingTimes: TWO_WINDOWS, durationMinutes: 300 }))[MONDAY], [
      { time_from: '13:00', time_to: '18:00' },
    ]);
    assert.deepEqual(availableSlots(input({ openingTimes: TWO_WINDOWS, durationMinutes: 301 }))[MONDAY], []);
    assert.deepEqual(pairs(availableSlots(input({ durationMinutes: 1440 }))[MONDAY]), ['00:00-24:00']);
  });

  test('spring forward (Berlin 2026-03-29): 23 hourly slots, none in the missing hour', () => {
    const date = '2026-03-29';
    const result = availableSlots(input({ dates: [date] }));
    assert.deepEqual(pairs(result[date]), [...hourly(0, 2), ...hourly(3, 24)]);
    assert.equal(result[date]?.length, 23);
    // 08:00–09:00 UTC is 10:00–11:00 CEST on that day (it would be 09:00–10:00 the day before).
    const busyDay = availableSlots(
      input({ dates: [date], busy: [busy('2026-03-29T08:00:00Z', '2026-03-29T09:00:00Z')] }),
    );
    assert.deepEqual(pairs(busyDay[date]), [...hourly(0, 2), ...hourly(3, 10), ...hourly(11, 24)]);
    // 90 minutes: 00:00–01:30 (01:30–02:00 dropped), then from 03:00.
    const long = pairs(availableSlots(input({ dates: [date], durationMinutes: 90 }))[date]);
    assert.deepEqual(long.slice(0, 3), ['00:00-01:30', '03:00-04:30', '04:30-06:00']);
    // An instance that starts before the gap and ends after it blocks up to its end.
    const across = availableSlots(
      input({ dates: [date], busy: [busy('2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z')] }),
    ); // 01:30–03:30
    assert.deepEqual(pairs(across[date]).slice(0, 3), ['00:00-01:00', '03:30-04:30', '04:30-05:30']);
  });

  test('fall back (Berlin 2026-10-25): the repeated hour is free only if free in both passes', () => {
    const date = '2026-10-25';
    const half = (busyList: { start: number; end: number }[]) =>
      pairs(
        availableSlots(
          input({ dates: [date], durationMinutes: 30, timeFrom: '01:00', timeTo: '04:00', busy: busyList }),
        )[date],
      );
    const all = ['01:00-01:30', '01:30-02:00', '02:00-02:30', '02:30-03:00', '03:00-03:30', '03:30-04:00'];
    assert.deepEqual(half([]), all);
    // First pass 02:30–03:00 CEST.
    assert.deepEqual(
      half([busy('2026-10-25T00:30:00Z', '2026-10-25T01:00:00Z')]),
      all.filter((slot) => slot !== '02:30-03:00'),
    );
    // Second pass 02:30–03:00 CET.
    assert.deepEqual(
      half([busy('2026-10-25T01:30:00Z', '2026-10-25T02:00:00Z')]),
      all.filter((slot) => slot !== '02:30-03:00'),
    );
    // 02:15 CEST to 02:15 CET covers the whole repeated hour in wall-clock terms.
    assert.deepEqual(half([busy('2026-10-25T00:15:00Z', '2026-10-25T01:15:00Z')]), [
      '01:00-01:30',
      '01:30-02:00',
      '03:00-03:30',
      '03:30-04:00',
    ]);
    // A whole free day still lists 24 wall-clock hours.
    assert.equal(availableSlots(input({ dates: [date] }))[date]?.length, 24);
  });

  test('America/New_York spring forward (2026-03-08)', () => {
    const date = '2026-03-08';
    const result = availableSlots(
      input({
        dates: [date],
        timeZone: 'America/New_York',
        busy: [busy('2026-03-08T14:00:00Z', '2026-03-08T15:00:00Z')], // 10:00–11:00 EDT
      }),
    );
    assert.deepEqual(pairs(result[date]), [...hourly(0, 2), ...hourly(3, 10), ...hourly(11, 24)]);
  });

  test('a long early instance still blocks later dates past shorter ones', () => {
    const result = availableSlots(
      input({
        dates: ['2026-06-01', '2026-06-02', '2026-06-03'],
        busy: [
          busy('2026-06-01T10:00:00Z', '2026-06-01T11:00:00Z'), // 06-01 12:00–13:00
          busy('2026-05-31T22:00:00Z', '2026-06-03T10:00:00Z'), // 06-01 00:00 – 06-03 12:00
          busy('2026-06-01T12:00:00Z', '2026-06-01T13:00:00Z'), // 06-01 14:00–15:00
        ],
      }),
    );
    assert.deepEqual(pairs(result['2026-06-01']), []);
    assert.deepEqual(pairs(result['2026-06-02']), []);
    assert.deepEqual(pairs(result['2026-06-03']), hourly(12, 24));
  });

  test('matches a minute-by-minute reference on random inputs', () => {
    let seed = 42; // mulberry32
    const random = (below: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
    };
    const hm = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const dates = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04'];
    for (const timeZone of ['UTC', BERLIN, 'America/New_York']) {
      for (let round = 0; round < 25; round += 1) {
        const openingTimes = Array.from({ length: random(4) }, () => {
          const from = random(1380);
          return { weekday: 1 + random(7), from: hm(from), to: hm(from + 1 + random(1440 - from)) };
        });
        const base = Date.UTC(2026, 4, 31, 12);
        const busyList = Array.from({ length: random(8) }, () => {
          const start = base + random(5 * 86_400) * 1000;
          return { start, end: start + (1 + random(6 * 3600)) * 1000 };
        });
        const holidays = random(3) === 0 ? [{ from: '2026-06-02', to: '2026-06-02' }] : [];
        const timeFrom = random(2) === 0 ? hm(random(720)) : undefined;
        const timeTo = random(2) === 0 ? hm(720 + 1 + random(720)) : undefined;
        const durationMinutes = [15, 30, 45, 60, 90, 125][random(6)] ?? 60;
        const actual = availableSlots({
          dates,
          openingTimes,
          holidays,
          busy: busyList,
          timeFrom,
          timeTo,
          durationMinutes,
          timeZone,
        });

        for (const date of dates) {
          // Reference: a minute is free when open, inside the clip, not a holiday, and no busy
          // instance overlaps that real minute. Then cut the free runs.
          const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
          const midnight = Date.parse(`${date}T00:00:00Z`);
          const offset = timeZone === 'UTC' ? 0 : timeZone === BERLIN ? 2 * 3_600_000 : -4 * 3_600_000; // June
          const free: boolean[] = [];
          for (let minute = 0; minute < 1440; minute += 1) {
            const open =
              openingTimes.length === 0 ||
              openingTimes.some(
                (w) => w.weekday === weekday && toMinutes(w.from) <= minute && minute < toMinutes(w.to),
              );
            const clipped = minute >= toMinutes(timeFrom ?? '00:00') && minute < toMinutes(timeTo ?? '24:00');
            const at = midnight - offset + minute * 60_000;
            const taken = busyList.some((b) => b.start < at + 60_000 && b.end > at);
            free.push(open && clipped && !taken && holidays.every((h) => date < h.from || date > h.to));
          }
          const expected: string[] = [];
          let minute = 0;
          while (minute < 1440) {
            if (!free[minute]) {
              minute += 1;
              continue;
            }
            let runEnd = minute;
            while (runEnd < 1440 && free[runEnd]) runEnd += 1;
            for (let at = minute; at + durationMinutes <= runEnd; at += durationMinutes) {
              expected.push(`${hm(at)}-${hm(at + durationMinutes)}`);
            }
            minute = runEnd;
          }
          assert.deepEqual(pairs(actual[date]), expected, `${timeZone} round ${round} ${date}`);
        }
      }
    }
  });

  test('bad input is invalid and names the field', () => {
    // The duration is the search's to check, once, before any work (requireSlotDuration below).
    assertInvalid(() => availableSlots(input({ timeFrom: '25:00' })), /^timeFrom /);
    assertInvalid(() => availableSlots(input({ timeTo: '24:30' })), /^timeTo /);
    assertInvalid(
      () => availableSlots(input({ timeFrom: '10:00', timeTo: '10:00' })),
      /timeTo must be after timeFrom/,
    );
    assertInvalid(() => availableSlots(input({ dates: ['2026-02-30'] })), /^dates\[0\] /);
    assertInvalid(
      () => availableSlots(input({ openingTimes: [{ weekday: 8, from: '08:00', to: '09:00' }] })),
      /^opening_times\[0\]\.weekday /,
    );
    assertInvalid(
      () => availableSlots(input({ openingTimes: [{ weekday: 1, from: '8:00', to: '09:00' }] })),
      /^opening_times\[0\]\.from /,
    );
    assertInvalid(
      () => availableSlots(input({ openingTimes: [{ weekday: 1, from: '10:00', to: '09:00' }] })),
      /^opening_times\[0\]/,
    );
    assertInvalid(
      () => availableSlots(input({ holidays: [{ from: '2026-06-01', to: 'soon' }] })),
      /^holidays\[0\]\.to /,
    );
    assertInvalid(
      () => availableSlots(input({ busy: [{ start: Date.parse('x'), end: Date.now() }] })),
      /^busy\[0\]\.start /,
    );
    assertInvalid(() => availableSlots(input({ timeZone: 'Europe/Atlantis' })), /time_zone/);
  });
});

describe('notBegun', () => {
  const dates = ['2026-06-01', '2026-06-02'];
  const now = { date: '2026-06-01', minute: 9 * 60 + 10 }; // 09:10 on the first date

  test("today's windows start at their first slot after now, on the window's grid of slots", () => {
    // 08:00–12:00 in slots of 90 minutes: 08:00 has begun, 09:30 has not; 11:00 never fitted.
    assert.deepEqual(notBegun([0, 480, 720, 1, 480, 720], dates, 90, now), [0, 570, 720, 1, 480, 720]);
    // A slot starting this very minute has begun.
    assert.deepEqual(notBegun([0, 550, 700], dates, 60, now), [0, 610, 700]);
  });

  test('windows left without a slot, and earlier dates, are dropped; later dates are kept as they are', () => {
    assert.deepEqual(notBegun([0, 480, 600, 0, 600, 700, 1, 0, 60], dates, 60, now), [0, 600, 700, 1, 0, 60]);
    assert.deepEqual(notBegun([0, 0, 1440], dates, 60, { date: '2026-06-02', minute: 0 }), []);
    const tomorrow = [0, 0, 60];
    assert.equal(notBegun(tomorrow, dates, 60, { date: '2026-05-31', minute: 0 }), tomorrow);
  });
});

describe('busySlices', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

  test('a small search is one slice; a large one at most four of at least 50 resources, in order, each once', () => {
    assert.deepEqual(busySlices(ids(3)), [[1, 2, 3]]);
    assert.deepEqual(busySlices(ids(99)).map((s) => s.length), [99]);
    assert.deepEqual(busySlices(ids(100)).map((s) => s.length), [50, 50]);
    assert.deepEqual(busySlices(ids(201)).map((s) => s.length), [51, 51, 51, 48]);
    const many = busySlices(ids(1000));
    assert.equal(many.length, 4);
    assert.deepEqual(many.flat(), ids(1000));
    assert.deepEqual(busySlices([]), []);
  });
});

describe('requireSlotDuration', () => {
  test('a whole number of minutes from 1 to 1440 (a day); anything else is invalid and names the field', () => {
    for (const minutes of [1, 30, 1440]) requireSlotDuration(minutes);
    for (const minutes of [0, -60, 1.5, 1441, Number.NaN]) {
      assertInvalid(() => requireSlotDuration(minutes), /^duration_minutes must be 1…1440$/);
    }
  });
});
