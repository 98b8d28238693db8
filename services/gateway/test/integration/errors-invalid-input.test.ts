// Text Postgres cannot store (NUL, 22021) is the client's mistake: a 400 naming the rule, with
// nothing written, whichever service meets it (issue 7.5) — it used to be a 500. And a refusal by
// a route schema names the parameter and its allowed values (issue 15.6), through the real API.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type pg from 'pg';
import { INVALID_TEXT_MESSAGE } from '@venue/platform';
import { expectFailure, expectOk, newManager, openSql, rowCounts, startTestStack, type ApiAnswer, type TestManager, type TestStack } from '@venue/testing';

const NUL = '\u0000';

let stack: TestStack;
let sql: pg.Pool;
let m: TestManager;
let resourceId: number;

before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings'] });
  sql = openSql(stack);
  m = await newManager(stack);
  resourceId = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

// Every table a refused call might have written to. (Not the outboxes: the relay empties them
// at any moment; an event is written in the same transaction as its row.)
const TABLES = ['customers.customer', 'customers.customer_address', 'bookings.booking', 'bookings.booking_instance', 'resources.resource'];

async function refusedWithoutWrites(call: () => Promise<ApiAnswer>, message: string | RegExp = INVALID_TEXT_MESSAGE): Promise<void> {
  const before = await rowCounts(sql, TABLES);
  expectFailure(await call(), 400, message);
  assert.deepEqual(await rowCounts(sql, TABLES), before);
}

describe('NUL in a text field: 400 naming the rule, nothing written', () => {
  test('a customer name (JSON and form)', async () => {
    await refusedWithoutWrites(() => m.post('/api/v2/customer_add', { first_name: `Ann${NUL}e` }));
    await refusedWithoutWrites(() => m.post('/api/v2/customer_add', { first_name: 'Anne', last_name: `Smith${NUL}` }, { form: true }));
  });

  test('a customer edit keeps the customer as it was', async () => {
    const id = expectOk(await m.post('/api/v2/customer_add', { first_name: 'Berta', city: 'Bonn' }))[0].id as number;
    await refusedWithoutWrites(() => m.post('/api/v2/customer_edit', { customer_id: id, city: `Kö${NUL}ln` }));
    const { rows } = await sql.query<{ city: string }>('select city from customers.customer where id = $1', [id]);
    assert.equal(rows[0]!.city, 'Bonn');
    await refusedWithoutWrites(() => m.post('/api/v2/customer_address_add', { customer_id: id, address: [{ city: 'Bonn' }, { street: `Haupt${NUL}str.` }] }));
  });

  test('a booking title', async () => {
    await refusedWithoutWrites(() =>
      m.post('/api/v2/booking_add', {
        booking_mode: 'direct_booking',
        recurring: '0',
        date_from: '2027-03-01',
        date_to: '2027-03-01',
        time_from: '10:00',
        time_to: '11:00',
        main_resource: resourceId,
        resource_parts: { [resourceId]: [] },
        title: `Meeting${NUL}`,
      }),
    );
  });

  test('a resource title (resources names the field itself, before Postgres would)', async () => {
    await refusedWithoutWrites(() => m.post('/api/v2/resource_add', { title: `Room${NUL}` }), /^title must not contain NUL/);
  });
});

describe('a schema refusal names the parameter and the allowed values', () => {
  test('booking_save with an unknown booking_status', async () => {
    const answer = await m.get('/api/v2/booking_save', { resource_id: resourceId, date_from: '2027-03-01', date_to: '2027-03-01', booking_status: 'done' });
    expectFailure(answer, 400, 'booking_status must be one of live, draft, complete, cancel');
  });

  test('booking_list without date_from, and with a resource_id that is not a number', async () => {
    const range = { date_from: '2027-03-01', date_to: '2027-03-31' };
    expectFailure(await m.get('/api/v2/booking_list', { ...range, resource_id: 'x' }), 400, 'resource_id must be a whole number from 1 to 2147483647');
    expectFailure(await m.get('/api/v2/booking_list', { resource_id: resourceId, date_to: '2027-03-31' }), 400, 'date_from is required');
  });
});
