// GET/POST /api/v2/booking_save: creating one booking on a resource or a part (full day without
// times), updating dates, times, status and customer, and the inline customer (found or created
// by email, one per email).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type pg from 'pg';
import { expectOk, newManager, openSql, startTestStack, type ApiAnswer, type TestManager, type TestStack } from '@venue/testing';
import { addBooking, addVenue, detailOf, expectRejectedWithoutWrites, instancesOf, singleBody, spansOf } from './helpers.ts';

let stack: TestStack;
let sql: pg.Pool;
let m: TestManager;
let venue: { main: number; parts: number[] };

before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings'] });
  sql = openSql(stack);
  m = await newManager(stack);
  venue = await addVenue(m, 'Save Hall', ['Nave', 'Aisle']);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

const getSave = (query: Record<string, string | number>) => m.get('/api/v2/booking_save', query);

/** The id of a successful booking_save answer, checking its shape. */
function savedId(answer: ApiAnswer, message: string): number {
  const data = expectOk(answer);
  assert.deepEqual(answer.body, { data: [{ id: data[0].id, message }], total: 1, success: true });
  assert.ok(Number.isInteger(data[0].id));
  return data[0].id as number;
}

async function customers(): Promise<{ id: number; email: string; first_name: string; last_name: string; show_name: string; city: string | null }[]> {
  return expectOk(await m.get('/api/v2/customer_list'));
}

describe('creating', () => {
  test('GET on the main resource without times: a full day, live', async () => {
    const id = savedId(await getSave({ resource_id: venue.main, date_from: '2027-03-01', date_to: '2027-03-01' }), 'Booking created');
    assert.deepEqual(
      (await instancesOf(m, id)).map((i) => [i.resource_id, i.resource, i.from, i.to]),
      [[venue.main, 'Save Hall', '2027-03-01 00:00', '2027-03-02 00:00']],
    );
    assert.equal((await detailOf(m, id)).status, 'live');
  });

  test('on a part, over several days without times: full days; on the part only', async () => {
    const [nave, aisle] = venue.parts as [number, number];
    const id = savedId(await getSave({ resource_id: nave, date_from: '2027-03-02', date_to: '2027-03-04' }), 'Booking created');
    const detail = await detailOf(m, id);
    assert.equal(detail.resources[0].resource_id, venue.main);
    assert.deepEqual(
      detail.resources[0].instances.map((i: { resource_id: number; resource: string; from: string; to: string }) => [i.resource_id, i.resource, i.from, i.to]),
      [[nave, 'Save Hall / Nave', '2027-03-02 00:00', '2027-03-05 00:00']],
    );
    // The other part is still free.
    savedId(await getSave({ resource_id: aisle, date_from: '2027-03-03', date_to: '2027-03-03', time_from: '10:00', time_to: '11:00' }), 'Booking created');
  });

  test('POST as JSON and form-encoded with times and a status', async () => {
    const json = savedId(
      await m.post('/api/v2/booking_save', { resource_id: venue.main, date_from: '2027-03-10', date_to: '2027-03-10', time_from: '09:00', time_to: '10:30', booking_status: 'draft' }),
      'Booking created',
    );
    assert.deepEqual(await spansOf(m, json), [['2027-03-10 09:00', '2027-03-10 10:30']]);
    assert.equal((await detailOf(m, json)).status, 'draft');
    const form = savedId(
      await m.post(
        '/api/v2/booking_save',
        { resource_id: venue.main, date_from: '2027-03-10', date_to: '2027-03-11', time_from: '22:00', time_to: '02:00', booking_status: 'complete' },
        { form: true },
      ),
      'Booking created',
    );
    assert.deepEqual(await spansOf(m, form), [['2027-03-10 22:00', '2027-03-11 02:00']]);
    assert.equal((await detailOf(m, form)).status, 'complete');
  });

  test('created with booking_status=cancel: kept, not listed, not blocking', async () => {
    const id = savedId(
      await getSave({ resource_id: venue.main, date_from: '2027-03-12', date_to: '2027-03-12', time_from: '10:00', time_to: '11:00', booking_status: 'cancel' }),
      'Booking created',
    );
    assert.equal((await detailOf(m, id)).status, 'cancel');
    const list = expectOk(await m.get('/api/v2/booking_list', { resource_id: venue.main, date_from: '2027-03-12', date_to: '2027-03-12' }));
    assert.deepEqual(list, []);
    await addBooking(m, singleBody(venue.main, '2027-03-12', '10:00', '11:00'));
  });
});

describe('updating', () => {
  test('dates and times move a single booking; within the venue it may move to a part; the answer says updated', async () => {
    const id = await addBooking(m, singleBody(venue.main, '2027-04-01', '10:00', '12:00', { title: 'Kept' }));
    savedId(await getSave({ booking_id: id, resource_id: venue.main, date_from: '2027-04-02', date_to: '2027-04-02', time_from: '13:00', time_to: '15:00' }), 'Booking updated');
    assert.deepEqual(await spansOf(m, id), [['2027-04-02 13:00', '2027-04-02 15:00']]);
    const [nave] = venue.parts as [number];
    savedId(await getSave({ booking_id: id, resource_id: nave, date_from: '2027-04-02', date_to: '2027-04-02', time_from: '13:00', time_to: '15:00' }), 'Booking updated');
    const detail = await detailOf(m, id);
    assert.deepEqual(
      detail.resources[0].instances.map((i: { resource_id: number; resource: string }) => [i.resource_id, i.resource]),
      [[nave, 'Save Hall / Nave']],
    );
    assert.equal(detail.title, 'Kept', 'fields booking_save does not carry are kept');
    assert.equal(detail.status, 'live', 'the status is kept when booking_status is absent');
  });

  test('a series keeps its dates: with its own dates (or none), only status and customer change', async () => {
    const series = await addBooking(m, {
      ...singleBody(venue.main, '2027-04-05', '00:00', '00:00'),
      recurring: '1',
      date_to: '2027-04-09',
      recurrence_type: 'day',
      daily_recurrence: { from: '08:00', to: '09:00' },
    });
    const before = await spansOf(m, series);
    savedId(
      await getSave({ booking_id: series, resource_id: venue.main, date_from: '2027-04-05', date_to: '2027-04-09', booking_status: 'draft', customer_email: 'series@save.test', customer_last_name: 'Series' }),
      'Booking updated',
    );
    const detail = await detailOf(m, series);
    assert.deepEqual(await spansOf(m, series), before);
    assert.equal(detail.status, 'draft');
    const customer = (await customers()).find((c) => c.email === 'series@save.test');
    assert.ok(customer);
    assert.equal(detail.customer_id, String(customer.id));
  });

  test('a bad customer email is a 400 and nothing is written', async () => {
    await expectRejectedWithoutWrites(
      stack,
      sql,
      () => getSave({ resource_id: venue.main, date_from: '2027-04-20', date_to: '2027-04-20', customer_email: 'not-an-email' }),
      400,
      /customer_email/,
    );
  });
});

describe('inline customer', () => {
  test('two booking_save calls with the same email create one customer; the list shows its name', async () => {
    const before = (await customers()).length;
    const first = savedId(
      await getSave({
        resource_id: venue.main,
        date_from: '2027-06-01',
        date_to: '2027-06-01',
        time_from: '10:00',
        time_to: '11:00',
        customer_email: 'carla@save.test',
        customer_first_name: 'Carla',
        customer_last_name: 'Jones',
        customer_city: 'Bonn',
        customer_salutation: 'Ms/Mrs',
      }),
      'Booking created',
    );
    const second = savedId(
      await m.post('/api/v2/booking_save', {
        resource_id: venue.parts[1],
        date_from: '2027-06-02',
        date_to: '2027-06-02',
        customer_email: 'carla@save.test',
        customer_first_name: 'Someone',
        customer_last_name: 'Else',
      }),
      'Booking created',
    );
    const list = await customers();
    assert.equal(list.length, before + 1);
    const carla = list.filter((c) => c.email === 'carla@save.test');
    assert.equal(carla.length, 1);
    assert.equal(carla[0]!.first_name, 'Carla', 'an existing customer is not changed by a later booking');
    assert.equal(carla[0]!.city, 'Bonn');
    for (const id of [first, second]) assert.equal((await detailOf(m, id)).customer_id, String(carla[0]!.id));
    const bookings = expectOk(await m.get('/api/v2/booking_list', { resource_id: venue.main, date_from: '2027-06-01', date_to: '2027-06-02' }));
    assert.deepEqual(
      bookings.map((b: { id: number; customer: string; customer_id: string }) => [b.id, b.customer, b.customer_id]),
      [
        [first, 'Carla Jones', String(carla[0]!.id)],
        [second, 'Carla Jones', String(carla[0]!.id)],
      ],
    );
  });

  test('the customer can be set on an existing booking; another email is another customer', async () => {
    const id = savedId(await getSave({ resource_id: venue.main, date_from: '2027-06-03', date_to: '2027-06-03' }), 'Booking created');
    assert.equal((await detailOf(m, id)).customer_id, '');
    savedId(
      await getSave({ booking_id: id, resource_id: venue.main, date_from: '2027-06-03', date_to: '2027-06-03', customer_email: 'dan@save.test', customer_company: 'Dan GmbH' }),
      'Booking updated',
    );
    const dan = (await customers()).find((c) => c.email === 'dan@save.test');
    assert.ok(dan);
    assert.equal((await detailOf(m, id)).customer_id, String(dan.id));
    const list = expectOk(await m.get('/api/v2/booking_list', { resource_id: venue.main, date_from: '2027-06-03', date_to: '2027-06-03' }));
    assert.equal(list[0].customer, 'Dan GmbH');
  });

  test('concurrent booking_save calls with one new email still make one customer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        getSave({ resource_id: venue.main, date_from: `2027-07-${String(index + 1).padStart(2, '0')}`, date_to: `2027-07-${String(index + 1).padStart(2, '0')}`, customer_email: 'race@save.test' }),
      ),
    );
    const ids = answers.map((answer) => savedId(answer, 'Booking created'));
    const race = (await customers()).filter((c) => c.email === 'race@save.test');
    assert.equal(race.length, 1);
    for (const id of ids) assert.equal((await detailOf(m, id)).customer_id, String(race[0]!.id));
  });

  test('empty customer fields name no customer', async () => {
    const before = (await customers()).length;
    const id = savedId(await getSave({ resource_id: venue.main, date_from: '2027-06-04', date_to: '2027-06-04', customer_email: '', customer_first_name: '' }), 'Booking created');
    assert.equal((await detailOf(m, id)).customer_id, '');
    assert.equal((await customers()).length, before);
  });
});
