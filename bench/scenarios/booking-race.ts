// Scenario "booking-race": BENCH_CONNECTIONS clients POST booking_add for random hourly slots on a
// handful of resources (some free, some taken from the start by daily series, more taken as the
// run goes on). Successes (200) and conflicts (409) are counted apart; the exclusion constraint
// and the per-unit locks are what is raced. Then the same race against the monolith
// (bench/monolith-server.ts: Fastify + pg in one process, the same tables and constraint) on
// resources of its own: the ratio of the two is the race's target on any machine.
import type { RequestSpec } from 'autocannon';
import { countBookings, createResources } from '../lib/booking-fixture.ts';
import { addDays, daysFromToday, hm } from '../lib/dates.ts';
import { createBenchManager } from '../lib/fixture.ts';
import { dailySeriesBody, GatewayApi, singleBookingBody } from '../lib/gateway-api.ts';
import { measureHttp, type HttpFigures } from '../lib/http-load.ts';
import { monolithSeriesBody, monolithSingleBody, startMonolith } from '../lib/monolith.ts';
import { createProbes, phase, sleep, type Probes } from '../lib/phase.ts';
import { mapLimit } from '../lib/pool.ts';
import type { Phase } from '../lib/report.ts';
import type { ScenarioContext } from './context.ts';

/** Hourly slots 08:00–20:00; the daily series take 08, 12 and 16 from the start (25 %). */
const FIRST_HOUR = 8;
const SLOTS_PER_DAY = 12;
const PREFILLED_HOURS = [8, 12, 16];
const WARMUP_RESOURCES = 2;

export interface RaceFigures extends HttpFigures {
  successes: number;
  conflicts: number;
  others: number;
  successesPerSec: number;
  conflictsPerSec: number;
  /** Bookings the database gained during the measurement (should equal successes, ± in flight). */
  bookingsCreated: number;
}

/** Issue #13's targets for the race: answers (200 and 409) per second, and their p99. */
export const RACE_TARGET = { answersPerSec: 1000, p99Ms: 100 };
/** Issue #57's: the stack's answers per second against the monolith's, in the same run. */
export const RACE_RATIO_TARGET = 0.5;

/** One race: its figures, and the share of the slots taken at its end. */
export interface RaceRun {
  phase: Phase<RaceFigures>;
  takenAtEnd: number;
}

export interface RaceResults extends RaceRun {
  resources: number;
  days: number;
  slots: number;
  prefilledSlots: number;
  connections: number;
  durationSec: number;
  target: typeof RACE_TARGET;
  /** The same race against the monolith (BENCH_MONOLITH=0: not run). */
  monolith?: RaceRun;
  /** Stack answers/s ÷ monolith answers/s. */
  ratio?: number;
  ratioTarget: number;
}

/** Answers (200 and 409) per second of a race. */
export const answersPerSec = (f: RaceFigures) => f.successesPerSec + f.conflictsPerSec;

/** The race's rates in this run, for the scenarios after it (overload, invoicing). */
export function raceRatesOf(earlier: ScenarioContext['earlier']): { answersPerSec: number; bookingsPerSec: number } | undefined {
  const race = earlier['booking-race'] as RaceResults | undefined;
  if (!race?.phase) return undefined;
  return { answersPerSec: answersPerSec(race.phase.figures), bookingsPerSec: race.phase.figures.successesPerSec };
}

/** Where a race books: its URL, the body of one single booking and of a daily series, a POST. */
export interface RaceTarget {
  name: string;
  url: URL;
  /** Every URL the load goes to, sharing the connections (several gateways); default: url. */
  urls?: string[];
  managerId: number;
  single(resourceId: number, date: string, from: string, to: string): Record<string, unknown>;
  daily(resourceId: number, dateFrom: string, dateTo: string, from: string, to: string): Record<string, unknown>;
  post(body: Record<string, unknown>): Promise<{ status: number; body: unknown }>;
}

function randomSlotRequests(target: RaceTarget, resourceIds: number[], dateFrom: string, days: number): RequestSpec[] {
  return [
    {
      method: 'POST',
      path: target.url.pathname,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => {
        const resourceId = resourceIds[Math.floor(Math.random() * resourceIds.length)]!;
        const date = addDays(dateFrom, Math.floor(Math.random() * days));
        const start = (FIRST_HOUR + Math.floor(Math.random() * SLOTS_PER_DAY)) * 60;
        return { ...request, body: JSON.stringify(target.single(resourceId, date, hm(start), hm(start + 60))) };
      },
    },
  ];
}

/** A free slot books (200), the same slot again conflicts (409): both paths work before the load. */
async function checkPaths(target: RaceTarget, resourceId: number, date: string): Promise<void> {
  const body = target.single(resourceId, date, '19:00', '20:00');
  const first = await target.post(body);
  const second = await target.post(body);
  if (first.status !== 200 || second.status !== 409) {
    throw new Error(
      `booking-race check (${target.name}): expected 200 then 409, got ${first.status} then ${second.status}: ${JSON.stringify(second.body)}`,
    );
  }
}

/** Prefills `raceIds` (daily series at PREFILLED_HOURS), checks the paths, then races for them. */
export async function race(
  ctx: ScenarioContext,
  probes: Probes,
  target: RaceTarget,
  ids: { race: number[]; warmup: number[] },
): Promise<RaceRun> {
  const { settings, database } = ctx;
  const { days } = settings.race;
  const dateFrom = daysFromToday(3);
  const dateTo = addDays(dateFrom, days - 1);
  await mapLimit(
    ids.race.flatMap((id) => PREFILLED_HOURS.map((hour) => target.daily(id, dateFrom, dateTo, hm(hour * 60), hm(hour * 60 + 60)))),
    4,
    async (body) => {
      const answer = await target.post(body);
      if (answer.status !== 200) throw new Error(`prefill (${target.name}) answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    },
  );
  await checkPaths(target, ids.warmup[0]!, dateFrom);

  // Postgres flushes table statistics up to 10 s late: keep the set-up's scans out of the figures.
  await sleep(settings.settleSec);
  let bookingsBefore = 0;
  console.log(`booking-race: measuring POST ${target.url} (${target.name}, ${settings.connections} connections) …`);
  const measured = await phase(`POST ${target.url.pathname} (${target.name}, random slots)`, probes, (beforeMeasure) =>
    measureHttp(target.urls ?? target.url.toString(), {
      connections: settings.connections,
      durationSec: settings.durationSec,
      warmupSec: settings.warmupSec,
      requests: randomSlotRequests(target, ids.race, dateFrom, days),
      warmupRequests: randomSlotRequests(target, ids.warmup, dateFrom, days),
      beforeMeasure: async () => {
        await beforeMeasure();
        bookingsBefore = (await countBookings(database.url, target.managerId, ids.race)).bookings;
      },
    }),
  );
  const bookingsAfter = (await countBookings(database.url, target.managerId, ids.race)).bookings;

  const f = measured.figures;
  const successes = f.statusCodes['200'] ?? 0;
  const conflicts = f.statusCodes['409'] ?? 0;
  const seconds = Math.max(1, f.durationSec);
  const figures: RaceFigures = {
    ...f,
    successes,
    conflicts,
    others: f.requests - successes - conflicts,
    successesPerSec: Math.round((successes / seconds) * 10) / 10,
    conflictsPerSec: Math.round((conflicts / seconds) * 10) / 10,
    bookingsCreated: bookingsAfter - bookingsBefore,
  };
  // On the race resources: the prefill series, then one single booking per slot won.
  const slots = ids.race.length * days * SLOTS_PER_DAY;
  const singles = bookingsAfter - ids.race.length * PREFILLED_HOURS.length;
  return {
    phase: { ...measured, figures },
    takenAtEnd: Math.round(((ids.race.length * days * PREFILLED_HOURS.length + singles) / slots) * 1000) / 1000,
  };
}

/** `count` resources for the race and WARMUP_RESOURCES for its warm-up, made through the gateway. */
export async function raceResources(api: GatewayApi, title: string, count: number) {
  const ids = await createResources(api, title, count + WARMUP_RESOURCES);
  return { race: ids.slice(0, count), warmup: ids.slice(count) };
}

async function raceTheStack(ctx: ScenarioContext): Promise<RaceRun> {
  const { managerId, apiKey } = await createBenchManager(ctx.database.url);
  const api = new GatewayApi(ctx.stack.gatewayUrl, apiKey);
  try {
    const ids = await raceResources(api, 'Race hall', ctx.settings.race.resources);
    return await race(ctx, createProbes(ctx.pids, ctx.database), {
      name: 'stack',
      url: new URL('/api/v2/booking_add', ctx.stack.gatewayUrl),
      managerId,
      single: (...args) => ({ api_secret_key: apiKey, ...singleBookingBody(...args) }),
      daily: (...args) => dailySeriesBody(...args),
      post: (body) => api.post('/api/v2/booking_add', body),
    }, ids);
  } finally {
    api.close();
  }
}

/** The same race against the monolith, for a manager of its own and on resources of its own. */
async function raceTheMonolith(ctx: ScenarioContext): Promise<RaceRun> {
  const { managerId, apiKey } = await createBenchManager(ctx.database.url);
  const api = new GatewayApi(ctx.stack.gatewayUrl, apiKey);
  const monolith = await startMonolith(ctx, managerId);
  try {
    const ids = await raceResources(api, 'Monolith hall', ctx.settings.race.resources);
    return await race(ctx, createProbes({ ...ctx.pids, monolith: monolith.child.pid }, ctx.database), {
      name: 'monolith',
      url: new URL('/bookings', monolith.url),
      managerId,
      single: monolithSingleBody,
      daily: (resourceId, dateFrom, dateTo, from, to) => monolithSeriesBody(resourceId, dateFrom, dateTo, 1, from, to),
      post: monolith.book,
    }, ids);
  } finally {
    api.close();
    await monolith.stop();
  }
}

export async function runBookingRace(ctx: ScenarioContext): Promise<RaceResults> {
  const { settings } = ctx;
  const { resources, days } = settings.race;
  console.log(`booking-race: ${resources} resources, ${days} days × ${SLOTS_PER_DAY} hourly slots, prefilling …`);
  const stack = await raceTheStack(ctx);
  let monolith: RaceRun | undefined;
  if (settings.monolith) {
    await sleep(settings.settleSec);
    console.log('booking-race: the same race against the monolith (bench/monolith-server.ts), prefilling …');
    monolith = await raceTheMonolith(ctx);
  }
  return {
    ...stack,
    resources,
    days,
    slots: resources * days * SLOTS_PER_DAY,
    prefilledSlots: resources * days * PREFILLED_HOURS.length,
    connections: settings.connections,
    durationSec: settings.durationSec,
    target: RACE_TARGET,
    ...(monolith && {
      monolith,
      ratio: Math.round((answersPerSec(stack.phase.figures) / Math.max(1, answersPerSec(monolith.phase.figures))) * 1000) / 1000,
    }),
    ratioTarget: RACE_RATIO_TARGET,
  };
}
