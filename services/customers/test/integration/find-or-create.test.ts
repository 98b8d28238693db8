// gRPC FindOrCreateCustomer (the inline customer of booking_save) and the caller identity every
// call of the service needs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { status } from '@grpc/grpc-js';
import { sql } from 'kysely';
import { DomainError, type CallContext } from '@venue/platform';
import { startTestStack, type TestStack } from '@venue/testing';
import { customersClient, customersDb, newManager, rawCall, type CustomersClient, type SqlDb } from '../helpers/index.ts';

let stack: TestStack;
let db: SqlDb;
let client: { call: CustomersClient; close(): void };
before(async () => {
  stack = await startTestStack({ services: ['customers'] });
  db = customersDb(stack);
  client = customersClient(stack);
});
after(async () => {
  client?.close();
  await db?.destroy();
  await stack?.stop();
});

async function context(): Promise<CallContext> {
  const { managerId } = await stack.createManager();
  return { managerId, timezone: 'Europe/Berlin' };
}

async function customersWithEmail(managerId: number, email: string): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from customer
    where manager_id = ${managerId} and lower(email) = lower(${email})`.execute(db);
  return result.rows[0]!.n;
}

async function stored(id: number) {
  return db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function rejectsWith(promise: Promise<unknown>, kind: DomainError['kind'], message?: RegExp): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof DomainError, String(error));
    assert.equal(error.kind, kind, error.message);
    if (message) assert.match(error.message, message);
    return true;
  });
}

test('20 concurrent calls with one email (in mixed case) give exactly one customer', async () => {
  const ctx = await context();
  const spellings = ['race@example.com', 'RACE@example.com', 'Race@Example.COM', ' race@EXAMPLE.com '];
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      client.call.FindOrCreateCustomer({ email: spellings[i % spellings.length], first_name: `Racer${i}`, last_name: 'Lee' }, ctx),
    ),
  );
  assert.equal(await customersWithEmail(ctx.managerId, 'race@example.com'), 1);
  const ids = new Set(answers.map((a) => a.id));
  assert.equal(ids.size, 1, `one id for all calls, got ${[...ids]}`);
  assert.equal(answers.filter((a) => a.created).length, 1, 'exactly one call created it');
  const [id] = ids;
  const row = await stored(id!);
  assert.equal(row.manager_id, ctx.managerId);
  const creator = answers.find((a) => a.created)!;
  assert.equal(row.first_name, creator.show_name.split(' ')[0]);
  for (const answer of answers) assert.equal(answer.show_name, creator.show_name);
});

test('concurrent calls of two managers with the same email give one customer each', async () => {
  const [a, b] = [await context(), await context()];
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => client.call.FindOrCreateCustomer({ email: 'shared@example.com', first_name: 'S' }, i % 2 ? a : b)),
  );
  assert.equal(await customersWithEmail(a.managerId, 'shared@example.com'), 1);
  assert.equal(await customersWithEmail(b.managerId, 'shared@example.com'), 1);
  assert.equal(new Set(answers.map((x) => x.id)).size, 2);
  assert.equal(answers.filter((x) => x.created).length, 2);
});

test('a new customer gets the inline fields; the answer names it', async () => {
  const ctx = await context();
  const answer = await client.call.FindOrCreateCustomer(
    {
      email: 'New@Example.com',
      first_name: 'Ann',
      last_name: 'Lee',
      company_name: 'ACME',
      salutation: 'SALUTATION_MS',
      street: 'Main St 1',
      zip: '10115',
      city: 'Berlin',
      phone: '+49 30 1',
    },
    ctx,
  );
  assert.equal(answer.created, true);
  assert.equal(answer.show_name, 'ACME');
  const row = await stored(answer.id);
  assert.equal(row.manager_id, ctx.managerId);
  assert.equal(row.email, 'New@Example.com');
  assert.equal(row.first_name, 'Ann');
  assert.equal(row.last_name, 'Lee');
  assert.equal(row.company_name, 'ACME');
  assert.equal(row.salutation, '1');
  assert.equal(row.salutation_title, null);
  assert.equal(row.street, 'Main St 1');
  assert.equal(row.zip, '10115');
  assert.equal(row.city, 'Berlin');
  assert.equal(row.phone, '+49 30 1');
  // And the API lists it like any other customer.
  const listed = await client.call.ListCustomers({ after_id: 0, limit: 10 }, ctx);
  assert.deepEqual(listed.customers.map((c) => c.id), [answer.id]);
  assert.equal(listed.customers[0]!.email, 'New@Example.com');
});

test('an existing customer is found by email, any case, and not changed by the inline fields', async () => {
  const m = await newManager(stack);
  const ctx = { managerId: m.managerId, timezone: 'Europe/Berlin' };
  const id = await m.create({ first_name: 'Orig', last_name: 'Inal', email: 'known@example.com', city: 'Berlin' });
  const before = await stored(id);
  const answer = await client.call.FindOrCreateCustomer(
    { email: 'KNOWN@example.com', first_name: 'Other', last_name: 'Name', city: 'Paris', salutation_title: 'SALUTATION_TITLE_DR' },
    ctx,
  );
  assert.deepEqual(answer, { id, created: false, show_name: 'Orig Inal' });
  assert.deepEqual(await stored(id), before);
  assert.equal(await customersWithEmail(m.managerId, 'known@example.com'), 1);
});

test('another manager\'s customer with that email is never found', async () => {
  const owner = await newManager(stack);
  const theirs = await owner.create({ first_name: 'Theirs', email: 'private@example.com' });
  const ctx = await context();
  const answer = await client.call.FindOrCreateCustomer({ email: 'private@example.com', first_name: 'Mine' }, ctx);
  assert.equal(answer.created, true);
  assert.notEqual(answer.id, theirs);
  assert.equal((await stored(answer.id)).manager_id, ctx.managerId);
  assert.equal((await stored(theirs)).first_name, 'Theirs');
});

test('salutation and title are stored as the customer columns: MR, MS -> salutation 0/1; DR, PROF -> salutation_title 0/1', async () => {
  const ctx = await context();
  const cases: [Partial<{ salutation: 'SALUTATION_MR' | 'SALUTATION_MS'; salutation_title: 'SALUTATION_TITLE_DR' | 'SALUTATION_TITLE_PROF' }>, string | null, string | null][] = [
    [{ salutation: 'SALUTATION_MR' }, '0', null],
    [{ salutation: 'SALUTATION_MS' }, '1', null],
    [{ salutation_title: 'SALUTATION_TITLE_DR' }, null, '0'],
    [{ salutation_title: 'SALUTATION_TITLE_PROF' }, null, '1'],
    [{ salutation: 'SALUTATION_MS', salutation_title: 'SALUTATION_TITLE_DR' }, '1', '0'],
    [{}, null, null],
  ];
  for (const [index, [fields, value, title]] of cases.entries()) {
    const answer = await client.call.FindOrCreateCustomer({ email: `s${index}@example.com`, first_name: 'S', ...fields }, ctx);
    const row = await stored(answer.id);
    assert.equal(row.salutation, value, `salutation of ${JSON.stringify(fields)}`);
    assert.equal(row.salutation_title, title, `salutation_title of ${JSON.stringify(fields)}`);
  }
});

test('an invalid email is INVALID_ARGUMENT and creates nothing', async () => {
  const ctx = await context();
  for (const email of ['not-an-email', 'a@b', 'two@@example.com']) {
    const raw = await rawCall(stack.customers.port, 'FindOrCreateCustomer', { email, first_name: 'X' }, {
      'x-manager-id': String(ctx.managerId),
      'x-manager-timezone': ctx.timezone,
    });
    assert.equal(raw.code, status.INVALID_ARGUMENT, raw.details);
    assert.match(raw.details, /email/);
    await rejectsWith(client.call.FindOrCreateCustomer({ email, first_name: 'X' }, ctx), 'invalid', /email/);
  }
  const long = await rawCall(stack.customers.port, 'FindOrCreateCustomer', { email: 'long@example.com', first_name: 'x'.repeat(256) }, {
    'x-manager-id': String(ctx.managerId),
  });
  assert.equal(long.code, status.INVALID_ARGUMENT);
  const rows = await db.selectFrom('customer').select('id').where('manager_id', '=', ctx.managerId).execute();
  assert.equal(rows.length, 0);
});

test('without an email every call creates a customer, and it needs a name', async () => {
  const ctx = await context();
  const first = await client.call.FindOrCreateCustomer({ first_name: 'Walk', last_name: 'In' }, ctx);
  const second = await client.call.FindOrCreateCustomer({ first_name: 'Walk', last_name: 'In', email: '' }, ctx);
  assert.equal(first.created, true);
  assert.equal(second.created, true);
  assert.notEqual(first.id, second.id);
  assert.equal(first.show_name, 'Walk In');
  assert.equal((await stored(first.id)).email, null);
  await rejectsWith(client.call.FindOrCreateCustomer({ city: 'Nameless' }, ctx), 'invalid', /first_name/);
  await rejectsWith(client.call.FindOrCreateCustomer({}, ctx), 'invalid');
});

test('an email alone is enough: the customer is shown by its email', async () => {
  const ctx = await context();
  const answer = await client.call.FindOrCreateCustomer({ email: 'only@example.com' }, ctx);
  assert.equal(answer.created, true);
  assert.equal(answer.show_name, 'only@example.com');
});

test('a call without a manager id is refused (UNAUTHENTICATED) and does nothing', async () => {
  const before = await db.selectFrom('customer').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const none = await rawCall(stack.customers.port, 'FindOrCreateCustomer', { email: 'anon@example.com', first_name: 'Anon' });
  assert.equal(none.code, status.UNAUTHENTICATED, none.details);
  for (const id of ['', 'abc', '0', '-3', '1.5']) {
    const bad = await rawCall(stack.customers.port, 'FindOrCreateCustomer', { email: 'anon@example.com', first_name: 'Anon' }, { 'x-manager-id': id });
    assert.equal(bad.code, status.UNAUTHENTICATED, `x-manager-id ${JSON.stringify(id)}: ${bad.details}`);
  }
  assert.equal((await rawCall(stack.customers.port, 'ListCustomers', { after_id: 0, limit: 10 })).code, status.UNAUTHENTICATED);
  assert.equal((await rawCall(stack.customers.port, 'AddCustomer', { fields: { first_name: 'Anon' } })).code, status.UNAUTHENTICATED);
  const after = await db.selectFrom('customer').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  assert.equal(after.n, before.n);
});

test('ListCustomers pages in id order with after_id and stops with next_after_id 0', async () => {
  const ctx = await context();
  const ids: number[] = [];
  for (let i = 0; i < 5; i += 1) ids.push((await client.call.FindOrCreateCustomer({ email: `page${i}@example.com` }, ctx)).id);
  const seen: number[] = [];
  let after = 0;
  let calls = 0;
  do {
    const page = await client.call.ListCustomers({ after_id: after, limit: 2 }, ctx);
    seen.push(...page.customers.map((c) => c.id));
    after = page.next_after_id;
    calls += 1;
    assert.ok(calls < 10);
  } while (after !== 0);
  assert.deepEqual(seen, ids);
  const single = await client.call.GetCustomer({ id: ids[2]! }, ctx);
  assert.equal(single.email, 'page2@example.com');
  await rejectsWith(client.call.GetCustomer({ id: ids[2]! }, await context()), 'not_found');
});
