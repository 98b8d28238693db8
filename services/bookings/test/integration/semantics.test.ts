// Booking semantics a careful client relies on (issue #15): an update changes only what it
// names, every refusal says why, opening times and holidays hold for bookings as they do for
// availability, instance ids survive updates, and what the API emits it accepts back.
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
  expectRejectedWithoutWrites,
  instancesOf,
  localText,
  partsBody,
  singleBody,
  spansOf,
} from './helpers.ts';

let stack: TestStack;
let sql: pg.Pool;
let m: TestManager;
/** Open Mon 09:00–12:00 and 14:00–18:00, Tue all day, closed otherwise; holiday 2027-06-15 (Tue). */
let hall: { main: number; parts: number[] };
/** No opening times: always open. */
let open: { main: number; parts: number[] };

// 2027-06-07 is a Monday; 2027-06-11 a Friday.
const MON = '2027-06-07';
const TUE = '2027-06-08';
const FRI = '2027-06-11';
const HOLIDAY = '2027-06-15';

before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings'] });
  sql = openSql(stack);
  m = await newManager(stack, { timezone: 'Europe/Berlin' });
  hall = await addVenue(m, 'Hall', ['North', 'South']);
  open = await addVenue(m, 'Open', ['Left', 'Right']);
  expectOk(
    await m.post('/api/internal/opening_times_set', {
      resource_id: hall.main,
      opening_times: [
        { weekday: 'mon', from: '09:00', to: '12:00' },
        { weekday: 'mon', from: '14:00', to: '18:00' },
        { weekday: 'tue', from: '00:00', to: '24:00' },
      ],
    }),
  );
  expectOk(await m.post('/api/internal/holiday_add', { resource_id: hall.main, title: 'Feast', from: HOLIDAY, to: HOLIDAY }));
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

const save = (query: Record<string, string | number>) => m.get('/api/v2/booking_save', query);

describe('1. an update changes only what it names', () => {
  test('a status-only update keeps times and instance ids; cancel frees the time without moving it', async () => {
    const id = await addBooking(m, singleBody(open.main, '2027-07-01', '10:00', '12:00'));
    const [before] = await instancesOf(m, id);
    expectOk(await save({ booking_id: id, resource_id: open.main, date_from: '2027-07-01', date_to: '2027-07-01', booking_status: 'draft' }));
    assert.deepEqual(await spansOf(m, id), [['2027-07-01 10:00', '2027-07-01 12:00']]);
    assert.equal((await instancesOf(m, id))[0]!.id, before!.id, 'the instance keeps its id');
    // The rest of the day is not blocked by the draft.
    await addBooking(m, singleBody(open.main, '2027-07-01', '14:00', '15:00'));
    expectOk(await save({ booking_id: id, resource_id: open.main, date_from: '2027-07-01', date_to: '2027-07-01', booking_status: 'cancel' }));
    assert.deepEqual(await spansOf(m, id), [['2027-07-01 10:00', '2027-07-01 12:00']]);
    assert.equal((await detailOf(m, id)).status, 'cancel');
  });

  test('without dates and times, an update keeps them; a new date keeps the times of day', async () => {
    const id = await addBooking(m, singleBody(open.main, '2027-07-02', '10:00', '12:00'));
    expectOk(await save({ booking_id: id, resource_id: open.main, booking_status: 'draft' }));
    assert.deepEqual(await spansOf(m, id), [['2027-07-02 10:00', '2027-07-02 12:00']]);
    const instanceId = (await instancesOf(m, id))[0]!.id;
    expectOk(await save({ booking_id: id, resource_id: open.main, date_from: '2027-07-03', date_to: '2027-07-03' }));
    assert.deepEqual(await spansOf(m, id), [['2027-07-03 10:00', '2027-07-03 12:00']]);
    assert.equal((await instancesOf(m, id))[0]!.id, instanceId, 'a moved instance keeps its id');
    expectOk(await save({ booking_id: id, resource_id: open.main, time_from: '08:00', time_to: '09:30' }));
    assert.deepEqual(await spansOf(m, id), [['2027-07-03 08:00', '2027-07-03 09:30']]);
  });

  test('a new booking without dates is a 400 naming them', async () => {
    expectFailure(await save({ resource_id: open.main }), 400, /date_from/);
  });
});

describe('2. half-given times', () => {
  test('one time without the other is a 400 naming the missing one, and nothing is written', async () => {
    await expectRejectedWithoutWrites(
      stack,
      sql,
      () => save({ resource_id: open.main, date_from: '2027-07-05', date_to: '2027-07-05', time_from: '10:00' }),
      400,
      /time_to/,
    );
    await expectRejectedWithoutWrites(
      stack,
      sql,
      () => save({ resource_id: open.main, date_from: '2027-07-05', date_to: '2027-07-05', time_to: '10:00' }),
      400,
      /time_from/,
    );
    const id = await addBooking(m, singleBody(open.main, '2027-07-05', '10:00', '12:00'));
    expectFailure(await save({ booking_id: id, resource_id: open.main, time_to: '13:00' }), 400, /time_from/);
  });
});

describe('3. a series keeps its dates', () => {
  const weekly = (extra: Record<string, unknown> = {}) => ({
    booking_mode: 'direct_booking',
    recurring: '1',
    recurrence_type: 'week',
    weekly_recurrence: [{ day: 'wed', from: '18:00', to: '20:00' }],
    date_from: '2027-08-04',
    date_to: '2027-08-25',
    time_from: '00:00',
    time_to: '00:00',
    main_resource: open.main,
    resource_parts: { [open.main]: [] },
    ...extra,
  });

  test('a date change is refused with 422 and changes nothing; a status change is done', async () => {
    const id = await addBooking(m, weekly());
    const spans = await spansOf(m, id);
    const message = await expectRejectedWithoutWrites(
      stack,
      sql,
      () => save({ booking_id: id, resource_id: open.main, date_from: '2027-08-05', date_to: '2027-08-05' }),
      422,
    );
    assert.match(message, /recurring|series/);
    assert.deepEqual(await spansOf(m, id), spans);
    expectOk(await save({ booking_id: id, resource_id: open.main, booking_status: 'draft' }));
    assert.equal((await detailOf(m, id)).status, 'draft');
    assert.deepEqual(await spansOf(m, id), spans);
  });

  test('10. recurring=1 without time_from/time_to is a 400 naming them', async () => {
    const body = weekly({ date_from: '2027-09-01', date_to: '2027-09-30' });
    delete (body as Record<string, unknown>).time_from;
    delete (body as Record<string, unknown>).time_to;
    expectFailure(await bookingAdd(m, body), 400, /time_from/);
    expectFailure(await bookingAdd(m, { ...body, time_from: '00:00' }), 400, /time_to/);
  });
});

describe('4. opening times and holidays', () => {
  test('inside opening times: booked; outside, on a closed weekday or on a holiday: 422 naming the date', async () => {
    await addBooking(m, singleBody(hall.main, MON, '09:00', '10:00'));
    await addBooking(m, partsBody(hall.main, [hall.parts[0]!], TUE, '22:00', '24:00'));
    const outside = await expectRejectedWithoutWrites(stack, sql, () => bookingAdd(m, singleBody(hall.main, MON, '11:00', '13:00')), 422);
    assert.match(outside, new RegExp(MON));
    assert.match(await expectRejectedWithoutWrites(stack, sql, () => bookingAdd(m, singleBody(hall.main, FRI, '10:00', '11:00')), 422), new RegExp(FRI));
    assert.match(
      await expectRejectedWithoutWrites(stack, sql, () => bookingAdd(m, partsBody(hall.main, [hall.parts[1]!], HOLIDAY, '10:00', '11:00')), 422),
      new RegExp(HOLIDAY),
    );
    // Requests too, and booking_save.
    await expectRejectedWithoutWrites(stack, sql, () => bookingAdd(m, singleBody(hall.main, FRI, '10:00', '11:00', { booking_mode: 'booking_request' })), 422);
    await expectRejectedWithoutWrites(stack, sql, () => save({ resource_id: hall.main, date_from: FRI, date_to: FRI, time_from: '10:00', time_to: '11:00' }), 422);
  });

  test('a series with one closed date is refused naming only that date', async () => {
    const series = (dateTo: string) => ({
      booking_mode: 'direct_booking',
      recurring: '1',
      recurrence_type: 'day',
      daily_recurrence: { from: '10:00', to: '11:00' },
      date_from: '2027-06-21',
      date_to: dateTo,
      time_from: '00:00',
      time_to: '00:00',
      main_resource: hall.main,
      resource_parts: { [hall.main]: [] },
    });
    // Monday 10–11 is open, Tuesday is open all day, Wednesday is closed.
    const message = await expectRejectedWithoutWrites(stack, sql, () => bookingAdd(m, series('2027-06-23')), 422);
    assert.match(message, /2027-06-23 10:00–11:00/);
    assert.doesNotMatch(message, /2027-06-2[12]/);
    await addBooking(m, series('2027-06-22'));
  });

  test('ignore_opening_times=1 overrides; a resource without opening times is always open', async () => {
    await addBooking(m, singleBody(hall.main, FRI, '10:00', '11:00', { ignore_opening_times: '1' }));
    await addBooking(m, singleBody(open.main, FRI, '03:00', '04:00'));
    expectOk(await save({ resource_id: hall.main, date_from: HOLIDAY, date_to: HOLIDAY, time_from: '10:00', time_to: '11:00', ignore_opening_times: '1' }));
  });

  test('moving a booking out of the opening times is refused', async () => {
    const id = await addBooking(m, singleBody(hall.main, '2027-06-28', '15:00', '16:00'));
    await expectRejectedWithoutWrites(stack, sql, () => save({ booking_id: id, resource_id: hall.main, date_from: '2027-07-02', date_to: '2027-07-02' }), 422);
    assert.deepEqual(await spansOf(m, id), [['2027-06-28 15:00', '2027-06-28 16:00']]);
  });
});

describe('6. limits and 7. round trips', () => {
  test('availability limit=0 is a 400', async () => {
    expectFailure(await m.get('/api/v2/availability', { resource_id: open.main, date_from: '2027-07-01', date_to: '2027-07-01', limit: 0 }), 400, /limit/);
  });

  test("24:00 is accepted as an end time; availability's last slot can be booked as given", async () => {
    const date = '2027-10-04';
    const answer = expectOk(await m.get('/api/v2/availability', { resource_id: open.parts[1]!, date_from: date, date_to: date }));
    const last = answer[0].dates[date].at(-1);
    assert.deepEqual(last, { time_from: '23:00', time_to: '24:00' });
    const id = await addBooking(m, partsBody(open.main, [open.parts[1]!], date, last.time_from, last.time_to));
    assert.deepEqual(await spansOf(m, id), [[`${date} 23:00`, '2027-10-05 00:00']]);
    expectOk(await save({ resource_id: open.parts[0]!, date_from: date, date_to: date, time_from: '22:00', time_to: '24:00' }));
  });

  test('a booking without a custom colour has the documented default hex colour, in list and detail', async () => {
    const id = await addBooking(m, singleBody(open.main, '2027-10-06', '10:00', '11:00'));
    assert.equal((await detailOf(m, id)).color, '#3a87ad');
    const list = expectOk(await m.get('/api/v2/booking_list', { resource_id: open.main, date_from: '2027-10-06', date_to: '2027-10-06' }));
    assert.equal(list.find((b: { id: number }) => b.id === id).color, '#3a87ad');
  });

  test("a resource with no slot in the whole range has dates [], otherwise an object keyed by date", async () => {
    const answer = expectOk(await m.get('/api/v2/availability', { resource_id: `${hall.main},${open.main}`, date_from: HOLIDAY, date_to: HOLIDAY }));
    assert.deepEqual(answer[0], { resource_id: hall.main, dates: [] });
    assert.equal(Array.isArray(answer[1].dates), false);
    assert.equal(answer[1].dates[HOLIDAY].length > 0, true);
  });
});

describe('8. no silent changes', () => {
  test('booking_save naming one part of a two-part booking keeps both parts; another part is a 422', async () => {
    const [left, right] = open.parts as [number, number];
    const id = await addBooking(m, partsBody(open.main, [left, right], '2027-11-01', '10:00', '11:00'));
    const ids = (await instancesOf(m, id)).map((i) => [i.id, i.resource_id]);
    expectOk(await save({ booking_id: id, resource_id: left, booking_status: 'draft' }));
    assert.deepEqual((await instancesOf(m, id)).map((i) => [i.id, i.resource_id]), ids);
    expectOk(await save({ booking_id: id, resource_id: open.main, date_from: '2027-11-02', date_to: '2027-11-02' }));
    assert.deepEqual(
      (await instancesOf(m, id)).map((i) => [i.id, i.resource_id, i.from]),
      ids.map(([instance, resource]) => [instance, resource, '2027-11-02 10:00']),
    );
    const single = await addBooking(m, partsBody(open.main, [left], '2027-11-03', '10:00', '11:00'));
    expectOk(await save({ booking_id: single, resource_id: right, booking_status: 'live' }));
    assert.deepEqual((await instancesOf(m, single)).map((i) => i.resource_id), [right], 'a one-resource booking moves to the named part');
    await expectRejectedWithoutWrites(stack, sql, () => save({ booking_id: id, resource_id: hall.parts[0]! }), 400, /resource_id/);
  });

  test('persons are refused until Venue manages persons', async () => {
    await expectRejectedWithoutWrites(stack, sql, () => bookingAdd(m, singleBody(open.main, '2027-11-04', '10:00', '11:00', { persons: [1, 2] })), 422, /persons/);
    await addBooking(m, singleBody(open.main, '2027-11-04', '10:00', '11:00', { persons: [] }));
  });

  test('a time inside a DST gap is refused, whatever its length', async () => {
    // 2027-03-28: Berlin's clocks jump from 02:00 to 03:00.
    for (const [from, to] of [
      ['02:15', '02:45'],
      ['02:00', '03:00'],
      ['01:00', '02:30'],
    ]) {
      const message = await expectRejectedWithoutWrites(stack, sql, () => bookingAdd(m, singleBody(open.main, '2027-03-28', from!, to!)), 400);
      assert.match(message, /does not exist/);
    }
    await addBooking(m, singleBody(open.main, '2027-03-28', '01:00', '03:00'));
  });
});

describe('9. PHP-style form lists', () => {
  test('resource_parts[R][]=P1&resource_parts[R][]=P2 books both parts; persons[]= is read as a list', async () => {
    const [left, right] = open.parts as [number, number];
    const body = new URLSearchParams({
      api_secret_key: m.apiKey,
      booking_mode: 'direct_booking',
      recurring: '0',
      date_from: '2027-11-10',
      date_to: '2027-11-10',
      time_from: '10:00',
      time_to: '11:00',
      main_resource: String(open.main),
    });
    body.append(`resource_parts[${open.main}][]`, String(left));
    body.append(`resource_parts[${open.main}][]`, String(right));
    const answer = await fetch(`${stack.baseUrl}/api/v2/booking_add`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    const json = (await answer.json()) as { data: { id: number }[] };
    assert.equal(answer.status, 200, JSON.stringify(json));
    assert.deepEqual((await instancesOf(m, json.data[0]!.id)).map((i) => i.resource_id).sort(), [left, right].sort());
    body.set('date_from', '2027-11-11');
    body.set('date_to', '2027-11-11');
    body.append('persons[]', '1');
    body.append('persons[]', '2');
    const persons = await fetch(`${stack.baseUrl}/api/v2/booking_add`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    assert.equal(persons.status, 422, 'a list of persons is read, then refused as persons are not managed');
  });
});

describe('11. time moves forward', () => {
  test('availability today offers no slot that has begun; a request in the past is refused; a direct booking in the past is kept', async () => {
    const now = new Date();
    const today = localText(now, m.timezone).slice(0, 10);
    const nowText = localText(now, m.timezone).slice(11);
    const answer = expectOk(await m.get('/api/v2/availability', { resource_id: open.main, date_from: today, date_to: addDays(today, 1), duration: '00:30' }));
    const slots = Array.isArray(answer[0].dates) ? [] : (answer[0].dates[today] ?? []);
    for (const slot of slots as { time_from: string }[]) assert.ok(slot.time_from >= nowText, `${slot.time_from} has begun (now ${nowText})`);
    const past = addDays(today, -3);
    await expectRejectedWithoutWrites(stack, sql, () => bookingAdd(m, singleBody(open.main, past, '10:00', '11:00', { booking_mode: 'booking_request' })), 422, /past/);
    await addBooking(m, singleBody(open.main, past, '10:00', '11:00'));
  });
});
