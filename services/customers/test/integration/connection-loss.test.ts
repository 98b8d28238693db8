// The customers service survives Postgres closing its idle connections (a restart, a failover,
// pg_terminate_backend): the pool reports it and reconnects instead of the process dying of an
// unhandled 'error' event. A second service instance, told apart by its application_name, is
// the one whose connections are cut.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { createLogger, DomainError } from '@venue/platform';
import { loadCustomersConfig, startCustomersService } from '@venue/customers';
import { deleteEventStream, eventually, freeAddress, NATS_URL, startTestStack, testEventPrefix, type TestStack } from '@venue/testing';
import { customersClient, customersDb, sleep, type CustomersClient, type SqlDb } from '../helpers/index.ts';

const APP = `customers_loss_${process.pid}`;
let stack: TestStack;
let db: SqlDb;
let prefix: string;
let instance: Awaited<ReturnType<typeof startCustomersService>>;
let client: { call: CustomersClient; close(): void };
const warnings: string[] = [];

before(async () => {
  // Only its database and managers: the customers instance under test is started below.
  stack = await startTestStack({ services: [], gateway: false });
  db = customersDb(stack);
  prefix = testEventPrefix();
  const url = new URL(stack.database.url);
  url.searchParams.set('application_name', APP);
  const lines = new Writable({
    write(chunk, _encoding, done) {
      warnings.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  instance = await startCustomersService(
    loadCustomersConfig({ DATABASE_URL: url.toString(), CUSTOMERS_ADDR: await freeAddress(), NATS_URL, EVENT_SUBJECT_PREFIX: prefix, DB_POOL_MAX: '4' }),
    createLogger('customers', 'warn', {}, lines),
  );
  client = customersClient(stack, instance.port);
});
after(async () => {
  client?.close();
  await instance?.stop();
  await deleteEventStream(prefix);
  await db?.destroy();
  await stack?.stop();
});

function lost(): number {
  return warnings.filter((line) => line.includes('database connection lost')).length;
}

async function terminate(): Promise<void> {
  await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${APP}`.execute(db);
}

async function backends(): Promise<number[]> {
  const result = await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = ${APP}`.execute(db);
  return result.rows.map((row) => row.pid);
}

test('idle connections closed by the server are replaced; the service keeps answering', async () => {
  const { managerId } = await stack.createManager();
  const ctx = { managerId, timezone: 'Europe/Berlin' };
  // Several calls at once, so the pool holds several connections.
  await Promise.all(Array.from({ length: 6 }, (_, i) => client.call.FindOrCreateCustomer({ email: `loss${i}@example.com` }, ctx)));
  const pids = await backends();
  assert.ok(pids.length >= 1, 'the instance has connections');

  await terminate();
  const deadline = Date.now() + 15_000;
  while ((await backends()).some((pid) => pids.includes(pid)) && Date.now() < deadline) await sleep(25);
  // Give the service's sockets time to see the close (it is what used to end the process).
  while (lost() < pids.length && Date.now() < deadline) await sleep(25);
  assert.ok(lost() >= 1, warnings.join('\n'));

  const again = await client.call.FindOrCreateCustomer({ email: 'loss0@example.com' }, ctx);
  assert.equal(again.created, false);
  const created = await client.call.FindOrCreateCustomer({ email: 'after-loss@example.com' }, ctx);
  assert.equal(created.created, true);
  const page = await client.call.ListCustomers({ after_id: 0, limit: 50 }, ctx);
  assert.equal(page.customers.length, 7);
});

test('connections cut while calls are in flight: those calls may fail, the service survives and recovers', async () => {
  const { managerId } = await stack.createManager();
  const ctx = { managerId, timezone: 'Europe/Berlin' };
  const before = lost();
  let settled = false;
  const calls = Promise.allSettled(
    Array.from({ length: 40 }, (_, i) =>
      client.call.FindOrCreateCustomer({ email: `cut${i % 10}@example.com`, first_name: 'Cut', city: 'X' }, ctx),
    ),
  ).finally(() => {
    settled = true;
  });
  // Cut every connection of the instance, again and again, until every call has answered: some
  // connections are checked out between two queries of a transaction when they go.
  while (!settled) {
    await terminate();
    await sleep(2);
  }
  const results = await calls;
  for (const result of results) {
    if (result.status === 'rejected') assert.ok(result.reason instanceof DomainError, String(result.reason));
  }
  assert.ok(lost() > before, 'connections were lost');
  // The loop's last cut can land just after the calls settled, and the pool may then hand out a
  // connection whose close it has not read yet: that call answers 503 (unavailable), as any call
  // caught by a cut may. Recovered means: within a few seconds a call succeeds, and every call
  // after it does.
  await eventually(
    'the service to answer again',
    () => client.call.FindOrCreateCustomer({ email: 'cut0@example.com' }, ctx).catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'unavailable') return undefined;
      throw error;
    }),
    5_000,
    50,
  );

  // Still one customer per email, and the service answers normally again.
  const rows = await sql<{ email: string; n: number }>`select lower(email) as email, count(*)::int as n from customer
    where manager_id = ${managerId} group by 1`.execute(db);
  for (const row of rows.rows) assert.equal(row.n, 1, row.email);
  for (let i = 0; i < 10; i += 1) {
    const answer = await client.call.FindOrCreateCustomer({ email: `cut${i}@example.com`, first_name: 'Cut' }, ctx);
    assert.ok(answer.id > 0);
  }
  const page = await client.call.ListCustomers({ after_id: 0, limit: 50 }, ctx);
  assert.equal(page.customers.length, 10);
});
