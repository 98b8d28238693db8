// Scenario "webhooks" (issue #60): booking_add at BENCH_WEBHOOKS_RATE (200) per second, open loop,
// for BENCH_WEBHOOKS_SECONDS, with one endpoint subscribed to every event type: for each booking,
// the time from booking_add's answer until its booking.created reached the receiver (a plain
// HTTP server in the bench process, on loopback). The path: bookings outbox -> JetStream -> the
// webhooks consumer (renders the booking as 4.5 shows it, stores one delivery) -> the dispatcher
// -> the receiver. A warm-up (BENCH_WARMUP seconds at the same rate, other rooms) comes first.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { percentile } from '../lib/call-load.ts';
import { daysFromToday } from '../lib/dates.ts';
import { createBenchManager } from '../lib/fixture.ts';
import { GatewayApi } from '../lib/gateway-api.ts';
import { createRooms } from '../lib/invoicing-fixture.ts';
import { createProbes, phase, sleep } from '../lib/phase.ts';
import { accountingLines, fmt, type Phase, type ScenarioReport } from '../lib/report.ts';
import { plainTarget, type MachineClass } from '../lib/targets.ts';
import { bookAtRate } from './invoicing.ts';
import type { ScenarioContext } from './context.ts';

const RESOURCES = 20;
/** Issue #60: booking_add answered -> delivery received, p99. */
const P99_TARGET_MS = 2000;
/** How long after the last answer the scenario waits for the remaining deliveries. */
const DRAIN_TIMEOUT_MS = 30_000;

export interface WebhooksResults {
  rate: number;
  seconds: number;
  sent: number;
  booked: number;
  refused: Record<string, number>;
  delivered: number;
  /** Deliveries of all types the receiver got in the measured phase (booking.created and any other). */
  received: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  load: { before: number[]; after: number[] };
  phase: Phase<null>;
}

/** A receiver that answers 200 at once and notes when each booking's booking.created arrived. */
async function startReceiver() {
  const createdAt = new Map<number, number>();
  let received = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      received += 1;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string; data: { id?: number } };
      if (body.type === 'booking.created' && typeof body.data.id === 'number' && !createdAt.has(body.data.id)) createdAt.set(body.data.id, at);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    createdAt,
    received: () => received,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

export async function runWebhooks(ctx: ScenarioContext): Promise<WebhooksResults> {
  const { settings, database, stack } = ctx;
  const { rate, seconds } = settings.webhooks;
  await sleep(settings.settleSec);
  const { apiKey } = await createBenchManager(database.url);
  const api = new GatewayApi(stack.gatewayUrl, apiKey);
  const customer = await api.postOk('/api/v2/customer_add', { first_name: 'Bench', last_name: 'Hooks' });
  const customerId = (customer.data as { id: number }[])[0]!.id;
  const rooms = await createRooms(api, 'Hooked room', RESOURCES);
  const warmupRooms = await createRooms(api, 'Warm-up room', RESOURCES);
  const receiver = await startReceiver();
  await api.postOk('/api/internal/webhook_add', { url: receiver.url, events: '*', description: 'bench' });

  const firstDate = daysFromToday(3);
  const answeredAt = new Map<number, number>();
  const refused: Record<string, number> = {};
  const probes = createProbes(ctx.pids, database);
  let loadBefore: number[] = [];
  let receivedBefore = 0;
  const total = rate * seconds;
  const measured = await phase(`booking_add at ${rate}/s, each delivered to a webhook`, probes, async (beforeMeasure) => {
    const warmupCount = rate * settings.warmupSec;
    const warmupIds: number[] = [];
    console.log(`webhooks: warm-up, ${warmupCount} booking_add at ${rate}/s …`);
    await bookAtRate(api, customerId, warmupRooms, firstDate, warmupCount, rate, (_sent, outcome) => {
      if ('id' in outcome) warmupIds.push(outcome.id);
    });
    const warmupUntil = Date.now() + DRAIN_TIMEOUT_MS;
    while (warmupIds.some((id) => !receiver.createdAt.has(id)) && Date.now() < warmupUntil) await sleep(0.05);
    await beforeMeasure();
    receivedBefore = receiver.received();
    console.log(`webhooks: ${total} booking_add at ${rate}/s, one endpoint subscribed to everything …`);
    loadBefore = loadavg();
    await bookAtRate(api, customerId, rooms, firstDate, total, rate, (_sent, outcome) => {
      if ('id' in outcome) answeredAt.set(outcome.id, Date.now());
      else refused[outcome.refused] = (refused[outcome.refused] ?? 0) + 1;
    });
    const until = Date.now() + DRAIN_TIMEOUT_MS;
    while ([...answeredAt.keys()].some((id) => !receiver.createdAt.has(id)) && Date.now() < until) await sleep(0.05);
    return null;
  });
  receiver.close();
  api.close();
  const latencies = [...answeredAt]
    .filter(([id]) => receiver.createdAt.has(id))
    .map(([id, answered]) => receiver.createdAt.get(id)! - answered)
    .sort((a, b) => a - b);
  return {
    rate,
    seconds,
    sent: total,
    booked: answeredAt.size,
    refused,
    delivered: latencies.length,
    received: receiver.received() - receivedBefore,
    latencyMs: { p50: percentile(latencies, 50), p90: percentile(latencies, 90), p99: percentile(latencies, 99), max: latencies.at(-1) ?? 0 },
    load: { before: loadBefore, after: loadavg() },
    phase: measured,
  };
}

export function webhooksReport(results: WebhooksResults, _machine: MachineClass): ScenarioReport {
  const l = results.latencyMs;
  const targets = [
    plainTarget(
      `webhook deliveries p99 at ${results.rate} booking_add/s`,
      l.p99,
      `${fmt(l.p99)} ms (${results.delivered} of ${results.booked} delivered)`,
      `< ${P99_TARGET_MS} ms, every booking delivered`,
      l.p99 < P99_TARGET_MS && results.delivered === results.booked && results.booked > 0,
    ),
  ];
  const refused = Object.keys(results.refused).length ? `, refused ${JSON.stringify(results.refused)}` : '';
  const summary = [
    `== webhooks: booking_add at ${results.rate}/s for ${results.seconds} s, one endpoint subscribed to every event`,
    `booked ${results.booked} of ${results.sent}${refused}; booking.created delivered for ${results.delivered}; ${results.received} deliveries received in all`,
    `booking_add answered -> booking.created at the receiver: p50 ${l.p50.toFixed(0)} ms, p90 ${l.p90.toFixed(0)} ms, p99 ${l.p99.toFixed(0)} ms, max ${l.max.toFixed(0)} ms`,
    `load ${results.load.before.map((v) => v.toFixed(2)).join(' ')} -> ${results.load.after.map((v) => v.toFixed(2)).join(' ')}`,
    ...targets.map((target) => target.line),
  ];
  return { summary, accounting: accountingLines([['delivered booking', results.phase, results.booked]]), targets };
}
