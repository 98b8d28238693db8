// Every customers write publishes exactly one event through the outbox; refused writes publish
// nothing. Events are read back from JetStream under the stack's subject prefix.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CallContext } from '@venue/platform';
import { expectFailure, expectOk, startTestStack, type TestStack } from '@venue/testing';
import {
  count,
  CUSTOMER_CREATED,
  CUSTOMER_UPDATED,
  customersClient,
  customersDb,
  EventLog,
  newManager,
  rawCall,
  type CustomerEvent,
  type CustomersClient,
  type Manager,
  type SqlDb,
} from '../helpers/index.ts';

let stack: TestStack;
let db: SqlDb;
let log: EventLog;
let client: { call: CustomersClient; close(): void };
let m: Manager;
let ctx: CallContext;

before(async () => {
  stack = await startTestStack({ services: ['customers'] });
  db = customersDb(stack);
  log = await EventLog.start(stack);
  client = customersClient(stack);
  m = await newManager(stack);
  ctx = { managerId: m.managerId, timezone: 'Europe/Berlin' };
});
after(async () => {
  await log?.stop();
  client?.close();
  await db?.destroy();
  await stack?.stop();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Publishes what is pending and waits until the customer has `expected` events. */
async function eventsOf(customerId: number, expected: number): Promise<CustomerEvent[]> {
  await stack.customers.relay.flush();
  await log.waitFor(() => log.of(customerId).length >= expected, `${expected} event(s) of customer ${customerId}`);
  log.assertNoDuplicates();
  return log.of(customerId);
}

/**
 * Runs calls that must not publish anything, then one write that must: when its event has
 * arrived, everything enqueued before it has too (the relay publishes in outbox order).
 */
async function assertNothingPublishedBy(calls: () => Promise<void>): Promise<void> {
  const mark = log.events.length;
  await calls();
  const marker = await m.create({ first_name: 'Marker' });
  await eventsOf(marker, 1);
  assert.deepEqual(
    log.events.slice(mark).map((e) => [e.subject, e.data.customer_id]),
    [[CUSTOMER_CREATED, marker]],
    'only the marker was published',
  );
}

test('customer_add publishes exactly one customer.created with the customer\'s facts', async () => {
  const id = await m.create({ first_name: 'Ann', last_name: 'Lee', email: 'ann@events.test', customer_tags: 'a,b' });
  const events = await eventsOf(id, 1);
  assert.equal(events.length, 1);
  const [event] = events;
  assert.equal(event!.subject, CUSTOMER_CREATED);
  assert.match(event!.id, UUID);
  assert.ok(!Number.isNaN(Date.parse(event!.occurred_at)));
  assert.deepEqual(event!.data, { schema_version: 1, manager_id: m.managerId, customer_id: id, email: 'ann@events.test', show_name: 'Ann Lee' });
  assert.equal(await count(db, 'outbox'), 0, 'the outbox is drained once published');
});

test('customer_edit publishes exactly one customer.updated naming the changed fields', async () => {
  const id = await m.create({ first_name: 'Ed', city: 'Berlin' });
  expectOk(await m.edit(id, { city: 'Hamburg', iban: 'DE02120300000000202051', customer_tags: 'x' }));
  expectOk(await m.edit(id, { phone: '+49 1' }, { form: true }));
  const events = await eventsOf(id, 3);
  assert.deepEqual(
    events.map((e) => e.subject),
    [CUSTOMER_CREATED, CUSTOMER_UPDATED, CUSTOMER_UPDATED],
  );
  assert.deepEqual(events[1]!.data, { schema_version: 1, manager_id: m.managerId, customer_id: id, changed: ['city', 'iban', 'customer_tags'] });
  assert.deepEqual(events[2]!.data, { schema_version: 1, manager_id: m.managerId, customer_id: id, changed: ['phone'] });
});

test('customer_address_add publishes one customer.updated per call, however many addresses', async () => {
  const id = await m.create({ first_name: 'Addr' });
  const answer = await m.addAddresses(id, [{ city: 'A' }, { city: 'B' }, { city: 'C' }]);
  expectOk(answer);
  const events = await eventsOf(id, 2);
  assert.equal(events.length, 2);
  assert.equal(events[1]!.subject, CUSTOMER_UPDATED);
  assert.deepEqual(events[1]!.data, {
    schema_version: 1,
    manager_id: m.managerId,
    customer_id: id,
    changed: ['address'],
    address_ids: answer.body.data.map((d: { id: number }) => d.id),
  });
});

test('find-or-create publishes customer.created when it creates, nothing when it finds', async () => {
  const created = await client.call.FindOrCreateCustomer({ email: 'foc@events.test', first_name: 'Foc' }, ctx);
  assert.equal(created.created, true);
  const walkIn = await client.call.FindOrCreateCustomer({ first_name: 'Walk', last_name: 'In' }, ctx);
  await eventsOf(created.id, 1);
  await eventsOf(walkIn.id, 1);
  assert.deepEqual(log.of(created.id)[0]!.data, { schema_version: 1, manager_id: m.managerId, customer_id: created.id, email: 'foc@events.test', show_name: 'Foc' });
  assert.equal(log.of(walkIn.id)[0]!.subject, CUSTOMER_CREATED);

  await assertNothingPublishedBy(async () => {
    for (const email of ['foc@events.test', 'FOC@events.test']) {
      const found = await client.call.FindOrCreateCustomer({ email, first_name: 'Again' }, ctx);
      assert.deepEqual([found.id, found.created], [created.id, false]);
    }
  });
  assert.equal(log.of(created.id).length, 1);
});

test('concurrent find-or-create of one email publishes exactly one customer.created', async () => {
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => client.call.FindOrCreateCustomer({ email: 'burst@events.test', first_name: 'Burst' }, ctx)),
  );
  const id = answers[0]!.id;
  assert.equal(new Set(answers.map((a) => a.id)).size, 1);
  await eventsOf(id, 1);
  // Anything else of this burst would come before a later write's event.
  await assertNothingPublishedBy(async () => undefined);
  assert.equal(log.of(id).length, 1);
  assert.equal(log.of(id)[0]!.subject, CUSTOMER_CREATED);
});

test('refused writes (400, 404, 409, unauthenticated) and empty edits publish nothing', async () => {
  const other = await newManager(stack);
  const theirs = await other.create({ first_name: 'Theirs' });
  await eventsOf(theirs, 1);
  const group = await other.addGroup('Theirs');
  const mine = await m.create({ first_name: 'Mine', email: 'taken@events.test', customer_number: '1' });
  await eventsOf(mine, 1);

  await assertNothingPublishedBy(async () => {
    expectFailure(await m.add({ email: 'nameless@events.test' }), 400);
    expectFailure(await m.add({ first_name: 'X', email: 'bad' }), 400);
    expectFailure(await m.add({ first_name: 'X', country: 'Germany' }), 400);
    // Another manager's group is not found, like one that does not exist.
    expectFailure(await m.add({ first_name: 'X', customer_group_id: String(group) }), 404);
    expectFailure(await m.add({ first_name: 'X', email: 'TAKEN@events.test' }), 409);
    expectFailure(await m.add({ first_name: 'X', customer_number: '1' }), 409);
    expectFailure(await m.edit(mine, { color: 'nope' }), 400);
    expectFailure(await m.edit(mine, { first_name: '' }), 400);
    expectFailure(await m.edit(theirs, { city: 'X' }), 404);
    expectFailure(await m.edit(2_000_000_000, { city: 'X' }), 404);
    expectOk(await m.edit(mine, {}));
    expectFailure(await m.addAddresses(mine, [{ city: 'ok' }, { address_type: 'bad' }]), 400);
    expectFailure(await m.addAddresses(theirs, [{ city: 'X' }]), 404);
    await assert.rejects(client.call.FindOrCreateCustomer({ email: 'invalid', first_name: 'X' }, ctx));
    await assert.rejects(client.call.FindOrCreateCustomer({ city: 'no name' }, ctx));
    const anonymous = await rawCall(stack.customers.port, 'FindOrCreateCustomer', { email: 'anon@events.test', first_name: 'A' });
    assert.notEqual(anonymous.code, 0);
  });
  assert.equal(log.of(mine).length, 1);
  assert.equal(log.of(theirs).length, 1);
});

test('a burst of writes: one event per write, each published once, in order per customer', async () => {
  const ids = await Promise.all(Array.from({ length: 15 }, (_, i) => m.create({ first_name: `Burst${i}` })));
  await Promise.all(ids.map((id) => m.edit(id, { city: 'X' }).then(expectOk)));
  await Promise.all(ids.map((id) => m.addAddresses(id, [{ city: 'Y' }]).then(expectOk)));
  for (const id of ids) {
    const events = await eventsOf(id, 3);
    assert.deepEqual(
      events.map((e) => e.subject),
      [CUSTOMER_CREATED, CUSTOMER_UPDATED, CUSTOMER_UPDATED],
    );
  }
  await stack.customers.relay.flush();
  assert.equal(await count(db, 'outbox'), 0);
  log.assertNoDuplicates();
});
