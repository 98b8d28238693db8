// GET /api/v2/customer_list: every field of spec 2.6 with its exact type, and a list of 50,000.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { isoInZone } from '@venue/platform';
import { expectOk, startTestStack, type TestStack } from '@venue/testing';
import { customersDb, ISO_WITH_OFFSET, listed, newManager, type ListedCustomer, type SqlDb } from '../helpers/index.ts';

let stack: TestStack;
let db: SqlDb;
before(async () => {
  stack = await startTestStack({ services: ['customers'] });
  db = customersDb(stack);
});
after(async () => {
  await db?.destroy();
  await stack?.stop();
});

const FIELDS = [
  'id',
  'email',
  'company_name',
  'first_name',
  'last_name',
  'show_name',
  'created',
  'customer_created_date',
  'customer_id',
  'customer_number',
  'customer_number_prefix',
  'tags',
  'groups',
  'street',
  'zip',
  'city',
  'phone',
  'noletter',
  'color',
  'salutation',
  'country',
  'house_number',
  'customer_account_number',
  'salutation_title',
  'last_login',
].sort();

const NULLABLE = [
  'street',
  'zip',
  'city',
  'phone',
  'noletter',
  'color',
  'salutation',
  'country',
  'house_number',
  'customer_account_number',
  'salutation_title',
] as const;

/** The type rules of 2.6 for one listed customer. */
function assertCustomerShape(c: ListedCustomer): void {
  assert.deepEqual(Object.keys(c).sort(), FIELDS, 'exactly the fields of 2.6');
  assert.ok(Number.isInteger(c.id) && c.id > 0);
  assert.equal(c.customer_id, c.id, 'customer_id equals id');
  for (const name of ['email', 'company_name', 'first_name', 'last_name', 'show_name']) assert.equal(typeof c[name], 'string', name);
  assert.match(c.created, ISO_WITH_OFFSET);
  assert.equal(c.customer_created_date, c.created);
  assert.ok(c.customer_number === null || Number.isInteger(c.customer_number), 'customer_number integer or null');
  assert.ok(c.customer_number_prefix === null || typeof c.customer_number_prefix === 'string');
  assert.notEqual(c.customer_number_prefix, '');
  for (const name of NULLABLE) {
    const value = c[name];
    assert.ok(value === null || (typeof value === 'string' && value !== ''), `${name} is null or a non-empty string, got ${JSON.stringify(value)}`);
  }
  assert.equal(c.last_login, '', 'no logins yet');
  assert.ok(Array.isArray(c.tags) && Array.isArray(c.groups));
  for (const t of c.tags) {
    assert.deepEqual(Object.keys(t).sort(), ['customer_id', 'id', 'key', 'tag', 'value']);
    assert.ok(Number.isInteger(t.id));
    assert.equal(t.customer_id, c.id);
    assert.equal(t.key, 'tag');
    assert.equal(t.value, String(t.tag.id));
    assert.deepEqual(Object.keys(t.tag).sort(), ['created_by', 'created_date', 'id', 'manager_id', 'tag_name']);
    assert.ok(Number.isInteger(t.tag.id) && Number.isInteger(t.tag.manager_id) && Number.isInteger(t.tag.created_by));
    assert.equal(typeof t.tag.tag_name, 'string');
    assert.match(t.tag.created_date, ISO_WITH_OFFSET);
  }
  for (const g of c.groups) {
    assert.deepEqual(Object.keys(g).sort(), ['customer_id', 'group', 'id', 'key', 'value']);
    assert.ok(Number.isInteger(g.id));
    assert.equal(g.customer_id, c.id);
    assert.equal(g.key, 'group');
    assert.equal(g.value, String(g.group.id));
    assert.deepEqual(Object.keys(g.group).sort(), ['defult_group', 'description', 'id', 'name', 'public_group', 'user_id']);
    assert.ok(Number.isInteger(g.group.id) && Number.isInteger(g.group.user_id));
    assert.equal(typeof g.group.name, 'string');
    assert.equal(typeof g.group.description, 'string');
    assert.ok(g.group.public_group === 0 || g.group.public_group === 1);
    assert.ok(g.group.defult_group === 0 || g.group.defult_group === 1);
  }
}

test('a bare customer: every 2.6 field present, the nullable ones null (never ""), last_login ""', async () => {
  const m = await newManager(stack);
  const id = await m.create({ first_name: 'Ann', last_name: 'Lee' });
  const answer = await m.list();
  expectOk(answer);
  assert.equal(answer.body.total, 1);
  const [c] = listed(answer);
  assert.ok(c);
  assertCustomerShape(c);
  assert.equal(c.id, id);
  for (const name of NULLABLE) assert.equal(c[name], null, name);
  assert.equal(c.customer_number, null);
  assert.equal(c.customer_number_prefix, null);
  assert.equal(c.email, '');
  assert.equal(c.company_name, '');
  assert.deepEqual(c.tags, []);
  assert.deepEqual(c.groups, []);
  assert.equal(c.show_name, 'Ann Lee');
});

test('fields sent empty are still null, never ""', async () => {
  const m = await newManager(stack);
  const fields = Object.fromEntries(NULLABLE.filter((n) => n !== 'noletter').map((n) => [n, '']));
  await m.create({ company_name: 'Empty Ltd', ...fields, customer_newsletter: '', customer_number: '', customer_number_prefix: '', email: '' });
  const [c] = listed(await m.list());
  assert.ok(c);
  assertCustomerShape(c);
  for (const name of NULLABLE) assert.equal(c[name], null, name);
  assert.equal(c.customer_number, null);
  assert.equal(c.customer_number_prefix, null);
});

test('a full customer: values, types, tags with tag_name, groups with name, public_group and defult_group', async () => {
  const m = await newManager(stack);
  const vip = await m.addGroup('VIP', { description: 'best', public_group: 1 });
  const staff = await m.addGroup('Staff');
  const id = await m.create({
    email: 'ann@example.com',
    company_name: 'ACME',
    first_name: 'Ann',
    last_name: 'Lee',
    customer_number: '1001',
    customer_number_prefix: 'K-',
    customer_tags: 'Regular, vip',
    customer_group_id: `${vip},${staff}`,
    default_customer_group: String(staff),
    street: 'Main St',
    house_number: '5a',
    zip: '10115',
    city: 'Berlin',
    phone: '+49 30 123',
    customer_newsletter: '1',
    color: '#A1B2C3',
    salutation: '1',
    country: 'de',
    customer_account_number: 'ACC-7',
    salutation_title: '0',
  });
  const answer = await m.list();
  expectOk(answer);
  const [c] = listed(answer);
  assert.ok(c);
  assertCustomerShape(c);
  assert.equal(c.id, id);
  assert.equal(c.email, 'ann@example.com');
  assert.equal(c.show_name, 'ACME', 'company before names');
  assert.equal(c.customer_number, 1001);
  assert.equal(c.customer_number_prefix, 'K-');
  assert.equal(c.street, 'Main St');
  assert.equal(c.house_number, '5a');
  assert.equal(c.zip, '10115');
  assert.equal(c.city, 'Berlin');
  assert.equal(c.phone, '+49 30 123');
  assert.equal(c.noletter, '0', 'newsletter wanted, so noletter is "0"');
  assert.equal(c.color, '#a1b2c3');
  assert.equal(c.salutation, '1');
  assert.equal(c.country, 'DE');
  assert.equal(c.customer_account_number, 'ACC-7');
  assert.equal(c.salutation_title, '0');
  assert.deepEqual(
    c.tags.map((t) => t.tag.tag_name),
    ['Regular', 'vip'],
  );
  for (const t of c.tags) {
    assert.equal(t.tag.manager_id, m.managerId);
    assert.equal(t.tag.created_by, m.managerId);
  }
  const groups = Object.fromEntries(c.groups.map((g) => [g.group.name, g]));
  assert.deepEqual(Object.keys(groups).sort(), ['Staff', 'VIP']);
  assert.deepEqual(groups.VIP!.group, { id: vip, user_id: m.managerId, name: 'VIP', description: 'best', public_group: 1, defult_group: 0 });
  assert.deepEqual(groups.Staff!.group, { id: staff, user_id: m.managerId, name: 'Staff', description: '', public_group: 0, defult_group: 1 });
  assert.equal(groups.VIP!.value, String(vip));
});

test('noletter is the inverse of customer_newsletter, null when never set', async () => {
  const m = await newManager(stack);
  const no = await m.create({ first_name: 'No', customer_newsletter: '0' });
  const yes = await m.create({ first_name: 'Yes', customer_newsletter: '1' });
  const unset = await m.create({ first_name: 'Unset' });
  const byId = new Map(listed(await m.list()).map((c) => [c.id, c]));
  assert.equal(byId.get(no)?.noletter, '1');
  assert.equal(byId.get(yes)?.noletter, '0');
  assert.equal(byId.get(unset)?.noletter, null);
});

test('show_name: explicit when given, else company, else first and last name', async () => {
  const m = await newManager(stack);
  const explicit = await m.create({ show_name: 'The Shown One', company_name: 'ACME', first_name: 'A', last_name: 'B' });
  const company = await m.create({ company_name: 'ACME', first_name: 'A', last_name: 'B' });
  const names = await m.create({ first_name: 'Ann', last_name: 'Lee' });
  const first = await m.create({ first_name: 'Ann' });
  const last = await m.create({ last_name: 'Lee' });
  const shown = new Map(listed(await m.list()).map((c) => [c.id, c.show_name]));
  assert.equal(shown.get(explicit), 'The Shown One');
  assert.equal(shown.get(company), 'ACME');
  assert.equal(shown.get(names), 'Ann Lee');
  assert.equal(shown.get(first), 'Ann');
  assert.equal(shown.get(last), 'Lee');
});

test('created and customer_created_date are the creation time in the manager\'s zone, with its offset', async () => {
  for (const timezone of ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata']) {
    const m = await newManager(stack, { timezone });
    const id = await m.create({ first_name: 'Zoned' });
    const [c] = listed(await m.list());
    assert.ok(c);
    const row = await db.selectFrom('customer').select('created_at').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(c.created, isoInZone(row.created_at, timezone));
    assert.equal(c.customer_created_date, c.created);
    assert.equal(new Date(c.created).getTime(), Math.floor(row.created_at.getTime() / 1000) * 1000);
    assert.equal(c.tags.length, 0);
  }
});

test('the list is in id order and holds only the manager\'s own customers', async () => {
  const a = await newManager(stack);
  const b = await newManager(stack);
  const ids = [await a.create({ first_name: 'A1' }), await b.create({ first_name: 'B1' }), await a.create({ first_name: 'A2' })];
  const listA = await a.list();
  assert.deepEqual(listed(listA).map((c) => c.id), [ids[0], ids[2]]);
  assert.equal(listA.body.total, 2);
  const listB = await b.list();
  assert.deepEqual(listed(listB).map((c) => c.id), [ids[1]]);
  const empty = await (await newManager(stack)).list();
  expectOk(empty);
  assert.deepEqual(empty.body.data, []);
  assert.equal(empty.body.total, 0);
});

test('50,000 customers: all listed, in id order, as valid JSON; another manager still sees none', async () => {
  const big = await newManager(stack);
  const other = await newManager(stack);
  await sql`insert into customer (manager_id, email, first_name, last_name, customer_number, city)
    select ${big.managerId}, 'c' || g || '@bulk.test', 'First' || g, 'Last' || g, g, case when g % 2 = 0 then 'Berlin' end
    from generate_series(1, 50000) as g`.execute(db);
  // A few tags and group memberships among them, so the page joins have something to do.
  const group = await big.addGroup('Bulk');
  await sql`insert into customer_group_member (manager_id, customer_id, group_id, is_default)
    select manager_id, id, ${group}, true from customer where manager_id = ${big.managerId} and customer_number % 1000 = 0`.execute(db);

  const answer = await big.list();
  expectOk(answer);
  assert.equal(answer.body.total, 50_000);
  const data = listed(answer);
  assert.equal(data.length, 50_000);
  for (let i = 1; i < data.length; i += 1) assert.ok(data[i]!.id > data[i - 1]!.id, `id order at ${i}`);
  const numbers = data.map((c) => c.customer_number);
  assert.deepEqual(numbers.slice(0, 3), [1, 2, 3]);
  assert.equal(new Set(numbers).size, 50_000);
  const sample = data[999]!;
  assertCustomerShape(sample);
  assert.equal(sample.customer_number, 1000);
  assert.equal(sample.email, 'c1000@bulk.test');
  assert.equal(sample.show_name, 'First1000 Last1000');
  assert.equal(sample.city, 'Berlin');
  assert.equal(data[0]!.city, null);
  assert.equal(sample.groups.length, 1);
  assert.equal(sample.groups[0]!.group.defult_group, 1);
  assert.equal(data.filter((c) => c.groups.length === 1).length, 50);
  assertCustomerShape(data[49_999]!);

  const otherList = await other.list();
  expectOk(otherList);
  assert.equal(otherList.body.total, 0);
  assert.deepEqual(otherList.body.data, []);
});
