// Component test of GetCustomers and GetCustomerNames over gRPC: the customers service alone (no
// gateway, no peers) on a fresh database. Only the manager's existing customers come back.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createLogger, DomainError, type CallContext } from '@venue/platform';
import { createTestDatabase, deleteEventStream, freeAddress, NATS_URL, testEventPrefix, type TestDatabase } from '@venue/testing';
import { loadCustomersConfig, startCustomersService } from '../../src/index.ts';
import { customersClientAt, type CustomersClient } from '../helpers/index.ts';

let database: TestDatabase;
let service: Awaited<ReturnType<typeof startCustomersService>>;
let client: { call: CustomersClient; close(): void };
const eventPrefix = testEventPrefix();

before(async () => {
  database = await createTestDatabase();
  service = await startCustomersService(
    loadCustomersConfig({ DATABASE_URL: database.url, CUSTOMERS_ADDR: await freeAddress(), NATS_URL, EVENT_SUBJECT_PREFIX: eventPrefix }),
    createLogger('test', process.env.TEST_LOG_LEVEL || 'silent'),
  );
  client = customersClientAt(service.port);
});
after(async () => {
  client?.close();
  await service?.stop();
  await deleteEventStream(eventPrefix);
  await database?.drop();
});

// Manager ids are trusted from metadata; the customers schema has no manager table to fill.
let nextManager = 1000;
function manager(): CallContext {
  nextManager += 1;
  return { managerId: nextManager, timezone: 'Europe/Berlin' };
}

async function add(context: CallContext, first_name: string, extra: Record<string, string> = {}): Promise<number> {
  return (await client.call.AddCustomer({ fields: { first_name, last_name: 'Lee', ...extra } }, context)).id;
}

test('answers the asked customers, in id order, each once', async () => {
  const ctx = manager();
  const ada = await add(ctx, 'Ada', { email: 'ada@example.com' });
  const bob = await add(ctx, 'Bob');
  const cy = await add(ctx, 'Cy');
  const answer = await client.call.GetCustomers({ ids: [cy, ada, cy, ada] }, ctx);
  assert.deepEqual(
    answer.customers.map((c) => [c.id, c.show_name, c.email]),
    [
      [ada, 'Ada Lee', 'ada@example.com'],
      [cy, 'Cy Lee', undefined],
    ],
  );
  assert.ok(!answer.customers.some((c) => c.id === bob));
});

test('a customer reads the same as through GetCustomer', async () => {
  const ctx = manager();
  const id = await add(ctx, 'Dee', { email: 'dee@example.com', street: 'Main St', zip: '10115', city: 'Berlin' });
  const [batch] = (await client.call.GetCustomers({ ids: [id] }, ctx)).customers;
  assert.deepEqual(batch, await client.call.GetCustomer({ id }, ctx));
});

test('unknown ids and other managers\' customers are simply absent', async () => {
  const [mine, theirs] = [manager(), manager()];
  const own = await add(mine, 'Eve');
  const foreign = await add(theirs, 'Fay');
  const answer = await client.call.GetCustomers({ ids: [foreign, own, 987_654_321] }, mine);
  assert.deepEqual(
    answer.customers.map((c) => c.id),
    [own],
  );
  assert.deepEqual((await client.call.GetCustomers({ ids: [foreign] }, mine)).customers, []);
});

test('no ids: no customers', async () => {
  assert.deepEqual((await client.call.GetCustomers({ ids: [] }, manager())).customers, []);
});

test('more than 1000 distinct ids are refused; 1000 (with repeats) are fine', async () => {
  const ctx = manager();
  const id = await add(ctx, 'Gus');
  const thousand = [id, ...Array.from({ length: 999 }, (_, i) => 900_000_000 + i), id];
  assert.deepEqual(
    (await client.call.GetCustomers({ ids: thousand }, ctx)).customers.map((c) => c.id),
    [id],
  );
  await assert.rejects(client.call.GetCustomers({ ids: [...thousand, 1] }, ctx), (error: unknown) => {
    assert.ok(error instanceof DomainError, String(error));
    assert.equal(error.kind, 'invalid');
    assert.match(error.message, /at most 1000 customer ids per call/);
    return true;
  });
});

test('GetCustomerNames: id and name to show of the asked customers, in id order, each once', async () => {
  const ctx = manager();
  const named = await add(ctx, 'Hal', { email: 'hal@example.com' });
  const company = await add(ctx, 'Ivy', { company_name: 'Ivy Works' });
  const shown = await add(ctx, 'Jo', { show_name: 'Jo at the desk' });
  const answer = await client.call.GetCustomerNames({ ids: [shown, named, company, named] }, ctx);
  assert.deepEqual(
    answer.customers.map((c) => [c.id, c.show_name]),
    [
      [named, 'Hal Lee'],
      [company, 'Ivy Works'],
      [shown, 'Jo at the desk'],
    ],
  );
  // The same name GetCustomers gives.
  const full = (await client.call.GetCustomers({ ids: [named, company, shown] }, ctx)).customers;
  assert.deepEqual(
    answer.customers.map((c) => c.show_name),
    full.map((c) => c.show_name),
  );
});

test('GetCustomerNames: unknown and other managers\' ids are absent; more than 1000 ids are refused', async () => {
  const [mine, theirs] = [manager(), manager()];
  const own = await add(mine, 'Kim');
  const foreign = await add(theirs, 'Lou');
  assert.deepEqual(
    (await client.call.GetCustomerNames({ ids: [foreign, own, 987_654_321] }, mine)).customers.map((c) => c.id),
    [own],
  );
  assert.deepEqual((await client.call.GetCustomerNames({ ids: [] }, mine)).customers, []);
  const tooMany = Array.from({ length: 1001 }, (_, i) => 900_000_000 + i);
  await assert.rejects(client.call.GetCustomerNames({ ids: tooMany }, mine), (error: unknown) => {
    assert.ok(error instanceof DomainError, String(error));
    assert.equal(error.kind, 'invalid');
    return true;
  });
});

test('tags and groups read with the customer: the same in GetCustomer, GetCustomers and ListCustomers', async () => {
  const ctx = manager();
  const startedMs = Date.now() - 60_000;
  const group = await client.call.AddGroup({ name: 'Regulars', description: 'every week', public_group: true }, ctx);
  const other = await client.call.AddGroup({ name: 'Press', description: '', public_group: false }, ctx);
  const id = (
    await client.call.AddCustomer(
      {
        fields: {
          first_name: 'Max',
          tags: { names: ['vip', 'late payer'] },
          group_ids: { ids: [group.id, other.id] },
          default_group_id: { value: other.id },
        },
      },
      ctx,
    )
  ).id;
  const bare = await add(ctx, 'Nia');
  const one = await client.call.GetCustomer({ id }, ctx);
  assert.deepEqual(
    one.tags.map((t) => t.tag?.tag_name).sort(),
    ['late payer', 'vip'],
  );
  for (const t of one.tags) {
    // The tag's creation time survives the JSON the statement builds (a timestamp as text).
    assert.ok(Number(t.tag?.created_at_ms) >= startedMs && Number(t.tag?.created_at_ms) <= Date.now(), String(t.tag?.created_at_ms));
  }
  assert.deepEqual(
    one.groups.map((g) => [g.group?.name, g.group?.public_group, g.is_default]),
    [
      ['Regulars', true, false],
      ['Press', false, true],
    ],
  );
  const [batched, bareBatched] = (await client.call.GetCustomers({ ids: [bare, id] }, ctx)).customers;
  assert.deepEqual(batched, one);
  assert.deepEqual([bareBatched?.tags, bareBatched?.groups], [[], []]);
  const listed = (await client.call.ListCustomers({ after_id: 0, limit: 10 }, ctx)).customers;
  assert.deepEqual(
    listed.map((c) => c.id),
    [id, bare],
  );
  assert.deepEqual(listed[0], one);
});
