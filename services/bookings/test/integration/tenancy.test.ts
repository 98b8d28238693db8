// Every booking endpoint is scoped to the key's manager: another manager's resources, parts,
// bookings, customers and custom fields are "not found" (404), refused calls write nothing,
// and lists never show another manager's bookings.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type pg from 'pg';
import { expectFailure, expectOk, newManager, openSql, startTestStack, type TestManager, type TestStack } from '@venue/testing';
import { addBooking, addVenue, bookingAdd, detailOf, expectRejectedWithoutWrites, partsBody, singleBody } from './helpers.ts';

let stack: TestStack;
let sql: pg.Pool;
let a: TestManager;
let b: TestManager;
let venueA: { main: number; parts: number[] };
let venueB: { main: number; parts: number[] };
let single: number;
let series: number;
let customerA: number;
let fieldA: number;

before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings'] });
  sql = openSql(stack);
  a = await newManager(stack);
  b = await newManager(stack);
  venueA = await addVenue(a, 'A Hall', ['A Part']);
  venueB = await addVenue(b, 'B Hall', ['B Part']);
  customerA = expectOk(await a.post('/api/v2/customer_add', { first_name: 'Alice', email: 'alice@a.test' }))[0].id;
  fieldA = expectOk(await a.post('/api/internal/custom_field_add', { name: 'Seats', type: 'numeric' })).id;
  single = await addBooking(a, singleBody(venueA.main, '2027-03-01', '10:00', '12:00', { title: 'A only', customer_id: customerA }));
  series = await addBooking(a, {
    ...singleBody(venueA.main, '2027-03-02', '00:00', '00:00'),
    recurring: '1',
    date_to: '2027-03-05',
    recurrence_type: 'day',
    daily_recurrence: { from: '08:00', to: '09:00' },
  });
  await addBooking(b, singleBody(venueB.main, '2027-03-01', '10:00', '12:00', { title: 'B own' }));
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

const NOT_FOUND = /not found/;

describe("another manager's resources", () => {
  test('booking_add on main_resource of A: 404, nothing written', async () => {
    await expectRejectedWithoutWrites(stack, sql, () => bookingAdd(b, singleBody(venueA.main, '2027-03-10', '10:00', '11:00')), 404, NOT_FOUND);
    await expectRejectedWithoutWrites(
      stack,
      sql,
      () => bookingAdd(b, partsBody(venueA.main, venueA.parts, '2027-03-10', '10:00', '11:00', { booking_mode: 'booking_request' })),
      404,
      NOT_FOUND,
    );
  });

  test("booking_add with A's part under B's main, A's customer, A's custom field: 404 like missing ones", async () => {
    await expectRejectedWithoutWrites(
      stack,
      sql,
      () => bookingAdd(b, partsBody(venueB.main, venueA.parts, '2027-03-10', '10:00', '11:00')),
      404,
      new RegExp(`^resource ${venueA.parts[0]} not found$`),
    );
    await expectRejectedWithoutWrites(stack, sql, () => bookingAdd(b, singleBody(venueB.main, '2027-03-10', '10:00', '11:00', { customer_id: customerA })), 404);
    await expectRejectedWithoutWrites(
      stack,
      sql,
      () => bookingAdd(b, singleBody(venueB.main, '2027-03-10', '10:00', '11:00', { category_fields: { [venueB.main]: { [fieldA]: '5' } } })),
      404,
      new RegExp(`^custom field ${fieldA} not found$`),
    );
  });

  test('booking_save on resource_id of A (main or part): 404, nothing written, no customer created', async () => {
    for (const resource of [venueA.main, ...venueA.parts]) {
      await expectRejectedWithoutWrites(
        stack,
        sql,
        () => b.get('/api/v2/booking_save', { resource_id: resource, date_from: '2027-03-11', date_to: '2027-03-11', customer_email: 'walk@in.test' }),
        404,
        NOT_FOUND,
      );
      await expectRejectedWithoutWrites(
        stack,
        sql,
        () => b.post('/api/v2/booking_save', { resource_id: resource, date_from: '2027-03-11', date_to: '2027-03-11', time_from: '10:00', time_to: '11:00' }),
        404,
        NOT_FOUND,
      );
    }
  });

  test('booking_list on resource_id of A (main or part): 404', async () => {
    for (const resource of [venueA.main, ...venueA.parts]) {
      expectFailure(await b.get('/api/v2/booking_list', { resource_id: resource, date_from: '2027-03-01', date_to: '2027-03-31' }), 404, NOT_FOUND);
    }
  });

  test('availability on resource_id of A, alone or among own ids: 404', async () => {
    for (const ids of [String(venueA.main), String(venueA.parts[0]), `${venueB.main},${venueA.main}`]) {
      expectFailure(await b.get('/api/v2/availability', { resource_id: ids, date_from: '2027-03-01', date_to: '2027-03-01' }), 404, NOT_FOUND);
    }
  });
});

describe("another manager's bookings", () => {
  test('booking/<id> of A: 404 for B, for the single booking and the series', async () => {
    for (const id of [single, series]) {
      expectFailure(await b.get(`/api/v2/booking/${id}`), 404, NOT_FOUND);
      assert.equal((await detailOf(a, id)).id, id);
    }
  });

  test('booking_save with booking_id of A: 404 whatever resource_id, and the booking is unchanged', async () => {
    for (const id of [single, series]) {
      for (const resource of [venueB.main, venueA.main]) {
        await expectRejectedWithoutWrites(
          stack,
          sql,
          () =>
            b.get('/api/v2/booking_save', {
              booking_id: id,
              resource_id: resource,
              date_from: '2027-03-20',
              date_to: '2027-03-20',
              booking_status: 'cancel',
              customer_email: 'thief@b.test',
            }),
          404,
          NOT_FOUND,
        );
      }
    }
    const detail = await detailOf(a, single);
    assert.equal(detail.status, 'live');
    assert.equal(detail.customer_id, String(customerA));
    assert.deepEqual(
      detail.resources[0].instances.map((i: { from: string }) => i.from),
      ['2027-03-01 10:00'],
    );
    assert.deepEqual(expectOk(await b.get('/api/v2/customer_list')), [], 'B has no customers');
  });

  test("lists never show A's bookings; availability without resource_id covers only B's resources", async () => {
    const listB = expectOk(await b.get('/api/v2/booking_list', { resource_id: venueB.main, date_from: '2027-03-01', date_to: '2027-03-31' }));
    assert.deepEqual(
      listB.map((x: { title: string }) => x.title),
      ['B own'],
    );
    const partB = expectOk(await b.get('/api/v2/booking_list', { resource_id: venueB.parts[0]!, date_from: '2027-03-01', date_to: '2027-03-31' }));
    assert.deepEqual(
      partB.map((x: { title: string }) => x.title),
      ['B own'],
    );
    const listA = expectOk(await a.get('/api/v2/booking_list', { resource_id: venueA.main, date_from: '2027-03-01', date_to: '2027-03-31' }));
    assert.deepEqual(
      listA.map((x: { id: number }) => x.id),
      [single, series],
    );
    const free = expectOk(await b.get('/api/v2/availability', { date_from: '2027-03-01', date_to: '2027-03-01', duration: '02:00' }));
    assert.deepEqual(
      free.map((r: { resource_id: number }) => r.resource_id),
      [venueB.main],
    );
    // B's own booking 10:00–12:00 is the only gap.
    assert.deepEqual(
      free[0].dates['2027-03-01'].map((s: { time_from: string }) => s.time_from),
      ['00:00', '02:00', '04:00', '06:00', '08:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00'],
    );
  });

  test("A's bookings never block B, and B's never block A", async () => {
    await addBooking(b, singleBody(venueB.main, '2027-03-02', '08:00', '09:00'));
    await addBooking(a, partsBody(venueA.main, venueA.parts, '2027-03-01', '13:00', '14:00'));
    await addBooking(b, singleBody(venueB.main, '2027-03-01', '13:00', '14:00'));
  });
});
