// Events on a JetStream cluster (docs/decisions.md, 'The stream keeps an event a week'): the services
// run against three NATS servers of this test's own, the stream kept in three copies
// (EVENT_STREAM_REPLICAS=3). The server leading the stream is SIGKILLed while bookings are made:
// no event is lost or applied twice (one invoice per booking, numbers without gaps, every event once
// in the stream), and invoicing resumes within 10 s.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectBus, type Bus } from '@venue/platform';
import { openSql, startPrivateNatsCluster, startTestStack, type PrivateNatsCluster, type TestStack } from '@venue/testing';
import { assertInvoicedExactlyOnce, autoInvoicingVenue, bookMany, eventually, invoicesOf } from '../helpers/auto-invoicing.ts';

let cluster: PrivateNatsCluster;
let stack: TestStack;
let sql: ReturnType<typeof openSql>;
let bus: Bus;

before(async () => {
  cluster = await startPrivateNatsCluster(3);
  const replicated = { EVENT_STREAM_REPLICAS: '3' };
  stack = await startTestStack({
    natsUrl: cluster.url,
    customersEnv: replicated,
    bookingsEnv: replicated,
    billingEnv: replicated,
  });
  sql = openSql(stack);
  bus = await connectBus({ url: cluster.url, subjectPrefix: stack.eventPrefix, name: 'nats-cluster-test', replicas: 3 });
});
after(async () => {
  await bus?.close();
  await sql?.end();
  // The stack deletes its stream on the cluster, with every node up again.
  for (const node of cluster?.nodes ?? []) await node.restart();
  await stack?.stop();
  await cluster?.stop();
});

test('the stream leader SIGKILLed while bookings are made: one invoice per booking, resumed within 10 s', { timeout: 90_000 }, async (t) => {
  const info = await bus.jsm.streams.info(bus.stream);
  assert.equal(info.config.num_replicas, 3);
  assert.equal(1 + (info.cluster?.replicas?.length ?? 0), 3, 'the stream is kept on three servers');

  const v = await autoInvoicingVenue(stack);
  const first = await bookMany(v, 5);
  await eventually('a first invoice', async () => ((await invoicesOf(sql, v.m.managerId)).length > 0 ? true : undefined));

  const leader = (await bus.jsm.streams.info(bus.stream)).cluster?.leader;
  const node = cluster.nodes.find((candidate) => candidate.name === leader);
  assert.ok(node, `the stream's leader ${leader} is one of the test's servers`);
  const during = bookMany(v, 15);
  await sleep(200);
  await node.kill();
  const killed = Date.now();
  const made = [...first, ...(await during)];

  // Invoicing resumes: a booking made after the kill is invoiced within 10 s of it.
  const later = await bookMany(v, 1);
  await eventually(
    'an invoice for a booking made after the kill',
    async () => ((await invoicesOf(sql, v.m.managerId)).some((invoice) => invoice.booking_ids.includes(later[0]!)) ? true : undefined),
    20_000,
  );
  const resumedMs = Date.now() - killed;
  t.diagnostic(`stream leader ${leader} killed; a booking made after it was invoiced ${resumedMs} ms later`);
  assert.ok(resumedMs <= 10_000, `invoicing resumed only after ${resumedMs} ms`);

  await assertInvoicedExactlyOnce(sql, v, [...made, ...later], 40_000);
  // Every event once in the stream: a publish retried across the failover was dropped as a duplicate.
  const { state } = await bus.jsm.streams.info(bus.stream);
  const ids: string[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq += 1) {
    const stored = await bus.jsm.streams.getMessage(bus.stream, { seq }).catch(() => null);
    if (stored) ids.push(stored.json<{ id: string }>().id);
  }
  assert.equal(new Set(ids).size, ids.length, `every event once in the stream (${ids.length} events)`);
});
