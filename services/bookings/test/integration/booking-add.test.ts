// POST /api/v2/booking_add through the HTTP API: every recurrence type and encoding of its
// parameters, daylight saving, full-day and multi-day bookings, parts, custom fields, colours,
// inventory and services. Expected dates are worked out here, independently of the service.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type pg from 'pg';
import { expectFailure, expectOk, newManager, openSql, startTestStack, type TestManager, type TestStack } from '@venue/testing';
import {
  addBooking,
  addDays,
  addVenue,
  bookingAdd,
  detailOf,
  instancesOf,
  partsBody,
  singleBody,
  spansOf,
  weekdayOf,
} from './helpers.ts';

let stack: TestStack;
let sql: pg.Pool;
let m: TestManager;
before(async () => {
  stack = await startTestStack();
  sql = openSql(stack);
  m = await newManager(stack, { timezone: 'Europe/Berlin' });
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

/** A recurring booking_add body on the whole main resource. */
function recurringBody(main: number, dateFrom: string, dateTo: string, extra: Record<string, unknown>): Record<string, unknown> {
  return {
    booking_mode: 'direct_booking',
    recurring: '1',
    date_from: dateFrom,
    date_to: dateTo,
    time_from: '00:00',
    time_to: '00:00',
    main_resource: main,
    resource_parts: { [main]: [] },
    ...extra,
  };
}

/** Every date in [from, to] (inclusive). */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const spans = (dates: string[], from: string, to: string): [string, string][] => dates.map((d) => [`${d} ${from}`, `${d} ${to}`]);

async function bookingRow(id: number) {
  const { rows } = await sql.query('select * from bookings.booking where id = $1', [id]);
  return rows[0];
}

describe('single bookings (recurring=0)', () => {
  let venue: { main: number; parts: number[] };
  before(async () => {
    venue = await addVenue(m, 'Single Hall', ['Left', 'Right']);
  });

  test('one instance from date_from time_from to date_to time_to, possibly across days', async () => {
    const id = await addBooking(m, singleBody(venue.main, '2027-02-01', '09:15', '17:45'));
    assert.deepEqual(await spansOf(m, id), [['2027-02-01 09:15', '2027-02-01 17:45']]);
    const overnight = await addBooking(m, { ...singleBody(venue.main, '2027-02-02', '22:00', '03:30'), date_to: '2027-02-04' });
    assert.deepEqual(await spansOf(m, overnight), [['2027-02-02 22:00', '2027-02-04 03:30']]);
    const untilMidnight = await addBooking(m, singleBody(venue.main, '2027-02-05', '20:00', '24:00'));
    assert.deepEqual(await spansOf(m, untilMidnight), [['2027-02-05 20:00', '2027-02-06 00:00']]);
  });

  test('the answer is [{id, message}] with total 1; booking_request answers and stores a pending booking', async () => {
    const direct = await bookingAdd(m, singleBody(venue.main, '2027-02-08', '10:00', '11:00'));
    assert.deepEqual(direct.body, { data: [{ id: direct.body.data[0].id, message: 'Booking created' }], total: 1, success: true });
    const request = await bookingAdd(m, singleBody(venue.main, '2027-02-08', '10:00', '11:00', { booking_mode: 'booking_request' }));
    assert.equal(request.status, 200, JSON.stringify(request.body));
    assert.equal(request.body.data[0].message, 'Booking request created');
    assert.equal((await detailOf(m, request.body.data[0].id)).status, 'pending');
    assert.equal((await detailOf(m, direct.body.data[0]!.id)).status, 'live');
  });

  test('multi_day=1: full days from date_from 00:00 to date_to 24:00, times ignored', async () => {
    const id = await addBooking(m, {
      ...singleBody(venue.main, '2027-02-10', '13:00', '14:00'),
      date_to: '2027-02-12',
      multi_day: '1',
    });
    assert.deepEqual(await spansOf(m, id), [['2027-02-10 00:00', '2027-02-13 00:00']]);
    const oneDay = await addBooking(m, { ...singleBody(venue.main, '2027-02-14', '', ''), multi_day: 1 });
    assert.deepEqual(await spansOf(m, oneDay), [['2027-02-14 00:00', '2027-02-15 00:00']]);
  });

  test('resource_parts as an object or as a JSON string; one instance per booked part; none = the whole', async () => {
    const [left, right] = venue.parts as [number, number];
    const both = await addBooking(m, partsBody(venue.main, [left, right], '2027-02-15', '10:00', '12:00'));
    assert.deepEqual(
      (await instancesOf(m, both)).map((i) => [i.resource_id, i.resource, i.from, i.to]),
      [
        [left, 'Single Hall / Left', '2027-02-15 10:00', '2027-02-15 12:00'],
        [right, 'Single Hall / Right', '2027-02-15 10:00', '2027-02-15 12:00'],
      ],
    );
    const asJson = await addBooking(
      m,
      singleBody(venue.main, '2027-02-16', '10:00', '12:00', { resource_parts: JSON.stringify({ [venue.main]: [right] }) }),
    );
    assert.deepEqual(
      (await instancesOf(m, asJson)).map((i) => [i.resource_id, i.resource]),
      [[right, 'Single Hall / Right']],
    );
    const asStrings = await addBooking(
      m,
      singleBody(venue.main, '2027-02-17', '10:00', '12:00', { resource_parts: { [venue.main]: [String(left)] } }),
    );
    assert.deepEqual(
      (await instancesOf(m, asStrings)).map((i) => i.resource_id),
      [left],
    );
    const whole = await addBooking(m, singleBody(venue.main, '2027-02-18', '10:00', '12:00', { resource_parts: JSON.stringify({ [venue.main]: [] }) }));
    assert.deepEqual(
      (await instancesOf(m, whole)).map((i) => [i.resource_id, i.resource]),
      [[venue.main, 'Single Hall']],
    );
    const detail = await detailOf(m, both);
    assert.equal(detail.resources.length, 1, 'one resource entry: the main resource');
    assert.equal(detail.resources[0].resource_id, venue.main);
  });

  test('a form-encoded single booking with parts in brackets', async () => {
    const [left] = venue.parts as [number];
    const id = await addBooking(m, partsBody(venue.main, [left], '2027-02-19', '08:00', '09:00', { title: 'Form' }), { form: true });
    const detail = await detailOf(m, id);
    assert.equal(detail.title, 'Form');
    assert.deepEqual(
      detail.resources[0].instances.map((i: { resource_id: number; from: string }) => [i.resource_id, i.from]),
      [[left, '2027-02-19 08:00']],
    );
  });
});

describe('recurrence_type day', () => {
  let main: number;
  before(async () => {
    main = (await addVenue(m, 'Daily Room')).main;
  });

  test('every date from date_from to date_to at the daily times', async () => {
    const id = await addBooking(m, recurringBody(main, '2027-06-01', '2027-06-04', { recurrence_type: 'day', daily_recurrence: { from: '09:00', to: '10:30', full_day: 0 } }));
    assert.deepEqual(await spansOf(m, id), spans(datesBetween('2027-06-01', '2027-06-04'), '09:00', '10:30'));
  });

  test('daily full_day: each date 00:00 to the next 00:00; as a JSON string too', async () => {
    const id = await addBooking(m, recurringBody(main, '2027-06-10', '2027-06-12', { recurrence_type: 'day', daily_recurrence: JSON.stringify({ full_day: 1 }) }));
    assert.deepEqual(await spansOf(m, id), [
      ['2027-06-10 00:00', '2027-06-11 00:00'],
      ['2027-06-11 00:00', '2027-06-12 00:00'],
      ['2027-06-12 00:00', '2027-06-13 00:00'],
    ]);
  });
});

describe('recurrence_type week', () => {
  let venue: { main: number; parts: number[] };
  before(async () => {
    venue = await addVenue(m, 'Weekly Room', ['Stage', 'Bar']);
  });

  /** Dates with one of the weekdays in weeks 0, n, 2n… counted from the Monday of date_from's week. */
  function weekly(from: string, to: string, weekdays: number[], every: number): string[] {
    const firstMonday = addDays(from, 1 - weekdayOf(from));
    return datesBetween(from, to).filter((date) => {
      const week = Math.floor((Date.parse(date) - Date.parse(firstMonday)) / (7 * 86_400_000));
      return weekdays.includes(weekdayOf(date)) && week % every === 0;
    });
  }

  test('week: every listed weekday with its own times', async () => {
    const id = await addBooking(
      m,
      recurringBody(venue.main, '2027-07-01', '2027-07-21', {
        recurrence_type: 'week',
        weekly_type_select: 'week',
        weekly_recurrence: [
          { day: 'mon', from: '18:00', to: '20:00' },
          { day: 'wed', full_day: 1 },
        ],
      }),
    );
    const expected: [string, string][] = [
      ...spans(weekly('2027-07-01', '2027-07-21', [1], 1), '18:00', '20:00'),
      ...weekly('2027-07-01', '2027-07-21', [3], 1).map((d): [string, string] => [`${d} 00:00`, `${addDays(d, 1)} 00:00`]),
    ].sort((a, b) => a[0].localeCompare(b[0]));
    assert.deepEqual(await spansOf(m, id), expected);
    assert.equal(expected.length, 6, 'Mondays 5, 12, 19 and Wednesdays 7, 14, 21');
  });

  test('weekly_type_select default is week', async () => {
    const id = await addBooking(
      m,
      recurringBody(venue.main, '2027-07-01', '2027-07-31', { recurrence_type: 'week', weekly_recurrence: [{ day: 'fri', from: '07:00', to: '08:00' }] }),
    );
    assert.deepEqual(await spansOf(m, id), spans(weekly('2027-07-01', '2027-07-31', [5], 1), '07:00', '08:00'));
  });

  for (const [select, every, from] of [
    ['biweek', 2, '10:00'],
    ['triweek', 3, '12:00'],
    ['quadweek', 4, '14:00'],
  ] as const) {
    test(`${select}: every ${every}th week, counted from the week of date_from (a Wednesday)`, async () => {
      const to = `${String(Number(from.slice(0, 2)) + 1).padStart(2, '0')}:00`;
      const id = await addBooking(
        m,
        recurringBody(venue.main, '2027-06-02', '2027-09-30', {
          recurrence_type: 'week',
          weekly_type_select: select,
          weekly_recurrence: [
            { day: 'mon', from, to },
            { day: 'thu', from, to },
          ],
        }),
      );
      const expected = weekly('2027-06-02', '2027-09-30', [1, 4], every);
      assert.ok(!expected.includes('2027-05-31'), 'the Monday before date_from is not booked');
      assert.deepEqual(await spansOf(m, id), spans(expected, from, to));
    });
  }

  test('weekly_recurrence as a JSON array, a JSON string, a PHP-serialized string and form brackets: the same instances', async () => {
    const rule = [{ day: 'mon', from: '18:00', to: '20:00' }];
    const serialized = 'a:1:{i:0;a:3:{s:3:"day";s:3:"mon";s:4:"from";s:5:"18:00";s:2:"to";s:5:"20:00";}}';
    const encodings: [string, unknown, boolean][] = [
      ['array', rule, false],
      ['JSON string', JSON.stringify(rule), false],
      ['PHP-serialized', serialized, false],
      ['form brackets', rule, true],
      ['PHP-serialized in a form', serialized, true],
    ];
    const expected = spans(weekly('2027-08-01', '2027-08-31', [1], 1), '18:00', '20:00');
    assert.equal(expected.length, 5);
    for (const [name, weeklyRecurrence, form] of encodings) {
      const { main } = await addVenue(m, `Encoding ${name}`);
      const body = recurringBody(main, '2027-08-01', '2027-08-31', { recurrence_type: 'week', weekly_recurrence: weeklyRecurrence });
      if (form) body.resource_parts = JSON.stringify({ [main]: [] });
      const id = await addBooking(m, body, { form });
      assert.deepEqual(await spansOf(m, id), expected, name);
    }
  });

  test('a form-encoded weekly series with full_day entries and parts in brackets', async () => {
    const [stage, bar] = venue.parts as [number, number];
    const id = await addBooking(
      m,
      {
        ...recurringBody(venue.main, '2027-10-04', '2027-10-17', {
          recurrence_type: 'week',
          weekly_type_select: 'biweek',
          weekly_recurrence: [{ day: 'sat', full_day: '1' }],
        }),
        resource_parts: { [venue.main]: [stage, bar] },
      },
      { form: true },
    );
    assert.deepEqual(
      (await instancesOf(m, id)).map((i) => [i.resource, i.from, i.to]),
      [
        ['Weekly Room / Stage', '2027-10-09 00:00', '2027-10-10 00:00'],
        ['Weekly Room / Bar', '2027-10-09 00:00', '2027-10-10 00:00'],
      ],
    );
  });

  test('parts x occurrences: one instance per date and booked part', async () => {
    const [stage, bar] = venue.parts as [number, number];
    const id = await addBooking(m, {
      ...recurringBody(venue.main, '2027-11-01', '2027-11-14', { recurrence_type: 'week', weekly_recurrence: [{ day: 'mon', from: '09:00', to: '10:00' }] }),
      resource_parts: { [venue.main]: [stage, bar] },
    });
    assert.deepEqual(
      (await instancesOf(m, id)).map((i) => [i.resource_id, i.from]),
      [
        [stage, '2027-11-01 09:00'],
        [bar, '2027-11-01 09:00'],
        [stage, '2027-11-08 09:00'],
        [bar, '2027-11-08 09:00'],
      ],
    );
  });
});

describe('recurrence_type month and year', () => {
  let main: number;
  before(async () => {
    main = (await addVenue(m, 'Monthly Room')).main;
  });

  test('month by day: that day of every month; months without it are skipped', async () => {
    const fifteenth = await addBooking(
      m,
      recurringBody(main, '2027-01-01', '2027-06-30', {
        recurrence_type: 'month',
        monthly_recurrence: { mode: 'day', days: { day: '15', month: '1' }, from: '19:00', to: '21:00', full_day: '0' },
      }),
    );
    assert.deepEqual(
      await spansOf(m, fifteenth),
      spans(['2027-01-15', '2027-02-15', '2027-03-15', '2027-04-15', '2027-05-15', '2027-06-15'], '19:00', '21:00'),
    );
    const thirtyFirst = await addBooking(
      m,
      recurringBody(main, '2027-01-01', '2027-06-30', {
        recurrence_type: 'month',
        monthly_recurrence: { mode: 'day', days: { day: 31, month: 1 }, from: '08:00', to: '09:00' },
      }),
    );
    assert.deepEqual(await spansOf(m, thirtyFirst), spans(['2027-01-31', '2027-03-31', '2027-05-31'], '08:00', '09:00'));
  });

  test('month by day every second month (days.month = 2), as a JSON string', async () => {
    const id = await addBooking(
      m,
      recurringBody(main, '2027-01-10', '2027-12-31', {
        recurrence_type: 'month',
        monthly_recurrence: JSON.stringify({ mode: 'day', days: { day: '05', month: '02' }, full_day: 1 }),
      }),
    );
    // date_from is the 10th: January's 5th is before it.
    assert.deepEqual(
      (await spansOf(m, id)).map(([from]) => from),
      ['2027-03-05 00:00', '2027-05-05 00:00', '2027-07-05 00:00', '2027-09-05 00:00', '2027-11-05 00:00'],
    );
  });

  test('month by nth weekday: 2nd Tuesday, and week_number 5 = the last Friday', async () => {
    const second = await addBooking(
      m,
      recurringBody(main, '2027-01-01', '2027-06-30', {
        recurrence_type: 'month',
        monthly_recurrence: { mode: 'week', days: { week_number: '2', week_day: 'tue', month: '1' }, from: '12:00', to: '13:00' },
      }),
    );
    assert.deepEqual(
      await spansOf(m, second),
      spans(['2027-01-12', '2027-02-09', '2027-03-09', '2027-04-13', '2027-05-11', '2027-06-08'], '12:00', '13:00'),
    );
    const last = await addBooking(
      m,
      recurringBody(main, '2027-01-01', '2027-06-30', {
        recurrence_type: 'month',
        monthly_recurrence: { mode: 'week', days: { week_number: 5, week_day: 'fri', month: 1 }, from: '16:00', to: '18:00' },
      }),
    );
    assert.deepEqual(
      await spansOf(m, last),
      spans(['2027-01-29', '2027-02-26', '2027-03-26', '2027-04-30', '2027-05-28', '2027-06-25'], '16:00', '18:00'),
    );
  });

  test('year: that day and month every year; 29 February only in leap years', async () => {
    const july = await addBooking(
      m,
      recurringBody(main, '2027-01-01', '2030-12-31', { recurrence_type: 'year', yearly_recurrence: { day: '10', month: '07', from: '10:00', to: '16:00' } }),
    );
    assert.deepEqual(await spansOf(m, july), spans(['2027-07-10', '2028-07-10', '2029-07-10', '2030-07-10'], '10:00', '16:00'));
    const leap = await addBooking(
      m,
      recurringBody(main, '2027-01-01', '2036-12-31', { recurrence_type: 'year', yearly_recurrence: { day: 29, month: 2, full_day: 1 } }),
    );
    assert.deepEqual(
      (await spansOf(m, leap)).map(([from]) => from),
      ['2028-02-29 00:00', '2032-02-29 00:00', '2036-02-29 00:00'],
    );
  });
});

describe('daylight saving (Europe/Berlin)', () => {
  test('weekly Monday 18:00 across 2027-03-28 stays 18:00 local; the UTC hour moves', async () => {
    const { main } = await addVenue(m, 'DST Room');
    const id = await addBooking(
      m,
      recurringBody(main, '2027-03-15', '2027-04-05', { recurrence_type: 'week', weekly_recurrence: [{ day: 'mon', from: '18:00', to: '20:00' }] }),
    );
    assert.deepEqual(await spansOf(m, id), spans(['2027-03-15', '2027-03-22', '2027-03-29', '2027-04-05'], '18:00', '20:00'));
    const { rows } = await sql.query<{ starts_at: Date; ends_at: Date }>(
      'select starts_at, ends_at from bookings.booking_instance where booking_id = $1 order by starts_at',
      [id],
    );
    assert.deepEqual(
      rows.map((r) => [r.starts_at.toISOString(), r.ends_at.toISOString()]),
      [
        ['2027-03-15T17:00:00.000Z', '2027-03-15T19:00:00.000Z'],
        ['2027-03-22T17:00:00.000Z', '2027-03-22T19:00:00.000Z'],
        ['2027-03-29T16:00:00.000Z', '2027-03-29T18:00:00.000Z'],
        ['2027-04-05T16:00:00.000Z', '2027-04-05T18:00:00.000Z'],
      ],
    );
  });

  test('daily full days across the autumn change: the 25-hour day is one instance from 00:00 to 00:00', async () => {
    const { main } = await addVenue(m, 'DST Autumn');
    const id = await addBooking(m, recurringBody(main, '2027-10-30', '2027-11-01', { recurrence_type: 'day', daily_recurrence: { full_day: 1 } }));
    assert.deepEqual(await spansOf(m, id), [
      ['2027-10-30 00:00', '2027-10-31 00:00'],
      ['2027-10-31 00:00', '2027-11-01 00:00'],
      ['2027-11-01 00:00', '2027-11-02 00:00'],
    ]);
    const { rows } = await sql.query<{ hours: number }>(
      'select extract(epoch from ends_at - starts_at)::int / 3600 as hours from bookings.booking_instance where booking_id = $1 order by starts_at',
      [id],
    );
    assert.deepEqual(
      rows.map((r) => r.hours),
      [24, 25, 24],
    );
  });
});

describe("the manager's time zone", () => {
  test('times are wall-clock in the zone of the key (America/New_York), stored as instants', async () => {
    const ny = await newManager(stack, { timezone: 'America/New_York' });
    const { main } = await addVenue(ny, 'NY Room');
    const id = await addBooking(ny, singleBody(main, '2027-04-05', '18:00', '20:00'));
    assert.deepEqual(await spansOf(ny, id), [['2027-04-05 18:00', '2027-04-05 20:00']]);
    const { rows } = await sql.query<{ starts_at: Date }>('select starts_at from bookings.booking_instance where booking_id = $1', [id]);
    assert.equal(rows[0]!.starts_at.toISOString(), '2027-04-05T22:00:00.000Z');
    const free = expectOk(await ny.get('/api/v2/availability', { resource_id: String(main), date_from: '2027-04-05', date_to: '2027-04-05', time_from: '17:00', time_to: '21:00' }));
    assert.deepEqual(free[0].dates['2027-04-05'], [
      { time_from: '17:00', time_to: '18:00' },
      { time_from: '20:00', time_to: '21:00' },
    ]);
  });
});

describe('what booking_add stores besides the times', () => {
  let venue: { main: number; parts: number[] };
  let capacity: number;
  let floor: number;
  before(async () => {
    venue = await addVenue(m, 'Stored Room', ['Gallery']);
    capacity = expectOk(await m.post('/api/internal/custom_field_add', { name: 'Capacity', type: 'numeric' })).id;
    floor = expectOk(await m.post('/api/internal/custom_field_add', { name: 'Floor', type: 'select', options: ['ground', 'first'] })).id;
  });

  test('category_fields: labels are the custom field names, per resource (main or part); JSON string works too', async () => {
    const [gallery] = venue.parts as [number];
    const id = await addBooking(
      m,
      partsBody(venue.main, [gallery], '2027-03-01', '10:00', '11:00', {
        category_fields: { [venue.main]: { [capacity]: '80', [floor]: 'first' }, [gallery]: { [capacity]: 20 } },
      }),
    );
    assert.deepEqual((await detailOf(m, id)).custom_fields, {
      [venue.main]: {
        [capacity]: { label: 'Capacity', value: '80', category: null },
        [floor]: { label: 'Floor', value: 'first', category: null },
      },
      [gallery]: { [capacity]: { label: 'Capacity', value: '20', category: null } },
    });
    const asJson = await addBooking(
      m,
      singleBody(venue.main, '2027-03-02', '10:00', '11:00', { category_fields: JSON.stringify({ [venue.main]: { [floor]: 'ground' } }) }),
    );
    assert.deepEqual((await detailOf(m, asJson)).custom_fields, { [venue.main]: { [floor]: { label: 'Floor', value: 'ground', category: null } } });
  });

  test('category_fields with an unknown field id: 404; an own resource outside the venue: 400 naming category_fields', async () => {
    expectFailure(
      await bookingAdd(m, singleBody(venue.main, '2027-03-03', '10:00', '11:00', { category_fields: { [venue.main]: { 999999: 'x' } } })),
      404,
      'custom field 999999 not found',
    );
    const { main: elsewhere } = await addVenue(m, 'Elsewhere');
    expectFailure(
      await bookingAdd(m, singleBody(venue.main, '2027-03-03', '10:00', '11:00', { category_fields: { [elsewhere]: { [capacity]: '1' } } })),
      400,
      /category_fields/,
    );
  });

  test('custom_color=1 stores the colour; without color it is a 400 naming color', async () => {
    const id = await addBooking(m, singleBody(venue.main, '2027-03-04', '10:00', '11:00', { custom_color: '1', color: '#FFaa00' }));
    assert.equal((await detailOf(m, id)).color, '#FFaa00');
    expectFailure(await bookingAdd(m, singleBody(venue.main, '2027-03-04', '12:00', '13:00', { custom_color: '1' })), 400, /color/);
    expectFailure(await bookingAdd(m, singleBody(venue.main, '2027-03-04', '12:00', '13:00', { custom_color: '1', color: 'red' })), 400, /color/);
  });

  test('inventory and services: only selections checked "on" are stored, with their quantities', async () => {
    const [gallery] = venue.parts as [number];
    // Items billing knows, offered on the main resource (and so on its parts): billing checks
    // every checked selection before the booking is stored. 8 and 5 are not checked: never looked up.
    const offered = async (path: string, name: string) =>
      expectOk(await m.post(path, { name, quantity: 10, resource_ids: String(venue.main) })).id as number;
    const inv7 = await offered('/api/internal/inventory_add', 'Projector');
    const inv9 = await offered('/api/internal/inventory_add', 'Screen');
    const svc4 = await offered('/api/internal/service_add', 'Catering');
    const id = await addBooking(
      m,
      partsBody(venue.main, [gallery], '2027-03-05', '10:00', '11:00', {
        inventory: {
          [venue.main]: { [inv7]: { checked: 'on', quantity: '3' }, 8: { quantity: '5' } },
          [gallery]: { [inv9]: { checked: 'on', quantity: 1 } },
        },
        services: { [venue.main]: { [svc4]: { checked: 'on', quantity: '2' }, 5: { checked: '', quantity: '1' } } },
      }),
    );
    const row = await bookingRow(id);
    assert.deepEqual(row.items, [
      { kind: 'inventory', resource_id: venue.main, item_id: inv7, quantity: 3 },
      { kind: 'inventory', resource_id: gallery, item_id: inv9, quantity: 1 },
      { kind: 'service', resource_id: venue.main, item_id: svc4, quantity: 2 },
    ]);
    const form = await addBooking(
      m,
      {
        ...singleBody(venue.main, '2027-03-06', '10:00', '11:00'),
        // A form cannot carry an empty array: resource_parts[<main>]= (empty) books the whole.
        resource_parts: { [venue.main]: '' },
        inventory: { [venue.main]: { [inv7]: { checked: 'on', quantity: '2' } } },
        services: { [venue.main]: { [svc4]: { quantity: '2' } } },
      },
      { form: true },
    );
    assert.deepEqual((await bookingRow(form)).items, [{ kind: 'inventory', resource_id: venue.main, item_id: inv7, quantity: 2 }]);
    assert.deepEqual(
      (await instancesOf(m, form)).map((i) => i.resource_id),
      [venue.main],
    );
  });

  test('title, comments, internal_comments, entrance_hall, booking_hidden_widget, persons (none) and customer_id are stored', async () => {
    const customer = expectOk(await m.post('/api/v2/customer_add', { first_name: 'Stored', last_name: 'Customer' }))[0].id;
    const id = await addBooking(
      m,
      singleBody(venue.main, '2027-03-07', '10:00', '11:00', {
        title: 'Gala',
        comments: 'for guests',
        internal_comments: 'for staff',
        entrance_hall: '1',
        booking_hidden_widget: '1',
        persons: [],
        customer_id: customer,
      }),
    );
    const row = await bookingRow(id);
    assert.equal(row.title, 'Gala');
    assert.equal(row.comments, 'for guests');
    assert.equal(row.internal_comments, 'for staff');
    assert.equal(row.entrance_hall, true);
    assert.equal(row.hidden_in_widget, true);
    assert.equal(Number(row.customer_id), customer);
    assert.equal(Number(row.created_by), m.managerId);
    assert.equal(Number(row.manager_id), m.managerId);
    const detail = await detailOf(m, id);
    assert.deepEqual([detail.title, detail.comments, detail.entrance_hall, detail.persons, detail.customer_id], [
      'Gala',
      'for guests',
      '1',
      [],
      String(customer),
    ]);
    assert.equal('internal_comments' in detail, false, 'internal comments are not published');
  });
});
