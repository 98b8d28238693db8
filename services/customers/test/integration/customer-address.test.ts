// POST /api/v2/customer_address_add (spec 4.14): several addresses per call, all written or none.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { expectFailure, expectOk, startTestStack, type TestStack } from '@venue/testing';
import { customersDb, newManager, tableCounts, type Manager, type SqlDb } from '../helpers/index.ts';

let stack: TestStack;
let db: SqlDb;
let m: Manager;
before(async () => {
  stack = await startTestStack({ services: ['customers'] });
  db = customersDb(stack);
  m = await newManager(stack);
});
after(async () => {
  await db?.destroy();
  await stack?.stop();
});

async function addresses(customerId: number) {
  return db
    .selectFrom('customer_address')
    .select(['id', 'manager_id', 'customer_id', 'address_type', 'fields'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
}

async function counts(): Promise<Record<string, number>> {
  await stack.customers.relay.flush();
  return tableCounts(db);
}

const FULL = {
  company_name: 'ACME GmbH',
  salutation: '1',
  salutation_title: '0',
  function: 'Accounting',
  first_name: 'Ann',
  last_name: 'Lee',
  street: 'Hauptstraße',
  house_number: '12b',
  zip: '10115',
  city: 'Berlin',
  country: 'de',
  UstID: 'DE123456789',
  address_type: 'secondary',
  phone: '+49 30 1',
  email: 'billing@acme.test',
  mobile: '+49 170 1',
};

test('several addresses as a JSON array: one {id, message} per address, every field stored', async () => {
  const id = await m.create({ first_name: 'Multi' });
  const answer = await m.addAddresses(id, [FULL, { city: 'Hamburg' }, { street: 'Side St', address_type: '' }]);
  expectOk(answer);
  assert.equal(answer.body.data.length, 3);
  assert.equal(answer.body.total, 3);
  for (const item of answer.body.data) {
    assert.deepEqual(Object.keys(item).sort(), ['id', 'message']);
    assert.ok(Number.isInteger(item.id));
    assert.equal(typeof item.message, 'string');
  }
  const rows = await addresses(id);
  assert.deepEqual(rows.map((r) => r.id), answer.body.data.map((d: { id: number }) => d.id), 'ids in the order sent');
  const { address_type, ...fields } = FULL;
  assert.deepEqual(rows[0], { id: rows[0]!.id, manager_id: m.managerId, customer_id: id, address_type, fields: { ...fields, country: 'DE' } });
  assert.deepEqual(rows[1]!.fields, { city: 'Hamburg' });
  assert.equal(rows[1]!.address_type, '');
  assert.deepEqual(rows[2]!.fields, { street: 'Side St' });
});

test('form-encoded address[0][city]=…: in index order, numbers not text order', async () => {
  const id = await m.create({ first_name: 'Form' });
  const body = `api_secret_key=${encodeURIComponent(m.apiKey)}&customer_id=${id}` +
    '&address[10][city]=Ten&address[2][city]=Two&address[2][country]=at&address[0][city]=Zero&address[0][address_type]=secondary';
  const answer = await stack.post('/api/v2/customer_address_add', body, { form: true });
  expectOk(answer);
  assert.equal(answer.body.data.length, 3);
  const rows = await addresses(id);
  assert.deepEqual(rows.map((r) => r.fields.city), ['Zero', 'Two', 'Ten']);
  assert.equal(rows[0]!.address_type, 'secondary');
  assert.equal(rows[1]!.fields.country, 'AT');
});

test('form-encoded through the usual bracket encoding', async () => {
  const id = await m.create({ first_name: 'Form2' });
  const answer = await m.addAddresses(id, [{ city: 'A', zip: '1' }, { city: 'B', email: 'b@b.test' }], { form: true });
  expectOk(answer);
  assert.deepEqual((await addresses(id)).map((r) => r.fields), [{ city: 'A', zip: '1' }, { city: 'B', email: 'b@b.test' }]);
});

test('one invalid address refuses the whole call: 400 and no address written', async () => {
  const id = await m.create({ first_name: 'AllOrNone' });
  const bad: [Record<string, string>, RegExp][] = [
    [{ city: 'X', address_type: 'bad' }, /address\[1\]\.address_type/],
    [{ city: 'X', country: 'Deutschland' }, /address\[1\]\.country/],
    [{ city: 'X', email: 'nope' }, /address\[1\]\.email/],
    [{ city: 'X', salutation: '2' }, /address\[1\]\.salutation/],
    [{ city: 'X', salutation_title: 'Dr' }, /address\[1\]\.salutation_title/],
    [{}, /address\[1\]/],
    [{ city: '   ' }, /address\[1\]/],
  ];
  for (const [second, message] of bad) {
    // An empty object has no form encoding: address[1] would simply be missing.
    for (const form of Object.keys(second).length > 0 ? [false, true] : [false]) {
      const before = await counts();
      const text = expectFailure(await m.addAddresses(id, [{ city: 'Fine' }, second, { city: 'Also fine' }], { form }), 400);
      assert.match(text, message);
      assert.deepEqual(await counts(), before);
    }
  }
  assert.deepEqual(await addresses(id), []);
});

test('a field over 255 characters is 400 and nothing is written', async () => {
  const id = await m.create({ first_name: 'Long' });
  const before = await counts();
  expectFailure(await m.addAddresses(id, [{ city: 'ok' }, { street: 'x'.repeat(256) }]), 400);
  assert.deepEqual(await counts(), before);
});

test('no address, or more than 50, is 400', async () => {
  const id = await m.create({ first_name: 'Count' });
  expectFailure(await m.addAddresses(id, []), 400);
  expectFailure(await stack.post('/api/v2/customer_address_add', { api_secret_key: m.apiKey, customer_id: id }), 400);
  const before = await counts();
  expectFailure(await m.addAddresses(id, Array.from({ length: 51 }, (_, i) => ({ city: `C${i}` }))), 400);
  assert.deepEqual(await counts(), before);
  expectOk(await m.addAddresses(id, Array.from({ length: 50 }, (_, i) => ({ city: `C${i}` }))));
  assert.equal((await addresses(id)).length, 50);
});

test('another manager\'s customer or an unknown one is 404 and nothing is written', async () => {
  const other = await newManager(stack);
  const theirs = await other.create({ first_name: 'Theirs' });
  const before = await counts();
  expectFailure(await m.addAddresses(theirs, [{ city: 'Intruder' }]), 404);
  expectFailure(await m.addAddresses(theirs, [{ city: 'Intruder' }], { form: true }), 404);
  expectFailure(await m.addAddresses(2_000_000_000, [{ city: 'Nowhere' }]), 404);
  assert.deepEqual(await counts(), before);
  assert.deepEqual(await addresses(theirs), []);
  // The owner can.
  expectOk(await other.addAddresses(theirs, [{ city: 'Home' }]));
});

test('addresses change nothing that customer_list shows', async () => {
  const id = await m.create({ first_name: 'Listed', city: 'Berlin' });
  const before = await m.shown(id);
  expectOk(await m.addAddresses(id, [{ city: 'Elsewhere', street: 'Other St' }]));
  assert.deepEqual(await m.shown(id), before);
});
