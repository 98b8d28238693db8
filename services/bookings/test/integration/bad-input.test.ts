// Bad input on the booking endpoints: a 400 whose message names the offending parameter, and
// nothing written (no booking, instance, occupancy, outbox row or customer).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type pg from 'pg';
import { bookingsPackage } from '@venue/contracts';
import { createGrpcClient, DomainError } from '@venue/platform';
import {
  expectFailure,
  newManager,
  openSql,
  startTestStack,
  type TestManager,
  type TestStack,
} from '@venue/testing';
import {
  addBooking,
  addVenue,
  bookingAdd,
  detailOf,
  expectRejectedWithoutWrites,
  singleBody,
  spansOf,
} from './helpers.ts';

let stack: TestStack;
let sql: pg.Pool;
let m: TestManager;
let venue: { main: number; parts: number[] };
let other: number;

before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings'] });
  sql = openSql(stack);
  m = await newManager(stack);
  venue = await addVenue(m, 'Strict Hall', ['One', 'Two']);
  other = (await addVenue(m, 'Other Hall')).main;
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

function rejectAdd(
  body: Record<string, unknown>,
  pattern: RegExp,
  options: { form?: boolean; status?: number } = {},
): Promise<string> {
  return expectRejectedWithoutWrites(
    stack,
    sql,
    () => bookingAdd(m, body, { form: options.form ?? false }),
    options.status ?? 400,
    pattern,
  );
}

const single = (extra: Record<string, unknown> = {}) =>
  singleBody(venue.main, '2027-04-05', '10:00', '12:00', extra);

function recurring(
  type: string,
  extra: Record<string, unknown>,
  dateFrom = '2027-04-01',
  dateTo = '2027-04-30',
) {
  return {
    ...single(),
    recurring: '1',
    date_from: dateFrom,
    date_to: dateTo,
    time_from: '00:00',
    time_to: '00:00',
    recurrence_type: type,
    ...extra,
  };
}

describe('booking_add: dates and times', () => {
  test('impossible dates', async () => {
    await rejectAdd(single({ date_from: '2027-02-30', date_to: '2027-02-30' }), /date_from/);
    await rejectAdd(single({ date_to: '2027-13-01' }), /date_to/);
    await rejectAdd(single({ date_from: '05.04.2027' }), /date_from/);
    await rejectAdd(
      recurring('day', { daily_recurrence: { from: '10:00', to: '11:00' } }, '2027-04-31', '2027-05-05'),
      /date_from/,
    );
  });

  test('end before start', async () => {
    await rejectAdd(single({ date_to: '2027-04-04' }), /date_to/);
    await rejectAdd(single({ time_from: '12:00', time_to: '10:00' }), /time_to/);
    await rejectAdd(single({ time_from: '12:00', time_to: '12:00' }), /time_to/);
    await rejectAdd(
      recurring('day', { daily_recurrence: { from: '10:00', to: '09:00' } }),
      /daily_recurrence/,
    );
  });

  test('hours past 24:00 and malformed times', async () => {
    await rejectAdd(single({ time_to: '25:00' }), /time_to/);
    await rejectAdd(single({ time_from: '25:00', time_to: '26:00' }), /time_from/);
    await rejectAdd(single({ time_from: '24:00', time_to: '24:00' }), /time_from/);
    await rejectAdd(single({ time_from: '9:00' }), /time_from/);
    await rejectAdd(single({ time_from: '10:60' }), /time_from/);
    await rejectAdd(single({ time_from: undefined }), /time_from/);
    await rejectAdd(
      recurring('day', { daily_recurrence: { from: '10:00', to: '25:00' } }),
      /daily_recurrence\.to/,
    );
    await rejectAdd(
      recurring('week', { weekly_recurrence: [{ day: 'mon', from: '24:30', to: '24:45' }] }),
      /weekly_recurrence\[0\]\.from/,
    );
  });

  test('a wall-clock time skipped by the spring change (02:00–03:00 on 2027-03-28 in Berlin)', async () => {
    await rejectAdd(
      single({ date_from: '2027-03-28', date_to: '2027-03-28', time_from: '02:00', time_to: '03:00' }),
      /does not exist|daylight/,
    );
  });

  test('multi_day other than 0 or 1', async () => {
    await rejectAdd(single({ multi_day: '2' }), /multi_day/);
  });
});

describe('booking_add: enums and structured parameters', () => {
  test('unknown booking_mode, recurring, recurrence_type, weekly_type_select', async () => {
    await rejectAdd(single({ booking_mode: 'instant' }), /booking_mode/);
    await rejectAdd(single({ booking_mode: undefined }), /booking_mode/);
    await rejectAdd(single({ recurring: '2' }), /recurring/);
    await rejectAdd(recurring('fortnight', {}), /recurrence_type/);
    await rejectAdd(recurring('', {}), /recurrence_type/);
    await rejectAdd(
      recurring('week', { weekly_type_select: 'monthly', weekly_recurrence: [{ day: 'mon', full_day: 1 }] }),
      /weekly_type_select/,
    );
    // Names of Object.prototype's members are unknown values like any other, not lookups.
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const message = await rejectAdd(recurring(name, {}), /recurrence_type/);
      assert.doesNotMatch(message, /\[object Object\]|function/);
      await rejectAdd(
        recurring('week', { weekly_type_select: name, weekly_recurrence: [{ day: 'mon', full_day: 1 }] }),
        /weekly_type_select/,
      );
    }
  });

  test('a weekday that is not mon…sun', async () => {
    for (const day of ['xyz', 'funday', '', 'mo', 1]) {
      await rejectAdd(
        recurring('week', {
          weekly_recurrence: [
            { day: 'tue', full_day: 1 },
            { day, full_day: 1 },
          ],
        }),
        /weekly_recurrence\[1\]\.day/,
      );
    }
    await rejectAdd(
      recurring('month', {
        monthly_recurrence: {
          mode: 'week',
          days: { week_number: 1, week_day: 'someday', month: 1 },
          full_day: 1,
        },
      }),
      /monthly_recurrence\.days\.week_day/,
    );
  });

  test('weekly_recurrence missing, empty, overlapping on one day, unparseable', async () => {
    await rejectAdd(recurring('week', {}), /weekly_recurrence/);
    await rejectAdd(recurring('week', { weekly_recurrence: [] }), /weekly_recurrence/);
    await rejectAdd(
      recurring('week', {
        weekly_recurrence: [
          { day: 'mon', from: '10:00', to: '12:00' },
          { day: 'mon', from: '11:00', to: '13:00' },
        ],
      }),
      /weekly_recurrence/,
    );
    await rejectAdd(
      recurring('week', { weekly_recurrence: 'a:1:{i:0;a:3:{s:3:"day";s:3:"mon";s:4:"from"' }),
      /weekly_recurrence/,
    );
    await rejectAdd(
      recurring('week', {
        weekly_recurrence: 'a:1:{i:0;a:3:{s:3:"day";s:3:"mon";s:4:"from";s:5:"18:00";s:2:"to";s:5:"20:00";}',
      }),
      /weekly_recurrence/,
    );
    await rejectAdd(recurring('week', { weekly_recurrence: '[{"day":"mon",' }), /weekly_recurrence/);
    await rejectAdd(recurring('week', { weekly_recurrence: 'every monday' }), /weekly_recurrence/);
    await rejectAdd(
      recurring('week', { weekly_recurrence: 'a:1:{i:0;s:3:"mon";}' }),
      /weekly_recurrence\[0\]/,
    );
    await rejectAdd(
      recurring('week', { weekly_recurrence: [{ day: 'mon' }] }),
      /weekly_recurrence\[0\]\.from/,
    );
    await rejectAdd(
      recurring('week', { weekly_recurrence: [{ day: 'mon', full_day: 'yes' }] }),
      /weekly_recurrence\[0\]\.full_day/,
    );
  });

  test('daily, monthly and yearly rules with missing or out-of-range parts', async () => {
    await rejectAdd(recurring('day', {}), /daily_recurrence/);
    await rejectAdd(recurring('day', { daily_recurrence: '{"from":"10:00"' }), /daily_recurrence/);
    await rejectAdd(recurring('month', {}), /monthly_recurrence/);
    await rejectAdd(
      recurring('month', {
        monthly_recurrence: { mode: 'fortnight', days: { day: 1, month: 1 }, full_day: 1 },
      }),
      /monthly_recurrence\.mode/,
    );
    await rejectAdd(
      recurring('month', { monthly_recurrence: { mode: 'day', days: { day: 32, month: 1 }, full_day: 1 } }),
      /monthly_recurrence\.days\.day/,
    );
    await rejectAdd(
      recurring('month', { monthly_recurrence: { mode: 'day', days: { day: 1, month: 13 }, full_day: 1 } }),
      /monthly_recurrence\.days\.month/,
    );
    await rejectAdd(
      recurring('month', {
        monthly_recurrence: {
          mode: 'week',
          days: { week_number: 6, week_day: 'mon', month: 1 },
          full_day: 1,
        },
      }),
      /week_number/,
    );
    await rejectAdd(
      recurring('year', { yearly_recurrence: { day: 30, month: 2, full_day: 1 } }),
      /yearly_recurrence\.day/,
    );
    await rejectAdd(
      recurring('year', { yearly_recurrence: { day: 1, month: 13, full_day: 1 } }),
      /yearly_recurrence\.month/,
    );
    await rejectAdd(
      recurring('year', { yearly_recurrence: { day: 1, month: 5 } }),
      /yearly_recurrence\.from/,
    );
  });

  test('a rule that yields no dates in the range', async () => {
    // 2027-04-06 is a Tuesday, 2027-04-11 a Sunday: no Monday in between.
    await rejectAdd(
      recurring('week', { weekly_recurrence: [{ day: 'mon', full_day: 1 }] }, '2027-04-06', '2027-04-11'),
      /date_from/,
    );
  });

  test('custom_color=1 without color, or a colour that is not hex', async () => {
    await rejectAdd(single({ custom_color: '1' }), /color/);
    await rejectAdd(single({ custom_color: '1', color: '' }), /color/);
    await rejectAdd(single({ custom_color: '1', color: 'blue' }), /color/);
    await rejectAdd(single({ custom_color: '3', color: '#ffffff' }), /custom_color/);
  });

  test('resource_parts missing, keyed by another resource, naming a foreign part or a non-id', async () => {
    await rejectAdd(single({ resource_parts: undefined }), /resource_parts/);
    await rejectAdd(single({ resource_parts: { [other]: [] } }), /resource_parts/);
    await rejectAdd(single({ resource_parts: { [venue.main]: [other] } }), /resource_parts/);
    await rejectAdd(single({ resource_parts: { [venue.main]: ['x'] } }), /resource_parts/);
    await rejectAdd(single({ resource_parts: '{"broken"' }), /resource_parts/);
    await rejectAdd(single({ resource_parts: [venue.parts[0]] }), /resource_parts/);
  });

  test('main_resource missing, or a part instead of a main resource', async () => {
    await rejectAdd(single({ main_resource: undefined }), /main_resource/);
    await rejectAdd(
      single({ main_resource: venue.parts[0], resource_parts: { [venue.parts[0]!]: [] } }),
      /main_resource/,
    );
    await rejectAdd(single({ main_resource: 'hall' }), /main_resource/);
  });

  test('other structured parameters of the wrong shape', async () => {
    await rejectAdd(single({ persons: ['x'] }), /persons/);
    await rejectAdd(single({ category_fields: 'nope' }), /category_fields/);
    await rejectAdd(single({ category_fields: { [venue.main]: 'x' } }), /category_fields/);
    await rejectAdd(
      single({ inventory: { [venue.main]: { 7: { checked: 'on', quantity: 0 } } } }),
      /inventory/,
    );
    await rejectAdd(
      single({ services: { [venue.main]: { x: { checked: 'on', quantity: 1 } } } }),
      /services/,
    );
    await rejectAdd(single({ customer_id: 'abc' }), /customer_id/);
    await rejectAdd(single({ customer_id: 999999 }), /not found/, { status: 404 });
  });

  test('a form-encoded request with a bad weekday is refused the same way', async () => {
    await rejectAdd(
      {
        ...recurring('week', { weekly_recurrence: [{ day: 'sonntag', from: '10:00', to: '11:00' }] }),
        resource_parts: JSON.stringify({ [venue.main]: [] }),
      },
      /weekly_recurrence\[0\]\.day/,
      { form: true },
    );
  });
});

describe('booking_add: the 1,000-instance bound', () => {
  test('a daily series over three years is refused', async () => {
    await rejectAdd(
      recurring('day', { daily_recurrence: { from: '10:00', to: '11:00' } }, '2027-01-01', '2029-12-31'),
      /1000/,
    );
  });

  test('dates x booked parts count: 501 dates on two parts is over the bound, on one part fine', async () => {
    const body = recurring(
      'day',
      { daily_recurrence: { from: '06:00', to: '07:00' } },
      '2028-01-01',
      '2029-05-15',
    );
    await rejectAdd({ ...body, resource_parts: { [venue.main]: venue.parts } }, /1000/);
    const id = await addBooking(m, { ...body, resource_parts: { [venue.main]: [venue.parts[0]] } });
    assert.equal((await spansOf(m, id)).length, 501);
  });

  test('exactly 1,000 instances are allowed', async () => {
    const id = await addBooking(m, {
      ...recurring('day', { daily_recurrence: { from: '05:00', to: '06:00' } }, '2030-01-01', '2032-09-26'),
      main_resource: other,
      resource_parts: { [other]: [] },
    });
    assert.equal((await spansOf(m, id)).length, 1000);
  });
});

describe('booking_save', () => {
  const save = (query: Record<string, string | number>) => m.get('/api/v2/booking_save', query);
  const reject = (query: Record<string, string | number>, pattern: RegExp, status = 400) =>
    expectRejectedWithoutWrites(stack, sql, () => save(query), status, pattern);
  const day = { resource_id: 0, date_from: '2027-04-20', date_to: '2027-04-20' };

  test('bad dates, times and statuses (with a customer: no customer is created either)', async () => {
    const base = {
      ...day,
      resource_id: venue.main,
      customer_email: 'never@bad.test',
      customer_first_name: 'Never',
    };
    await reject({ ...base, date_from: '2027-02-30', date_to: '2027-02-30' }, /date_from/);
    await reject({ ...base, date_to: '2027-04-19' }, /date_to/);
    await reject({ ...base, time_from: '10:00', time_to: '25:00' }, /time_to/);
    await reject({ ...base, time_from: '10:00', time_to: '09:00' }, /time_to/);
    await reject({ ...base, booking_status: 'pending' }, /booking_status/);
    await reject({ ...base, booking_status: 'gone' }, /booking_status/);
    await reject({ ...base, customer_salutation: 'Sir' }, /customer_salutation/);
    await reject({ date_from: '2027-04-20', date_to: '2027-04-20' }, /resource_id/);
    await reject({ ...base, resource_id: 'hall' }, /resource_id/);
    await reject({ ...base, booking_id: 999999 }, /not found/, 404);
  });

  test('a conflicting booking_save with a new customer creates neither booking nor customer', async () => {
    await addBooking(m, singleBody(venue.main, '2027-04-21', '10:00', '12:00'));
    await reject(
      {
        resource_id: venue.parts[1]!,
        date_from: '2027-04-21',
        date_to: '2027-04-21',
        time_from: '11:00',
        time_to: '13:00',
        customer_email: 'late@bad.test',
      },
      /^the time is already booked/,
      409,
    );
  });

  test('update: a resource of another venue, impossible dates (also for a series), end before start', async () => {
    const booking = await addBooking(m, singleBody(venue.main, '2027-04-22', '10:00', '12:00'));
    const series = await addBooking(
      m,
      recurring('day', { daily_recurrence: { from: '14:00', to: '15:00' } }, '2027-04-22', '2027-04-24'),
    );
    await reject(
      { booking_id: booking, resource_id: other, date_from: '2027-04-22', date_to: '2027-04-22' },
      /resource_id/,
    );
    await reject(
      { booking_id: booking, resource_id: venue.main, date_from: '2027-04-31', date_to: '2027-04-31' },
      /date_from/,
    );
    await reject(
      {
        booking_id: booking,
        resource_id: venue.main,
        date_from: '2027-04-22',
        date_to: '2027-04-22',
        time_from: '12:00',
        time_to: '11:00',
      },
      /time_to/,
    );
    await reject(
      {
        booking_id: series,
        resource_id: venue.main,
        date_from: '2027-02-30',
        date_to: '2027-02-30',
        booking_status: 'cancel',
      },
      /date_from/,
    );
    await reject(
      {
        booking_id: series,
        resource_id: other,
        date_from: '2027-04-22',
        date_to: '2027-04-22',
        booking_status: 'cancel',
      },
      /resource_id/,
    );
    assert.equal((await detailOf(m, booking)).status, 'live');
    assert.equal((await detailOf(m, series)).status, 'live');
    assert.deepEqual(await spansOf(m, booking), [['2027-04-22 10:00', '2027-04-22 12:00']]);
  });
});

describe('booking_list and booking/<id>', () => {
  const list = (query: Record<string, string | number>) =>
    m.get('/api/v2/booking_list', {
      resource_id: venue.main,
      date_from: '2027-04-01',
      date_to: '2027-04-30',
      ...query,
    });

  test('booking_list: bad dates, times, show_details and range', async () => {
    expectFailure(await list({ date_from: '2027-02-30' }), 400, /date_from/);
    expectFailure(await list({ date_to: '2027-03-31' }), 400, /date_to/);
    expectFailure(await list({ time_from: '25:00' }), 400, /time_from/);
    expectFailure(await list({ time_to: '24:01' }), 400, /time_to/);
    expectFailure(await list({ time_from: '12:00', time_to: '12:00' }), 400, /time_from|time_to/);
    expectFailure(await list({ show_details: 'yes' }), 400, /show_details/);
    expectFailure(await list({ date_to: '2029-04-30' }), 400, /date_from|date_to/);
    expectFailure(await list({ resource_id: 'x' }), 400, /resource_id/);
    expectFailure(
      await m.get('/api/v2/booking_list', { date_from: '2027-04-01', date_to: '2027-04-30' }),
      400,
      /resource_id/,
    );
  });

  test('the service itself refuses a list or search over more than 366 days, or reversed, before any work', async () => {
    const client = createGrpcClient(
      bookingsPackage().BookingsService,
      `127.0.0.1:${stack.bookings.port}`,
      5000,
    );
    const context = { managerId: m.managerId, timezone: m.timezone };
    const refused = async (call: Promise<unknown>, pattern: RegExp) => {
      const error = await call.then(
        () => assert.fail('the call succeeded'),
        (failure: unknown) => failure,
      );
      assert.ok(error instanceof DomainError, String(error));
      assert.equal(error.kind, 'invalid', error.message);
      assert.match(error.message, pattern);
    };
    const day = (year: number, month: number, date: number) => ({ year, month, day: date });
    // 366 days (2028 is a leap year) is the most: answered.
    const year = { start_date: day(2028, 1, 1), end_date: day(2028, 12, 31) };
    try {
      await client.call.ListBookings({ resource_id: venue.main, ...year }, context);
      await client.call.ListEvents(year, context);
      await client.call.Availability(
        { resource_ids: [venue.main], ...year, duration_minutes: 1440, conditions: [], limit: 0 },
        context,
      );
      // A day more, over the years the dates allow, or reversed: refused.
      for (const range of [
        { start_date: day(2028, 1, 1), end_date: day(2029, 1, 1) },
        { start_date: day(1900, 1, 1), end_date: day(2200, 12, 31) },
      ]) {
        await refused(
          client.call.ListBookings({ resource_id: venue.main, ...range }, context),
          /at most 366 days/,
        );
        await refused(client.call.ListEvents(range, context), /at most 366 days/);
        await refused(
          client.call.Availability(
            { resource_ids: [venue.main], ...range, duration_minutes: 1440, conditions: [], limit: 0 },
            context,
          ),
          /at most 366 days/,
        );
      }
      const reversed = { start_date: day(2028, 2, 1), end_date: day(2028, 1, 31) };
      await refused(
        client.call.ListBookings({ resource_id: venue.main, ...reversed }, context),
        /end_date must not be before start_date/,
      );
      await refused(client.call.ListEvents(reversed, context), /end_date must not be before start_date/);
    } finally {
      client.close();
    }
  });

  test('booking/<id>: not an id 400, unknown 404', async () => {
    expectFailure(await m.get('/api/v2/booking/abc'), 400, /id/);
    expectFailure(await m.get('/api/v2/booking/0'), 400, /id/);
    expectFailure(await m.get('/api/v2/booking/999999'), 404, /not found/);
  });
});
