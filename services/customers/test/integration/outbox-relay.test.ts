// Customers events survive the relay: committed while no relay runs, published by the next one
// exactly once; published by a relay that died before deleting, not published twice; two relays
// side by side publish each event once. This file stops the stack's own relay for good and
// relays with relays it starts itself.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { connectBus, createLogger, startOutboxRelay, type EventEnvelope, type OutboxRelay } from '@venue/platform';
import { expectOk, NATS_URL, startTestStack, type TestStack } from '@venue/testing';
import {
  count,
  CUSTOMER_CREATED,
  CUSTOMER_UPDATED,
  customersDb,
  EventLog,
  newManager,
  sleep,
  type Manager,
  type SqlDb,
} from '../helpers/index.ts';

let stack: TestStack;
let db: SqlDb;
let log: EventLog;
let m: Manager;
const cleanups: (() => Promise<void>)[] = [];

before(async () => {
  stack = await startTestStack({ services: ['customers'] });
  db = customersDb(stack);
  log = await EventLog.start(stack);
  m = await newManager(stack);
});
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await log?.stop();
  await db?.destroy();
  await stack?.stop();
});

const quiet = createLogger('relay-test', 'silent');

/** A relay of its own over the customers outbox, publishing under the stack's prefix. */
async function startRelay(): Promise<OutboxRelay> {
  const bus = await connectBus({ url: NATS_URL, subjectPrefix: stack.eventPrefix, name: 'relay-test' });
  const relay = startOutboxRelay({ name: 'test', db, bus, logger: quiet, pollMs: 50 });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await relay.stop();
    await bus.close();
  };
  cleanups.push(stop);
  return { kick: () => relay.kick(), flush: () => relay.flush(), stop };
}

async function outboxRows() {
  return db.selectFrom('outbox').select(['id', 'subject', 'payload', 'created_at']).orderBy('seq').execute();
}

test('events committed while no relay runs are kept and published exactly once by the next relay', async () => {
  await stack.customers.relay.flush();
  await stack.customers.relay.stop();

  const id = await m.create({ first_name: 'Down', email: 'down@relay.test' });
  expectOk(await m.edit(id, { city: 'Berlin' }));
  expectOk(await m.addAddresses(id, [{ city: 'A' }, { city: 'B' }]));

  const pending = await outboxRows();
  assert.deepEqual(
    pending.map((row) => [row.subject, (row.payload as { customer_id: number }).customer_id]),
    [
      [CUSTOMER_CREATED, id],
      [CUSTOMER_UPDATED, id],
      [CUSTOMER_UPDATED, id],
    ],
    'committed with the change, waiting in the outbox',
  );
  // Longer than the stopped relay's polling interval: nothing goes out while no relay runs.
  await sleep(1200);
  assert.equal(log.of(id).length, 0);
  assert.equal(await count(db, 'outbox'), 3);

  await startRelay();
  await log.waitFor(() => log.of(id).length >= 3, 'the three events');
  const events = log.of(id);
  assert.deepEqual(
    events.map((e) => e.subject),
    [CUSTOMER_CREATED, CUSTOMER_UPDATED, CUSTOMER_UPDATED],
  );
  assert.deepEqual(
    events.map((e) => e.id),
    pending.map((row) => row.id),
    'the outbox ids travel as event ids',
  );
  log.assertNoDuplicates();
  assert.equal(await count(db, 'outbox'), 0);
});

test('a relay that died after publishing but before deleting does not publish twice', async () => {
  // Only the relay started below may publish.
  for (const cleanup of cleanups) await cleanup();

  const id = await m.create({ first_name: 'Crash', email: 'crash@relay.test' });
  const [row] = await outboxRows();
  assert.ok(row);
  assert.equal(row.subject, CUSTOMER_CREATED);
  // What the dead relay managed: publish with the outbox id as Nats-Msg-Id, but not delete the row.
  const bus = await connectBus({ url: NATS_URL, subjectPrefix: stack.eventPrefix, name: 'dead-relay' });
  const envelope: EventEnvelope = { id: row.id, subject: row.subject, occurred_at: row.created_at.toISOString(), data: row.payload };
  await bus.js.publish(`${stack.eventPrefix}${row.subject}`, JSON.stringify(envelope), { msgID: row.id });
  await bus.close();
  // Its row stays in the outbox (no relay runs): nothing to wait for beyond the event itself.
  await log.waitFor(() => log.of(id).length >= 1, 'the event the dead relay published', 0);

  const relay = await startRelay();
  await relay.flush();
  assert.equal(await count(db, 'outbox'), 0, 'published again and deleted');
  // A later event proves the stream moved on; the republished one was dropped as a duplicate.
  const later = await m.create({ first_name: 'Later' });
  await log.waitFor(() => log.of(later).length >= 1, 'a later event');
  assert.equal(log.of(id).length, 1);
  assert.equal(log.of(id)[0]!.id, row.id);
  log.assertNoDuplicates();
});

test('two relays side by side publish every event exactly once', async () => {
  await startRelay();
  await startRelay();
  const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => m.create({ first_name: `Pair${i}` })));
  await Promise.all(ids.map((id) => m.edit(id, { city: 'X' }).then(expectOk)));
  await log.waitFor(() => ids.every((id) => log.of(id).length >= 2), 'two events per customer');
  for (const id of ids) {
    assert.deepEqual(
      log.of(id).map((e) => e.subject),
      [CUSTOMER_CREATED, CUSTOMER_UPDATED],
    );
  }
  log.assertNoDuplicates();
  const left = await sql<{ n: number }>`select count(*)::int as n from outbox`.execute(db);
  assert.equal(left.rows[0]!.n, 0);
});
