// Scenario "overload": booking_add past the stack's capacity, open loop, for BENCH_OVERLOAD_SECONDS:
// at twice the race's answers per second of this run (or BENCH_OVERLOAD_RATE), random hourly slots
// on resources of its own, most on kept-alive connections (as many as the requests in flight need)
// and every BENCH_OVERLOAD_NEW_CONNECTION_EVERY-th on a new one. Every outcome is counted: the
// statuses, 503s with and without Retry-After, and transport errors (resets, hang-ups, timeouts)
// apart. Past capacity the gateway must answer (a 503 with Retry-After when it sheds), never reset
// a connection or fail with 500 (issue #57).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createResources } from '../lib/booking-fixture.ts';
import { percentile } from '../lib/call-load.ts';
import { addDays, daysFromToday, hm } from '../lib/dates.ts';
import { createBenchManager } from '../lib/fixture.ts';
import { GatewayApi, singleBookingBody } from '../lib/gateway-api.ts';
import { postJson, type PostError } from '../lib/json-post.ts';
import { createProbes, phase, sleep } from '../lib/phase.ts';
import { accountingLines, fmt, type Phase, type ScenarioReport } from '../lib/report.ts';
import { plainTarget, type MachineClass } from '../lib/targets.ts';
import { raceRatesOf } from './booking-race.ts';
import type { ScenarioContext } from './context.ts';

const RESOURCES = 20;
const DAYS = 30;
/** Well past the gateway's gRPC deadline (5 s): a request unanswered by then is counted as a timeout. */
const ANSWER_TIMEOUT_MS = 20_000;
/** Without a race in this run and without BENCH_OVERLOAD_RATE: twice the absolute race target. */
const DEFAULT_RATE = 2000;
/** The sender wakes this often and sends every request that is due. */
const SEND_TICK_MS = 2;

export interface OverloadResults {
  rate: number;
  /** Where the rate came from. */
  rateSource: string;
  seconds: number;
  newConnectionEvery: number;
  sent: number;
  /** How late the last request went out against its schedule (the load generator's own limit). */
  senderLagMs: number;
  /** Answers by status. */
  statuses: Record<string, number>;
  unavailableWithRetryAfter: number;
  unavailableWithoutRetryAfter: number;
  /** Requests that got no answer, by error: ECONNRESET, socket hang up, EPIPE, TIMEOUT, … */
  transport: Record<string, number>;
  /**
   * The same by the connection they went out on: a new one, a kept-alive one used before
   * (`reusedSocket`: what a server closing an idle connection as it is reused causes), or a
   * kept-alive one's first request.
   */
  transportByConnection: Record<string, number>;
  resets: number;
  timeouts: number;
  otherTransport: number;
  /** Answer times (ms from sending) by kind of answer. */
  latencyMs: Record<string, { p50: number; p99: number; max: number }>;
  /** The gateway's own count of requests it shed (http_requests_shed_total), during the phase. */
  shedByGateway?: number;
  phase: Phase<null>;
}

/** Errors that mean the connection was reset or closed under a request. */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'socket hang up']);

function overloadRate(ctx: ScenarioContext): { rate: number; source: string } {
  const given = ctx.settings.overload.rate;
  if (given !== undefined) return { rate: given, source: 'BENCH_OVERLOAD_RATE' };
  const race = raceRatesOf(ctx.earlier);
  if (race) return { rate: Math.round(2 * race.answersPerSec), source: `twice the race's ${fmt(race.answersPerSec)} answers/s` };
  return { rate: DEFAULT_RATE, source: 'no race in this run: twice the absolute race target' };
}

/** The gateway's count of shed requests, from its /metrics (undefined when it cannot be read). */
async function shedCount(gatewayUrl: string): Promise<number | undefined> {
  try {
    const text = await (await fetch(`${gatewayUrl}/metrics`)).text();
    const value = /^http_requests_shed_total(?:\{[^}]*\})? (\d+)/m.exec(text)?.[1];
    return value === undefined ? undefined : Number(value);
  } catch {
    return undefined;
  }
}

/** Calls `send(i)` for i = 0 … total-1, each at its time on a fixed schedule, whatever the answers. */
async function openLoop(rate: number, total: number, send: (index: number) => void): Promise<number> {
  const start = performance.now();
  let next = 0;
  while (next < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
    while (next < due) send(next++);
    if (next < total) await new Promise((resolve) => setTimeout(resolve, SEND_TICK_MS));
  }
  // How late the last request went out against its schedule.
  return Math.max(0, performance.now() - start - ((total - 1) * 1000) / rate);
}

const tally = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

export async function runOverload(ctx: ScenarioContext): Promise<OverloadResults> {
  const { settings, database, stack } = ctx;
  const { seconds, newConnectionEvery } = settings.overload;
  const { rate, source } = overloadRate(ctx);
  const { apiKey } = await createBenchManager(database.url);
  const api = new GatewayApi(stack.gatewayUrl, apiKey);
  const resources = await createResources(api, 'Overload hall', RESOURCES);
  api.close();
  const dateFrom = daysFromToday(3);
  const url = `${stack.gatewayUrl}/api/v2/booking_add`;
  const body = () => {
    const date = addDays(dateFrom, Math.floor(Math.random() * DAYS));
    const start = (8 + Math.floor(Math.random() * 12)) * 60;
    const resourceId = resources[Math.floor(Math.random() * resources.length)]!;
    return JSON.stringify({ api_secret_key: apiKey, ...singleBookingBody(resourceId, date, hm(start), hm(start + 60)) });
  };

  const statuses: Record<string, number> = {};
  const transport: Record<string, number> = {};
  const transportByConnection: Record<string, number> = {};
  const latencies: Record<string, number[]> = {};
  let withRetryAfter = 0;
  let withoutRetryAfter = 0;
  // As many kept-alive connections as the requests in flight need: the open loop does not wait.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const total = Math.round(rate * seconds);
  const shedBefore = await shedCount(stack.gatewayUrl);

  await sleep(settings.settleSec);
  const probes = createProbes(ctx.pids, database);
  let senderLagMs = 0;
  console.log(
    `overload: ${total} booking_add at ${rate}/s (${source}) for ${seconds} s, every ${newConnectionEvery}th on a new connection …`,
  );
  const measured = await phase(`POST /api/v2/booking_add at ${rate}/s (overload)`, probes, async (beforeMeasure) => {
    await beforeMeasure();
    const calls: Promise<void>[] = [];
    senderLagMs = await openLoop(rate, total, (index) => {
      const sent = performance.now();
      const answered = (kind: string) => (latencies[kind] ??= []).push(performance.now() - sent);
      calls.push(
        postJson(url, body(), { agent: index % newConnectionEvery === 0 ? false : agent, timeoutMs: ANSWER_TIMEOUT_MS }).then(
          (answer) => {
            const status = String(answer.status);
            tally(statuses, status);
            answered(status);
            if (answer.status === 503) {
              if (answer.headers['retry-after'] === undefined) withoutRetryAfter += 1;
              else withRetryAfter += 1;
            }
          },
          (error: PostError) => {
            const kind = error.message === 'socket hang up' ? 'socket hang up' : (error.code ?? error.message);
            tally(transport, kind);
            const connection = index % newConnectionEvery === 0 ? 'new' : error.reusedSocket ? 'reused' : 'kept-alive, first request';
            tally(transportByConnection, `${kind} on ${connection}`);
            answered('error');
          },
        ),
      );
    });
    await Promise.all(calls);
    return null;
  });
  agent.destroy();
  const shedAfter = await shedCount(stack.gatewayUrl);

  const count = (keys: (key: string) => boolean) =>
    Object.entries(transport).filter(([key]) => keys(key)).reduce((sum, [, n]) => sum + n, 0);
  const latencyMs = Object.fromEntries(
    Object.entries(latencies).map(([kind, values]) => {
      values.sort((a, b) => a - b);
      return [kind, { p50: percentile(values, 50), p99: percentile(values, 99), max: values.at(-1) ?? 0 }];
    }),
  );
  return {
    rate,
    rateSource: source,
    seconds,
    newConnectionEvery,
    sent: total,
    senderLagMs: Math.round(senderLagMs),
    statuses,
    unavailableWithRetryAfter: withRetryAfter,
    unavailableWithoutRetryAfter: withoutRetryAfter,
    transport,
    transportByConnection,
    resets: count((key) => RESET_CODES.has(key)),
    timeouts: count((key) => key === 'TIMEOUT'),
    otherTransport: count((key) => !RESET_CODES.has(key) && key !== 'TIMEOUT'),
    latencyMs,
    ...(shedBefore !== undefined && shedAfter !== undefined && { shedByGateway: shedAfter - shedBefore }),
    phase: measured,
  };
}

export function overloadReport(results: OverloadResults, _machine: MachineClass): ScenarioReport {
  const s = results.statuses;
  const statusList = Object.entries(s)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const transportList = Object.entries(results.transportByConnection).map(([kind, n]) => `${kind}: ${n}`).join(', ');
  const latencyList = Object.entries(results.latencyMs)
    .map(([kind, l]) => `${kind} p50 ${fmt(l.p50)} / p99 ${fmt(l.p99)} / max ${fmt(l.max)} ms`)
    .join('; ');
  const errors500 = s['500'] ?? 0;
  // Answered, always: no reset, no timeout or other transport error, no 500, every 503 says when to retry.
  const met =
    results.resets === 0 &&
    results.timeouts === 0 &&
    results.otherTransport === 0 &&
    errors500 === 0 &&
    results.unavailableWithoutRetryAfter === 0;
  const target = plainTarget(
    `overload at ${results.rate}/s`,
    results.resets + results.timeouts + results.otherTransport + errors500 + results.unavailableWithoutRetryAfter,
    `${results.resets} resets, ${errors500} × 500, ${results.timeouts} timeouts, ${results.otherTransport} other transport errors, ` +
      `${results.unavailableWithoutRetryAfter} × 503 without Retry-After (${results.unavailableWithRetryAfter} with)`,
    'every request answered: 0 resets, 0 × 500, no timeout, every 503 with Retry-After',
    met,
  );
  const summary = [
    `== overload: POST /api/v2/booking_add at ${results.rate}/s (${results.rateSource}) for ${results.seconds} s, open loop, ` +
      `every ${results.newConnectionEvery}th request on a new connection; sender ${results.senderLagMs} ms behind schedule at the end`,
    `sent ${results.sent}; answers ${statusList || 'none'}; transport errors ${transportList || 'none'}` +
      (results.shedByGateway !== undefined ? `; shed by the gateway (http_requests_shed_total): ${results.shedByGateway}` : ''),
    `answer times: ${latencyList}`,
    target.line,
  ];
  return {
    summary,
    accounting: accountingLines([['overload', results.phase, results.sent]]),
    targets: [target],
  };
}
