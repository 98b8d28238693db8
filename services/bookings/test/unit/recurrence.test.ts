// Recurrence rules (spec 4.8): expansion of every type in local wall-clock time, the bounds and
// the instants (the v2 checks of a rule's parameters are the gateway's: booking-rule.test.ts).
// Calendar facts were checked independently (Python calendar).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DomainError } from '@venue/platform';
import {
  expand,
  MAX_OCCURRENCES,
  toInstants,
  type Occurrence,
  type RecurrenceRule,
  type TimeSpec,
} from '../../src/recurrence/recurrence.ts';

const BERLIN = 'Europe/Berlin';

function assertInvalid(run: () => unknown, message: RegExp): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof DomainError, `expected a DomainError, got ${String(error)}`);
    assert.equal(error.kind, 'invalid');
    assert.match(error.message, message);
    return true;
  });
}

const timed = (from: string, to: string): TimeSpec => ({ from, to, fullDay: false });
const FULL_DAY: TimeSpec = { from: '', to: '', fullDay: true };
const on = (date: string, timeFrom: string, timeTo: string): Occurrence => ({
  dateFrom: date,
  timeFrom,
  dateTo: date,
  timeTo,
});
const startDates = (occurrences: Occurrence[]) => occurrences.map((o) => o.dateFrom);

describe('single', () => {
  test('one timed occurrence', () => {
    assert.deepEqual(
      expand({
        type: 'single',
        dateFrom: '2026-05-04',
        dateTo: '2026-05-04',
        timeFrom: '09:00',
        timeTo: '10:30',
        fullDay: false,
      }),
      [on('2026-05-04', '09:00', '10:30')],
    );
  });

  test('multi-day, ending earlier in the day than it started', () => {
    assert.deepEqual(
      expand({
        type: 'single',
        dateFrom: '2026-05-01',
        dateTo: '2026-05-03',
        timeFrom: '22:00',
        timeTo: '10:00',
        fullDay: false,
      }),
      [{ dateFrom: '2026-05-01', timeFrom: '22:00', dateTo: '2026-05-03', timeTo: '10:00' }],
    );
  });

  test('full day: date_from 00:00 to date_to 24:00, times ignored', () => {
    const [occurrence] = expand({
      type: 'single',
      dateFrom: '2026-05-01',
      dateTo: '2026-05-03',
      timeFrom: '00:00',
      timeTo: '00:00',
      fullDay: true,
    });
    assert.deepEqual(occurrence, {
      dateFrom: '2026-05-01',
      timeFrom: '00:00',
      dateTo: '2026-05-03',
      timeTo: '24:00',
    });
    assert.ok(occurrence);
    const { start, end } = toInstants(occurrence, BERLIN);
    assert.equal(start.toISOString(), '2026-04-30T22:00:00.000Z');
    assert.equal(end.toISOString(), '2026-05-03T22:00:00.000Z');
  });

  test('ending at 24:00', () => {
    assert.deepEqual(
      expand({
        type: 'single',
        dateFrom: '2026-05-04',
        dateTo: '2026-05-04',
        timeFrom: '20:00',
        timeTo: '24:00',
        fullDay: false,
      }),
      [on('2026-05-04', '20:00', '24:00')],
    );
  });
});

describe('day', () => {
  test('every day in the range, with times', () => {
    assert.deepEqual(
      expand({ type: 'day', dateFrom: '2026-02-27', dateTo: '2026-03-02', time: timed('09:00', '10:00') }),
      [
        on('2026-02-27', '09:00', '10:00'),
        on('2026-02-28', '09:00', '10:00'),
        on('2026-03-01', '09:00', '10:00'),
        on('2026-03-02', '09:00', '10:00'),
      ],
    );
  });

  test('full day is 00:00–24:00 of each date', () => {
    assert.deepEqual(expand({ type: 'day', dateFrom: '2024-02-28', dateTo: '2024-03-01', time: FULL_DAY }), [
      on('2024-02-28', '00:00', '24:00'),
      on('2024-02-29', '00:00', '24:00'),
      on('2024-03-01', '00:00', '24:00'),
    ]);
  });

  test('one date only', () => {
    assert.deepEqual(
      expand({ type: 'day', dateFrom: '2026-05-04', dateTo: '2026-05-04', time: timed('00:00', '24:00') }),
      [on('2026-05-04', '00:00', '24:00')],
    );
  });

  test('stays 09:00 local across the DST change', () => {
    const instants = expand({
      type: 'day',
      dateFrom: '2026-03-28',
      dateTo: '2026-03-30',
      time: timed('09:00', '10:00'),
    }).map((occurrence) => toInstants(occurrence, BERLIN).start.toISOString());
    assert.deepEqual(instants, [
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
  });
});

describe('week', () => {
  // 2026-03-04 is a Wednesday; its week starts Monday 2026-03-02.
  const days = [
    { weekday: 1, time: timed('18:00', '19:00') },
    { weekday: 3, time: timed('08:00', '09:30') },
    { weekday: 5, time: FULL_DAY },
  ];
  const weekly = (interval: 1 | 2 | 3 | 4): RecurrenceRule => ({
    type: 'week',
    dateFrom: '2026-03-04',
    dateTo: '2026-03-31',
    interval,
    days,
  });

  test('every week: several weekdays, each with its own times, only inside the range', () => {
    const occurrences = expand(weekly(1));
    assert.deepEqual(startDates(occurrences), [
      '2026-03-04',
      '2026-03-06',
      '2026-03-09',
      '2026-03-11',
      '2026-03-13',
      '2026-03-16',
      '2026-03-18',
      '2026-03-20',
      '2026-03-23',
      '2026-03-25',
      '2026-03-27',
      '2026-03-30',
    ]);
    assert.deepEqual(occurrences.slice(0, 3), [
      on('2026-03-04', '08:00', '09:30'),
      on('2026-03-06', '00:00', '24:00'),
      on('2026-03-09', '18:00', '19:00'),
    ]);
  });

  test('biweek: weeks 0, 2, 4 counted from the week of date_from', () => {
    assert.deepEqual(startDates(expand(weekly(2))), [
      '2026-03-04',
      '2026-03-06',
      '2026-03-16',
      '2026-03-18',
      '2026-03-20',
      '2026-03-30',
    ]);
  });

  test('triweek: weeks 0 and 3', () => {
    assert.deepEqual(startDates(expand(weekly(3))), [
      '2026-03-04',
      '2026-03-06',
      '2026-03-23',
      '2026-03-25',
      '2026-03-27',
    ]);
  });

  test('quadweek: weeks 0 and 4', () => {
    assert.deepEqual(startDates(expand(weekly(4))), ['2026-03-04', '2026-03-06', '2026-03-30']);
  });

  test('weeks are Monday-based: a Sunday date_from starts week 0 on the Monday before it', () => {
    // Week 0 is Monday 2026-03-02 (before the range), so the Mondays are 03-16 and 03-30,
    // not 03-09, 03-23 and 04-06.
    assert.deepEqual(
      startDates(
        expand({
          type: 'week',
          dateFrom: '2026-03-08',
          dateTo: '2026-04-06',
          interval: 2,
          days: [{ weekday: 1, time: timed('10:00', '11:00') }],
        }),
      ),
      ['2026-03-16', '2026-03-30'],
    );
  });

  test('days listed out of order come out sorted by start; the same weekday twice without overlap', () => {
    assert.deepEqual(
      expand({
        type: 'week',
        dateFrom: '2026-03-02',
        dateTo: '2026-03-08',
        interval: 1,
        days: [
          { weekday: 7, time: timed('10:00', '11:00') },
          { weekday: 2, time: timed('14:00', '16:00') },
          { weekday: 2, time: timed('08:00', '14:00') },
        ],
      }),
      [
        on('2026-03-03', '08:00', '14:00'),
        on('2026-03-03', '14:00', '16:00'),
        on('2026-03-08', '10:00', '11:00'),
      ],
    );
  });

  test('every Monday 18:00 stays 18:00 local across the 2026-03-29 Berlin DST change; UTC goes 17 -> 16', () => {
    const occurrences = expand({
      type: 'week',
      dateFrom: '2026-03-16',
      dateTo: '2026-04-06',
      interval: 1,
      days: [{ weekday: 1, time: timed('18:00', '19:00') }],
    });
    assert.deepEqual(occurrences, [
      on('2026-03-16', '18:00', '19:00'),
      on('2026-03-23', '18:00', '19:00'),
      on('2026-03-30', '18:00', '19:00'),
      on('2026-04-06', '18:00', '19:00'),
    ]);
    const instants = occurrences.map((occurrence) => toInstants(occurrence, BERLIN));
    assert.deepEqual(
      instants.map(({ start }) => start.getUTCHours()),
      [17, 17, 16, 16],
    );
    assert.deepEqual(
      instants.map(({ start, end }) => [start.toISOString(), end.toISOString()]),
      [
        ['2026-03-16T17:00:00.000Z', '2026-03-16T18:00:00.000Z'],
        ['2026-03-23T17:00:00.000Z', '2026-03-23T18:00:00.000Z'],
        ['2026-03-30T16:00:00.000Z', '2026-03-30T17:00:00.000Z'],
        ['2026-04-06T16:00:00.000Z', '2026-04-06T17:00:00.000Z'],
      ],
    );
  });
});

describe('month by day', () => {
  test('day 31 skips the months without a 31st', () => {
    const occurrences = expand({
      type: 'month',
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      interval: 1,
      mode: 'day',
      day: 31,
      time: timed('10:00', '12:00'),
    });
    assert.deepEqual(startDates(occurrences), [
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
    ]);
    assert.deepEqual(occurrences[0], on('2026-01-31', '10:00', '12:00'));
  });

  test("every 2 months from date_from's month, day 31: Jan, Mar, May, Jul (Sep and Nov have 30 days)", () => {
    assert.deepEqual(
      startDates(
        expand({
          type: 'month',
          dateFrom: '2026-01-15',
          dateTo: '2026-12-31',
          interval: 2,
          mode: 'day',
          day: 31,
          time: FULL_DAY,
        }),
      ),
      ['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31'],
    );
  });

  test('every 3 months, day 15, the first before date_from is left out', () => {
    assert.deepEqual(
      startDates(
        expand({
          type: 'month',
          dateFrom: '2026-01-20',
          dateTo: '2026-12-31',
          interval: 3,
          mode: 'day',
          day: 15,
          time: FULL_DAY,
        }),
      ),
      ['2026-04-15', '2026-07-15', '2026-10-15'],
    );
  });

  test('day 29: February only in a leap year', () => {
    const rule = (year: number): RecurrenceRule => ({
      type: 'month',
      dateFrom: `${year}-01-01`,
      dateTo: `${year}-03-31`,
      interval: 1,
      mode: 'day',
      day: 29,
      time: FULL_DAY,
    });
    assert.deepEqual(startDates(expand(rule(2024))), ['2024-01-29', '2024-02-29', '2024-03-29']);
    assert.deepEqual(startDates(expand(rule(2026))), ['2026-01-29', '2026-03-29']);
  });

  test('every 12 months across years', () => {
    assert.deepEqual(
      startDates(
        expand({
          type: 'month',
          dateFrom: '2026-06-01',
          dateTo: '2028-06-10',
          interval: 12,
          mode: 'day',
          day: 10,
          time: FULL_DAY,
        }),
      ),
      ['2026-06-10', '2027-06-10', '2028-06-10'],
    );
  });
});

describe('month by nth weekday', () => {
  const byWeek = (
    weekNumber: number,
    weekday: number,
    interval = 1,
    dateFrom = '2026-01-01',
  ): RecurrenceRule => ({
    type: 'month',
    dateFrom,
    dateTo: '2026-06-30',
    interval,
    mode: 'week',
    weekNumber,
    weekday,
    time: timed('19:00', '21:00'),
  });

  test('the 2nd Tuesday', () => {
    const occurrences = expand(byWeek(2, 2));
    assert.deepEqual(startDates(occurrences), [
      '2026-01-13',
      '2026-02-10',
      '2026-03-10',
      '2026-04-14',
      '2026-05-12',
      '2026-06-09',
    ]);
    assert.deepEqual(occurrences[0], on('2026-01-13', '19:00', '21:00'));
  });

  test('the 4th Tuesday', () => {
    assert.deepEqual(startDates(expand(byWeek(4, 2))), [
      '2026-01-27',
      '2026-02-24',
      '2026-03-24',
      '2026-04-28',
      '2026-05-26',
      '2026-06-23',
    ]);
  });

  test('week_number 5 is the LAST such weekday: the 5th where a month has five, else the 4th', () => {
    // Fridays: January and May 2026 have five, the others four.
    assert.deepEqual(startDates(expand(byWeek(5, 5))), [
      '2026-01-30',
      '2026-02-27',
      '2026-03-27',
      '2026-04-24',
      '2026-05-29',
      '2026-06-26',
    ]);
  });

  test('every 2 months, and a first one before date_from is left out', () => {
    assert.deepEqual(startDates(expand(byWeek(2, 2, 2, '2026-01-20'))), ['2026-03-10', '2026-05-12']);
  });
});

describe('year', () => {
  test('that date each year within the range', () => {
    assert.deepEqual(
      expand({
        type: 'year',
        dateFrom: '2026-12-26',
        dateTo: '2029-12-24',
        day: 25,
        month: 12,
        time: timed('18:00', '23:00'),
      }),
      [on('2027-12-25', '18:00', '23:00'), on('2028-12-25', '18:00', '23:00')],
    );
  });

  test('29 February only in leap years (2100 is not one)', () => {
    assert.deepEqual(
      startDates(
        expand({
          type: 'year',
          dateFrom: '2023-01-01',
          dateTo: '2032-12-31',
          day: 29,
          month: 2,
          time: FULL_DAY,
        }),
      ),
      ['2024-02-29', '2028-02-29', '2032-02-29'],
    );
    assert.deepEqual(
      startDates(
        expand({
          type: 'year',
          dateFrom: '2096-01-01',
          dateTo: '2104-12-31',
          day: 29,
          month: 2,
          time: FULL_DAY,
        }),
      ),
      ['2096-02-29', '2104-02-29'],
    );
  });
});

describe('bounds', () => {
  const daily = (dateTo: string): RecurrenceRule => ({
    type: 'day',
    dateFrom: '2026-01-01',
    dateTo,
    time: timed('09:00', '10:00'),
  });

  test('exactly 1000 occurrences are fine', () => {
    assert.equal(MAX_OCCURRENCES, 1000);
    const occurrences = expand(daily('2028-09-26'));
    assert.equal(occurrences.length, 1000);
    assert.equal(occurrences.at(-1)?.dateFrom, '2028-09-26');
  });

  test('more than 1000 is invalid', () => {
    assertInvalid(() => expand(daily('2028-09-27')), /more than 1000 instances/);
    assertInvalid(
      () =>
        expand({
          type: 'week',
          dateFrom: '2026-01-01',
          dateTo: '2030-12-31',
          interval: 1,
          days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, time: timed('08:00', '09:00') })),
        }),
      /more than 1000 instances/,
    );
  });

  test('a custom limit', () => {
    assert.equal(expand(daily('2026-01-05'), 5).length, 5);
    assertInvalid(() => expand(daily('2026-01-06'), 5), /more than 5 instances/);
  });

  test('no occurrence at all is invalid', () => {
    const message = /^the recurrence yields no dates between start_date and end_date$/;
    // Tuesday to Sunday: no Monday.
    assertInvalid(
      () =>
        expand({
          type: 'week',
          dateFrom: '2026-03-03',
          dateTo: '2026-03-08',
          interval: 1,
          days: [{ weekday: 1, time: FULL_DAY }],
        }),
      message,
    );
    assertInvalid(
      () =>
        expand({
          type: 'month',
          dateFrom: '2026-04-01',
          dateTo: '2026-04-30',
          interval: 1,
          mode: 'day',
          day: 31,
          time: FULL_DAY,
        }),
      message,
    );
    assertInvalid(
      () =>
        expand({
          type: 'year',
          dateFrom: '2025-01-01',
          dateTo: '2027-12-31',
          day: 29,
          month: 2,
          time: FULL_DAY,
        }),
      message,
    );
    assertInvalid(
      () =>
        expand({
          type: 'year',
          dateFrom: '2026-07-01',
          dateTo: '2027-06-29',
          day: 30,
          month: 6,
          time: FULL_DAY,
        }),
      message,
    );
  });
});

describe('toInstants', () => {
  test('an ordinary occurrence and one ending at 24:00', () => {
    const { start, end } = toInstants(on('2026-07-01', '20:00', '24:00'), BERLIN);
    assert.equal(start.toISOString(), '2026-07-01T18:00:00.000Z');
    assert.equal(end.toISOString(), '2026-07-01T22:00:00.000Z');
  });

  test('a start or an end in the DST gap is refused, whatever the length (one rule, never moved)', () => {
    for (const [from, to] of [
      ['02:30', '04:00'],
      ['02:15', '02:45'],
      ['02:00', '03:00'],
      ['02:30', '03:00'],
      ['01:00', '02:30'],
    ] as const) {
      assertInvalid(() => toInstants(on('2026-03-29', from, to), BERLIN), /^the local time 2026-03-29 02:\d\d does not exist in Europe\/Berlin/);
    }
    assertInvalid(() => toInstants(on('2026-03-08', '02:00', '03:00'), 'America/New_York'), /does not exist in America\/New_York/);
  });

  test('around the gap: 01:00–03:00 is one real hour, 03:00 exists', () => {
    const { start, end } = toInstants(on('2026-03-29', '01:00', '03:00'), BERLIN);
    assert.equal(start.toISOString(), '2026-03-29T00:00:00.000Z');
    assert.equal(end.toISOString(), '2026-03-29T01:00:00.000Z');
  });

  test('across the repeated hour: from the first 02:00 to 03:00, two real hours', () => {
    const { start, end } = toInstants(on('2026-10-25', '02:00', '03:00'), BERLIN);
    assert.equal(start.toISOString(), '2026-10-25T00:00:00.000Z');
    assert.equal(end.toISOString(), '2026-10-25T02:00:00.000Z');
  });

  test('ending before it starts: invalid', () => {
    assertInvalid(
      () => toInstants(on('2026-07-01', '10:00', '09:00'), BERLIN),
      /^an occurrence must end after it starts/,
    );
    assertInvalid(
      () =>
        toInstants(
          { dateFrom: '2026-07-02', timeFrom: '10:00', dateTo: '2026-07-01', timeTo: '11:00' },
          BERLIN,
        ),
      /^an occurrence must end after it starts/,
    );
  });

  test('a bad zone is invalid', () => {
    assertInvalid(() => toInstants(on('2026-07-01', '10:00', '11:00'), 'Nowhere/Else'), /time_zone/);
  });
});
