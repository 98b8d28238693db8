// The outbox relay and idempotent consumers against real Postgres and NATS JetStream.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { AckPolicy, DeliverPolicy } from '@nats-io/jetstream';
import { sql, type Kysely } from 'kysely';
import {
  connectBus,
  createDb,
  createLogger,
  currentRequestId,
  enqueueEvent,
  metricsRegistry,
  processOnce,
  runInRequestScope,
  startEventConsumer,
  startOutboxRelay,
  type Bus,
  type EventEnvelope,
  type InboxDatabase,
  type OutboxDatabase,
} from '@venue/platform';
import { DocumentEvent } from '@venue/contracts/events';
import { createTestDatabase, type TestDatabase } from '@venue/testing';

type Db = OutboxDatabase & InboxDatabase & { effect: { id: string } };

const logger = createLogger('bus-test', 'silent');
let database: TestDatabase;
let db: Kysely<Db>;
let bus: Bus;

before(async () => {
  database = await createTestDatabase();
  // Sessions in a zone east of UTC: an event's time must not depend on the session's zone.
  const admin = createDb<Db>({ url: database.url, schema: 'public', max: 1 });
  await sql.raw(`alter database "${database.name}" set timezone = 'Asia/Kolkata'`).execute(admin);
  await admin.destroy();
  db = createDb<Db>({ url: database.url, schema: 'bustest', max: 4 });
  await sql`create schema bustest`.execute(db);
  await sql`create table outbox (id uuid primary key default gen_random_uuid(), seq bigint generated always as identity,
    subject text not null, payload jsonb not null, created_at timestamptz not null default now(),
    traceparent text, request_id text)`.execute(db);
  await sql`create table inbox (consumer text not null, message_id text not null, processed_at timestamptz not null default now(),
    primary key (consumer, message_id))`.execute(db);
  await sql`create table effect (id text not null)`.execute(db);
  bus = await connectBus({
    url: 'nats://127.0.0.1:4222',
    subjectPrefix: `t${randomBytes(4).toString('hex')}.`,
  });
});

after(async () => {
  await bus?.jsm.streams.delete(bus.stream).catch(() => undefined);
  await bus?.close();
  await db?.destroy();
  await database?.drop();
});

/** Collects what a fresh durable consumer receives until `count` events or the timeout. */
async function receive(subject: string, count: number, waitMs = 1500): Promise<EventEnvelope[]> {
  const received: EventEnvelope[] = [];
  const consumer = await startEventConsumer({
    bus,
    durable: `c${randomBytes(4).toString('hex')}`,
    subject,
    handler: async (event) => {
      received.push(event);
    },
    logger,
  });
  const deadline = Date.now() + 10_000;
  while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  // Give duplicates, if any, a chance to show up.
  await new Promise((r) => setTimeout(r, waitMs));
  await consumer.stop();
  return received;
}

test('events written in a transaction are published once each, in order', async () => {
  await db.transaction().execute(async (trx) => {
    for (const n of [1, 2, 3]) await enqueueEvent(trx, 'venue.test.thing.created', { n });
  });
  const relay = startOutboxRelay({ name: 'test', db, bus, logger, pollMs: 60_000 });
  assert.equal(await relay.flush(), 3);
  assert.equal(await relay.flush(), 0);
  await relay.stop();
  const events = await receive('venue.test.thing.created', 3);
  assert.deepEqual(
    events.map((e) => (e.data as { n: number }).n),
    [1, 2, 3],
  );
  assert.equal(new Set(events.map((e) => e.id)).size, 3);
  const left = await db.selectFrom('outbox').select('id').execute();
  assert.equal(left.length, 0);
});

test("the published envelope carries the row's id, subject, time and payload as written, and its place in the outbox", async () => {
  const data = { text: 'Zürich "quoted" \\ back\nline ✓', nested: [{ n: 1.5 }, null, true], empty: {} };
  // A time late in a UTC day, which is the next day in the sessions' zone, with a fraction of a
  // millisecond that Date#toISOString drops (the envelope's format: milliseconds, truncated).
  const { rows } = await sql<{ id: string; seq: number }>`insert into outbox (subject, payload, created_at)
    values ('venue.test.thing.described', ${JSON.stringify(data)}::jsonb, '2026-03-01 23:59:59.9996+00')
    returning id, seq`.execute(db);
  const relay = startOutboxRelay({ name: 'test', db, bus, logger, pollMs: 60_000 });
  assert.equal(await relay.flush(), 1);
  await relay.stop();
  const [event] = await receive('venue.test.thing.described', 1, 0);
  assert.deepEqual(event, {
    id: rows[0]!.id,
    subject: 'venue.test.thing.described',
    occurred_at: '2026-03-01T23:59:59.999Z',
    data,
    seq: Number(rows[0]!.seq),
  });
});

test('two relays of one outbox (two replicas) publish its events in the order they were written', async () => {
  const count = 60;
  for (let n = 0; n < count; n += 1) await enqueueEvent(db, 'venue.test.thing.sequenced', { n });
  // Small batches, so that each relay has several to take and both are at work at once.
  const relays = [1, 2].map(() => startOutboxRelay({ name: 'test', db, bus, logger, pollMs: 60_000, batchSize: 3 }));
  const published = await Promise.all(relays.map((relay) => relay.flush()));
  await Promise.all(relays.map((relay) => relay.stop()));
  assert.equal(published[0]! + published[1]!, count);
  const events = await receive('venue.test.thing.sequenced', count, 0);
  assert.deepEqual(
    events.map((e) => (e.data as { n: number }).n),
    Array.from({ length: count }, (_, n) => n),
  );
});

test('an event committed while no relay runs is published when a relay starts again', async () => {
  const first = startOutboxRelay({ name: 'test', db, bus, logger, pollMs: 60_000 });
  await first.stop();
  await enqueueEvent(db, 'venue.test.thing.updated', { late: true });
  const second = startOutboxRelay({ name: 'test', db, bus, logger, pollMs: 20 });
  const events = await receive('venue.test.thing.updated', 1);
  await second.stop();
  assert.equal(events.length, 1);
  assert.deepEqual(events[0]!.data, { late: true });
});

test('a relay that died after publishing but before deleting does not publish twice', async () => {
  const id = await enqueueEvent(db, 'venue.test.thing.cancelled', { once: true });
  // What the dead relay managed to do: publish with the outbox id, but not delete the row.
  const envelope = {
    id,
    subject: 'venue.test.thing.cancelled',
    occurred_at: new Date().toISOString(),
    data: { once: true },
  };
  await bus.js.publish(`${bus.subjectPrefix}venue.test.thing.cancelled`, JSON.stringify(envelope), {
    msgID: id,
  });
  const relay = startOutboxRelay({ name: 'test', db, bus, logger, pollMs: 60_000 });
  assert.equal(await relay.flush(), 1);
  await relay.stop();
  const events = await receive('venue.test.thing.cancelled', 1);
  assert.equal(events.length, 1);
});

test('a relay on a connection of its own publishes batch after batch, in order, and leaves no transaction open', async () => {
  // One connection, so that every batch runs on it: a batch left open would hang the next.
  const single = createDb<Db>({ url: database.url, schema: 'bustest', max: 1 });
  const relay = startOutboxRelay({ name: 'test', db: single, bus, logger, pollMs: 60_000, batchSize: 2 });
  try {
    for (const n of [1, 2, 3]) await enqueueEvent(single, 'venue.test.batches.thing', { n });
    assert.equal(await relay.flush(), 3, 'two batches: the limit is a bound parameter');
    assert.equal(await relay.flush(), 0);
    const { rows } = await sql<{ open: boolean }>`select now() <> statement_timestamp() as open`.execute(single);
    assert.deepEqual(rows, [{ open: false }]);
  } finally {
    await relay.stop();
    await single.destroy();
  }
  const events = await receive('venue.test.batches.*', 3);
  assert.deepEqual(
    events.map((e) => (e.data as { n: number }).n),
    [1, 2, 3],
  );
});

test('processOnce applies a message once however often it is delivered', async () => {
  const effect = (trx: Parameters<Parameters<typeof processOnce<Db>>[3]>[0]) =>
    trx
      .insertInto('effect')
      .values({ id: 'm1' })
      .execute()
      .then(() => undefined);
  const results = await Promise.all([1, 2, 3].map(() => processOnce(db, 'billing', 'm1', effect)));
  assert.equal(results.filter(Boolean).length, 1);
  assert.equal(await processOnce(db, 'other-consumer', 'm1', effect), true);
  const rows = await db.selectFrom('effect').select('id').execute();
  assert.equal(rows.length, 2);
});

test('processOnce: once under concurrent deliveries, per consumer, and again after a failed effect', async () => {
  const id = randomUUID();
  const effect = (trx: Parameters<Parameters<typeof processOnce<Db>>[3]>[0]) =>
    trx
      .insertInto('effect')
      .values({ id })
      .execute()
      .then(() => undefined);
  const results = await Promise.all([1, 2, 3, 4].map(() => processOnce(db, 'billing', id, effect)));
  assert.equal(results.filter(Boolean).length, 1);
  assert.equal(await processOnce(db, 'billing', id, effect), false);
  assert.equal(await processOnce(db, 'other-consumer', id, effect), true);
  assert.equal((await db.selectFrom('effect').select('id').where('id', '=', id).execute()).length, 2);

  // A failed effect leaves no claim behind, and the connection goes back to the pool usable
  // (a pool of one: a connection left in an aborted transaction would fail the next call).
  const single = createDb<Db>({ url: database.url, schema: 'bustest', max: 1 });
  try {
    const failing = randomUUID();
    await assert.rejects(
      processOnce(single, 'billing', failing, async (trx) => {
        await trx.insertInto('effect').values({ id: failing }).execute();
        throw new Error('effect failed');
      }),
      /effect failed/,
    );
    assert.equal(await processOnce(single, 'billing', failing, effect), true);
    assert.equal(await processOnce(single, 'billing', failing, effect), false);
    assert.equal((await single.selectFrom('effect').select('id').where('id', '=', failing).execute()).length, 0);
    const claims = await single.selectFrom('inbox').select('consumer').where('message_id', '=', failing).execute();
    assert.deepEqual(claims, [{ consumer: 'billing' }]);
  } finally {
    await single.destroy();
  }
});

/** The value of a series of the process's registry (0 when it has none yet). */
async function seriesValue(name: string, labels: Record<string, string>): Promise<number> {
  const metric = metricsRegistry.getSingleMetric(name);
  const values = metric ? (await metric.get()).values : [];
  const found = values.find((v) =>
    Object.entries(labels).every(([key, value]) => String(v.labels[key]) === value),
  );
  return found?.value ?? 0;
}

test('a failed event comes back: redelivered once, counted, with its request id, then processed', async () => {
  const durable = `redelivery_${randomBytes(3).toString('hex')}`;
  const seen: { requestId: string | undefined; redelivery: boolean }[] = [];
  const consumer = await startEventConsumer({
    bus,
    durable,
    subject: 'venue.test.flaky.>',
    logger,
    handler: async () => {
      seen.push({ requestId: currentRequestId(), redelivery: seen.length > 0 });
      if (seen.length === 1) throw new Error('first delivery fails');
    },
  });
  const relay = startOutboxRelay({ name: 'test', db, bus, logger, pollMs: 60_000 });
  await runInRequestScope('req-flaky-1', () =>
    db.transaction().execute((trx) => enqueueEvent(trx, 'venue.test.flaky.happened', { n: 1 })),
  );
  await relay.flush();
  const deadline = Date.now() + 10_000;
  while (seen.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  await consumer.stop();
  await relay.stop();
  assert.equal(seen.length, 2, 'delivered twice');
  assert.deepEqual(
    seen.map((s) => s.requestId),
    ['req-flaky-1', 'req-flaky-1'],
    'each delivery runs in the request scope of the producer',
  );
  assert.equal(await seriesValue('events_redelivered_total', { durable }), 1);
  assert.equal(await seriesValue('events_processed_total', { durable, outcome: 'failed' }), 1);
  assert.equal(await seriesValue('events_processed_total', { durable, outcome: 'ok' }), 1);
});

test('a consumer with a schema: an invalid event is acknowledged and skipped, a newer version left for later, both counted', async () => {
  const durable = `schema_${randomBytes(3).toString('hex')}`;
  const seen: unknown[] = [];
  const consumer = await startEventConsumer({
    bus,
    durable,
    subject: 'venue.test.documents.>',
    schema: DocumentEvent,
    logger,
    // Keyed: no stream order, so the event left for later holds up nothing behind it.
    orderingKey: (event) => event.id,
    concurrency: 4,
    handler: async (event) => {
      seen.push(event.data);
    },
  });
  const relay = startOutboxRelay({ name: 'test', db, bus, logger, pollMs: 60_000 });
  const valid = { schema_version: 1, manager_id: 1, document_id: 2, number: 'RE-2', booking_ids: [3], time_zone: 'UTC', unknown: 'ignored' };
  await enqueueEvent(db, 'venue.test.documents.bad', { ...valid, booking_ids: 'none' });
  await enqueueEvent(db, 'venue.test.documents.newer', { ...valid, schema_version: 2 });
  await enqueueEvent(db, 'venue.test.documents.good', valid);
  await relay.flush();
  const deadline = Date.now() + 10_000;
  const outcome = async () => [
    await seriesValue('events_processed_total', { durable, outcome: 'invalid' }),
    await seriesValue('events_processed_total', { durable, outcome: 'newer_version' }),
    seen.length,
  ];
  while (JSON.stringify(await outcome()) !== '[1,1,1]' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  // Acknowledgements reach the server a moment after the handler's outcome is counted.
  let info = await bus.jsm.consumers.info(bus.stream, durable);
  while (info.num_ack_pending > 1 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    info = await bus.jsm.consumers.info(bus.stream, durable);
  }
  await consumer.stop();
  await relay.stop();
  assert.deepEqual(await outcome(), [1, 1, 1]);
  assert.deepEqual(seen, [valid], 'the handler gets the valid event, its unknown field left as it came');
  assert.equal(info.num_ack_pending, 1, 'the newer version is not acknowledged: it waits for a consumer that reads it');
});

test('a relay that stops publishes what is still pending (the events of the last calls)', async () => {
  const relay = startOutboxRelay({ name: 'test', db, bus, logger, pollMs: 60_000 });
  await relay.flush();
  await db.transaction().execute((trx) => enqueueEvent(trx, 'venue.test.last.words', { n: 1 }));
  await relay.stop();
  const events = await receive('venue.test.last.words', 1);
  assert.equal(events.length, 1);
  assert.equal((await db.selectFrom('outbox').select('id').execute()).length, 0);
});

test('a consumer without a key, run by two replicas, handles its events one at a time in stream order', async () => {
  const durable = `ordered_${randomBytes(3).toString('hex')}`;
  const count = 30;
  // As a release before max_ack_pending left it: the durable exists with JetStream's default.
  await bus.jsm.consumers.add(bus.stream, {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: `${bus.subjectPrefix}venue.test.ordered.>`,
  });
  const handled: number[] = [];
  let running = 0;
  let most = 0;
  const replica = () =>
    startEventConsumer({
      bus,
      durable,
      subject: 'venue.test.ordered.>',
      logger,
      handler: async (event) => {
        running += 1;
        most = Math.max(most, running);
        // Slower than events come, so that both replicas are waiting for the next one.
        await new Promise((resolve) => setTimeout(resolve, 15));
        handled.push((event.data as { n: number }).n);
        running -= 1;
      },
    });
  const replicas = await Promise.all([replica(), replica()]);
  // The events come one by one while both replicas are waiting for messages.
  const relay = startOutboxRelay({ name: 'test', db, bus, logger, pollMs: 60_000 });
  for (let n = 0; n < count; n += 1) {
    await enqueueEvent(db, 'venue.test.ordered.step', { n });
    await relay.flush();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await relay.stop();
  const deadline = Date.now() + 15_000;
  while (handled.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  await Promise.all(replicas.map((consumer) => consumer.stop()));
  assert.deepEqual(handled, Array.from({ length: count }, (_, n) => n));
  assert.equal(most, 1);
});

test('a durable keeps one message outstanding while in order, JetStream\'s default with keys: updated when its consumer changes kind', async () => {
  const durable = `rekeyed_${randomBytes(3).toString('hex')}`;
  const maxAckPending = async () => (await bus.jsm.consumers.info(bus.stream, durable)).config.max_ack_pending;
  const start = (keyed: boolean) =>
    startEventConsumer({ bus, durable, subject: 'venue.test.rekeyed.>', logger, handler: async () => undefined, ...(keyed && { orderingKey: (event) => event.id }) });
  for (const [keyed, expected] of [[false, 1], [true, 1000], [false, 1]] as const) {
    const consumer = await start(keyed);
    assert.equal(await maxAckPending(), expected, keyed ? 'with keys' : 'in order');
    await consumer.stop();
  }
  // A keyed durable made by a release that left it to JetStream is that already: not touched.
  const defaulted = `defaulted_${randomBytes(3).toString('hex')}`;
  const made = await bus.jsm.consumers.add(bus.stream, { durable_name: defaulted, ack_policy: AckPolicy.Explicit, filter_subject: `${bus.subjectPrefix}venue.test.defaulted.>` });
  assert.equal(made.config.max_ack_pending, 1000);
});

test('a concurrent consumer handles keys side by side, each key in order, and acknowledges every event', async () => {
  const durable = `lanes_${randomBytes(3).toString('hex')}`;
  // Events in pairs of one key (a0 a1 b0 b1 ... f0 f1 a2 a3 ...): the first of a pair is slow, the
  // second quick, so without the lanes the second would finish first.
  const keys = ['a', 'b', 'c', 'd', 'e', 'f'];
  const keyOf = (n: number) => keys[Math.floor(n / 2) % keys.length]!;
  await db.transaction().execute(async (trx) => {
    for (let n = 0; n < 40; n += 1) await enqueueEvent(trx, 'venue.test.lanes.step', { key: keyOf(n), n });
  });
  const relay = startOutboxRelay({ name: 'test', db, bus, logger, pollMs: 60_000 });
  assert.equal(await relay.flush(), 40);
  await relay.stop();
  const order = new Map<string, number[]>();
  let running = 0;
  let most = 0;
  const startConsumer = (handler: (data: { key: string; n: number }) => Promise<void>) =>
    startEventConsumer({
      bus,
      durable,
      subject: 'venue.test.lanes.>',
      logger,
      concurrency: 3,
      orderingKey: (event) => (event.data as { key: string }).key,
      handler: (event) => handler(event.data as { key: string; n: number }),
    });
  const consumer = await startConsumer(async ({ key, n }) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, n % 2 === 0 ? 30 : 1));
    order.set(key, [...(order.get(key) ?? []), n]);
    running -= 1;
  });
  const deadline = Date.now() + 10_000;
  const handled = () => [...order.values()].reduce((sum, ns) => sum + ns.length, 0);
  while (handled() < 40 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  await consumer.stop();
  assert.equal(handled(), 40);
  assert.ok(most > 1 && most <= 3, `side by side, at most three at once (${most})`);
  for (const key of keys) {
    const given = Array.from({ length: 40 }, (_, n) => n).filter((n) => keyOf(n) === key);
    assert.deepEqual(order.get(key), given, `key ${key} in order`);
  }
  // Every event was acknowledged: the durable consumer, started again, has nothing more.
  const again: unknown[] = [];
  const second = await startConsumer(async (data) => {
    again.push(data);
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await second.stop();
  assert.deepEqual(again, []);
});

test('events committed while the relay publishes are published by the same run, not at the next poll', async () => {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  // The relay's first publish waits at the gate, so the second event surely commits mid-run.
  const slowBus: Bus = {
    ...bus,
    js: {
      ...bus.js,
      publish: async (...args: Parameters<Bus['js']['publish']>) => {
        await gate;
        return bus.js.publish(...args);
      },
    } as Bus['js'],
  };
  const relay = startOutboxRelay({ name: 'test', db, bus: slowBus, logger, pollMs: 60_000 });
  await relay.flush();
  await enqueueEvent(db, 'venue.test.midrun.first', { n: 1 });
  relay.kick();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await enqueueEvent(db, 'venue.test.midrun.second', { n: 2 });
  relay.kick();
  open();
  const deadline = Date.now() + 5000;
  let left = 2;
  while (left > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = (await db.selectFrom('outbox').select('id').where('subject', 'like', 'venue.test.midrun.%').execute()).length;
  }
  await relay.stop();
  assert.equal(left, 0, 'both published within seconds, the poll being a minute away');
  const events = await receive('venue.test.midrun.>', 2);
  assert.deepEqual(events.map((e) => (e.data as { n: number }).n), [1, 2]);
});

test('the stream keeps an event a week by default', async () => {
  const info = await bus.jsm.streams.info(bus.stream);
  assert.equal(info.config.max_age, 7 * 24 * 3600 * 1_000_000_000);
});

test('a stream made without a bound on its age takes the configured one, keeping the rest of its config', async () => {
  const subjectPrefix = `t${randomBytes(4).toString('hex')}.`;
  const stream = `${subjectPrefix.replace('.', '_')}VENUE`;
  await bus.jsm.streams.add({ name: stream, subjects: [`${subjectPrefix}venue.>`], duplicate_window: 600_000_000_000 });
  const reopened = await connectBus({ url: 'nats://127.0.0.1:4222', subjectPrefix, retentionHours: 2 });
  try {
    assert.equal(reopened.stream, stream);
    const { config } = await reopened.jsm.streams.info(stream);
    assert.equal(config.max_age, 2 * 3600 * 1_000_000_000);
    assert.deepEqual(config.subjects, [`${subjectPrefix}venue.>`]);
    assert.equal(config.duplicate_window, 600_000_000_000);
  } finally {
    await reopened.jsm.streams.delete(stream).catch(() => undefined);
    await reopened.close();
  }
});

test('a retention shorter than the duplicate window is refused before the stream is touched', async () => {
  const subjectPrefix = `t${randomBytes(4).toString('hex')}.`;
  await assert.rejects(connectBus({ url: 'nats://127.0.0.1:4222', subjectPrefix, retentionHours: 0 }), /event retention of 0 hours/);
  await assert.rejects(bus.jsm.streams.info(`${subjectPrefix.replace('.', '_')}VENUE`));
});
