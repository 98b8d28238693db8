// Scenario "weekly-series": booking_add of a weekly series (recurring=1, recurrence_type=week, one
// weekday with from/to) of 52 instances, each on a fresh resource so that none conflicts;
// BENCH_SERIES_COUNT of them, back to back (BENCH_SERIES_CONCURRENCY, default 1). Then the same
// series against the monolith (bench/monolith-server.ts, 52 instances in one transaction in the
// same tables), on resources of its own: the ratio of the two medians is the target on any machine.
import { createResources, instancesOfBooking } from '../lib/booking-fixture.ts';
import { measureCalls, type CallFigures } from '../lib/call-load.ts';
import { addDays, daysFromToday, mondayOnOrAfter } from '../lib/dates.ts';
import { createBenchManager } from '../lib/fixture.ts';
import { bookingIdOf, GatewayApi, weeklySeriesBody, type Answer } from '../lib/gateway-api.ts';
import { monolithSeriesBody, startMonolith } from '../lib/monolith.ts';
import { createProbes, phase, sleep } from '../lib/phase.ts';
import type { Phase } from '../lib/report.ts';
import type { ScenarioContext } from './context.ts';

const INSTANCES = 52;
const WARMUP_SERIES = 3;

/** Issue #13's target for a weekly series of 52 instances through the gateway. */
export const SERIES_TARGET = { p50Ms: 10 };
/** Issue #57's: the monolith's p50 ÷ the stack's (higher is better, as every ratio), in the same run. */
export const SERIES_RATIO_TARGET = 0.5;

export interface SeriesResults {
  series: number;
  instancesPerSeries: number;
  concurrency: number;
  dateFrom: string;
  dateTo: string;
  phase: Phase<CallFigures>;
  target: typeof SERIES_TARGET;
  /** The same series against the monolith (BENCH_MONOLITH=0: not run). */
  monolith?: Phase<CallFigures>;
  /** Monolith p50 ÷ stack p50. */
  ratio?: number;
  ratioTarget: number;
}

/** Where the series are booked: `book` sends one on a resource and answers the new booking's id. */
interface SeriesTarget {
  name: string;
  book(resourceId: number): Promise<number>;
}

/** `count` series back to back (after the warm-up), each on the next of `resources`; one is checked. */
async function measureSeries(ctx: ScenarioContext, pids: Record<string, number | undefined>, target: SeriesTarget, resources: number[]) {
  const { settings, database } = ctx;
  const { count, concurrency } = settings.series;
  const queue = [...resources];
  let firstBookingId: number | undefined;
  const addSeries = async () => {
    const resourceId = queue.shift();
    if (resourceId === undefined) throw new Error('no fresh resource left');
    const id = await target.book(resourceId);
    firstBookingId ??= id;
  };
  // Postgres flushes table statistics up to 10 s late: keep the set-up's scans out of the figures.
  await sleep(settings.settleSec);
  const probes = createProbes(pids, database);
  console.log(`weekly-series: measuring ${target.name} (concurrency ${concurrency}) …`);
  const measured = await phase(`${target.name} (weekly, ${INSTANCES} instances)`, probes, (beforeMeasure) =>
    measureCalls(addSeries, { concurrency, count, warmupCount: WARMUP_SERIES, beforeMeasure }),
  );
  if (firstBookingId === undefined)
    throw new Error(`weekly-series: no series was created on ${target.name} (${measured.figures.firstError})`);
  const instances = await instancesOfBooking(database.url, firstBookingId);
  if (instances !== INSTANCES)
    throw new Error(`weekly-series: a series on ${target.name} has ${instances} instances, not ${INSTANCES}`);
  return measured;
}

function idOf(answer: { status: number; body: unknown }, name: string): number {
  if (answer.status !== 200)
    throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return bookingIdOf(answer.body as Answer['body']);
}

export async function runWeeklySeries(ctx: ScenarioContext): Promise<SeriesResults> {
  const { settings, database, stack } = ctx;
  const { count, concurrency } = settings.series;
  const dateFrom = mondayOnOrAfter(daysFromToday(3));
  const dateTo = addDays(dateFrom, (INSTANCES - 1) * 7);
  console.log(`weekly-series: ${count} series of ${INSTANCES} Mondays (${dateFrom} – ${dateTo}), creating resources …`);

  // One fresh resource per series, warm-up first: every call takes the next one.
  const { apiKey } = await createBenchManager(database.url);
  const api = new GatewayApi(stack.gatewayUrl, apiKey);
  let measured: Phase<CallFigures>;
  try {
    const resources = await createResources(api, 'Series room', WARMUP_SERIES + count);
    measured = await measureSeries(ctx, ctx.pids, {
      name: 'POST /api/v2/booking_add',
      book: async (resourceId) =>
        idOf(await api.postFast('/api/v2/booking_add', weeklySeriesBody(resourceId, dateFrom, dateTo, 'mon', '18:00', '20:00')), 'booking_add'),
    }, resources);
  } finally {
    api.close();
  }

  let monolith: Phase<CallFigures> | undefined;
  if (settings.monolith) {
    const owner = await createBenchManager(database.url);
    const ownerApi = new GatewayApi(stack.gatewayUrl, owner.apiKey);
    const server = await startMonolith(ctx, owner.managerId);
    try {
      console.log('weekly-series: the same series against the monolith (bench/monolith-server.ts), creating resources …');
      const resources = await createResources(ownerApi, 'Monolith series room', WARMUP_SERIES + count);
      monolith = await measureSeries(ctx, { ...ctx.pids, monolith: server.child.pid }, {
        name: 'monolith POST /bookings',
        book: async (resourceId) =>
          idOf(await server.book(monolithSeriesBody(resourceId, dateFrom, dateTo, 7, '18:00', '20:00')), 'the monolith'),
      }, resources);
    } finally {
      ownerApi.close();
      await server.stop();
    }
  }

  return {
    series: count,
    instancesPerSeries: INSTANCES,
    concurrency,
    dateFrom,
    dateTo,
    phase: measured,
    target: SERIES_TARGET,
    ...(monolith && {
      monolith,
      ratio: Math.round((monolith.figures.latencyP50Ms / Math.max(0.001, measured.figures.latencyP50Ms)) * 1000) / 1000,
    }),
    ratioTarget: SERIES_RATIO_TARGET,
  };
}
