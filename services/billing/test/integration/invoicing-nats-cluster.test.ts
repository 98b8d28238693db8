// Events on a JetStream cluster (docs/decisions.md, 'The stream keeps an event a week'): the services
// run against three NATS servers of this test's own, the stream kept in three copies
// (EVENT_STREAM_REPLICAS=3). The server leading the stream is SIGKILLed while bookings are made:
// no event is lost or applied twice (one invoice per booking, numbers without gaps, every event once
// in the stream), and invoicing resumes within 10 s (issue #58). How soon is mostly NATS's: the stream
// and each consumer the server led elect a new leader after a Raft timeout of 4–9 s (nats-server 2.9),
// and our side adds about a second (a publish unanswered for 1 s tried again at once, a lost pull made
// again after two missed 500 ms heartbeats): measured 4.4–9.0 s over 38 runs, half of them beside
// another test file, 0.2–1.4 s after the last election (4.5–10.8 s before these settings). The
// diagnostics give both.
import assert from 'node:assert/strict';
import { after, before, test, type TestContext } from 'node:test';
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
  // Each step even when one before it failed: services or servers left running would keep this file from exiting.
  try {
    await bus?.close();
    await sql?.end();
    // The stack deletes its stream on the cluster, with every node up again.
    for (const node of cluster?.nodes ?? []) await node.restart();
  } finally {
    try {
      await stack?.stop();
    } finally {
      await cluster?.stop();
    }
  }
});

/** What the services logged since the kill and where the stream and its consumers stand: for a stall's diagnosis. */
async function reportStall(t: TestContext, killed: number): Promise<void> {
  for (const line of stack.serviceLogs) {
    const logged = JSON.parse(line) as { time: number; service: string; msg: string; err?: { message?: string } };
    t.diagnostic(`${logged.time - killed} ms ${logged.service}: ${logged.msg} ${logged.err?.message?.slice(0, 120) ?? ''}`);
  }
  const info = await bus.jsm.streams.info(bus.stream).catch((error: Error) => error.message);
  t.diagnostic(`stream: ${JSON.stringify(typeof info === 'string' ? info : info.cluster)}`);
  for (const c of await bus.jsm.consumers.list(bus.stream).next())
    t.diagnostic(
      `consumer ${c.name}: pending ${c.num_pending}, ack pending ${c.num_ack_pending}, pulls waiting ${c.num_waiting}, leader ${c.cluster?.leader}`,
    );
}

test('the stream leader SIGKILLed while bookings are made: one invoice per booking, resumed within 10 s', { timeout: 120_000 }, async (t) => {
  const info = await bus.jsm.streams.info(bus.stream);
  assert.equal(info.config.num_replicas, 3);
  assert.equal(1 + (info.cluster?.replicas?.length ?? 0), 3, 'the stream is kept on three servers');

  const v = await autoInvoicingVenue(stack);
  const first = await bookMany(v, 5);
  await eventually('a first invoice', async () => ((await invoicesOf(sql, v.m.managerId)).length > 0 ? true : undefined));

  const leader = (await bus.jsm.streams.info(bus.stream)).cluster?.leader;
  const node = cluster.nodes.find((candidate) => candidate.name === leader);
  assert.ok(node, `the stream's leader ${leader} is one of the test's servers`);
  // The consumers the killed server leads too (each consumer is a Raft group of its own).
  const consumers: string[] = [];
  for await (const c of await bus.jsm.consumers.list(bus.stream)) if (c.cluster?.leader === leader) consumers.push(c.name);
  const during = bookMany(v, 15);
  await sleep(200);
  await node.kill();
  const killed = Date.now();
  // When the stream and those consumers have a leader again (NATS's Raft timeouts), for the
  // diagnostics only: an info request without a leader is not answered, so each waits 500 ms at most.
  const ledAgain = async (api: string) => {
    while (Date.now() - killed < 30_000) {
      const reply = await bus.nc.request(`$JS.API.${api}`, undefined, { timeout: 500 }).catch(() => undefined);
      const now = reply?.json<{ cluster?: { leader?: string } }>();
      if (now?.cluster?.leader && now.cluster.leader !== leader) return Date.now() - killed;
      await sleep(100);
    }
    return undefined;
  };
  const elected = ledAgain(`STREAM.INFO.${bus.stream}`);
  const consumersElected = Promise.all(consumers.map(async (name) => `${name} ${await ledAgain(`CONSUMER.INFO.${bus.stream}.${name}`)}`));

  // Invoicing resumes: a booking made right after the kill is invoiced.
  const later = await bookMany(v, 1);
  const made = [...first, ...(await during)];
  try {
    await eventually(
      'an invoice for a booking made after the kill',
      async () => ((await invoicesOf(sql, v.m.managerId)).some((invoice) => invoice.booking_ids.includes(later[0]!)) ? true : undefined),
      30_000,
    );
  } catch (error) {
    await reportStall(t, killed);
    throw error;
  }
  const resumedMs = Date.now() - killed;
  t.diagnostic(
    `stream leader ${leader} killed; a booking made after it invoiced ${resumedMs} ms after the kill; the stream led again ${await elected} ms after it${consumers.length > 0 ? `, consumers ${(await consumersElected).join(' ms, ')} ms` : ''}`,
  );
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
