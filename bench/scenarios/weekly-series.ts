// Scenario "weekly-series": booking_add of a weekly series (recurring=1, recurrence_type=week, one
// weekday with from/to) of 52 instances, each on a fresh resource so that none conflicts;
// BENCH_SERIES_COUNT of them, back to back (BENCH_SERIES_CONCURRENCY, default 1).
import { createResources, instancesOfBooking } from '../lib/booking-fixture.ts';
import { measureCalls, type CallFigures } from '../lib/call-load.ts';
import { addDays, daysFromToday, mondayOnOrAfter } from '../lib/dates.ts';
import { createBenchManager } from '../lib/fixture.ts';
import { bookingIdOf, GatewayApi, weeklySeriesBody } from '../lib/gateway-api.ts';
import { createProbes, phase, sleep } from '../lib/phase.ts';
import type { Phase } from '../lib/report.ts';
import type { ScenarioContext } from './context.ts';

const INSTANCES = 52;
const WARMUP_SERIES = 3;

/** Issue #13's target for a weekly series of 52 instances through the gateway. */
export const SERIES_TARGET = { p50Ms: 10 };

export interface SeriesResults {
  series: number;
  instancesPerSeries: number;
  concurrency: number;
  dateFrom: string;
  dateTo: string;
  phase: Phase<CallFigures>;
  target: typeof SERIES_TARGET;
}

export async function runWeeklySeries(ctx: ScenarioContext): Promise<SeriesResults> {
  const { settings, database, stack } = ctx;
  const { count, concurrency } = settings.series;
  const { apiKey } = await createBenchManager(database.url);
  const api = new GatewayApi(stack.gatewayUrl, apiKey);
  try {
    const dateFrom = mondayOnOrAfter(daysFromToday(3));
    const dateTo = addDays(dateFrom, (INSTANCES - 1) * 7);

    console.log(
      `weekly-series: ${count} series of ${INSTANCES} Mondays (${dateFrom} – ${dateTo}), creating resources …`,
    );
    // One fresh resource per series, warm-up first: every call takes the next one.
    const queue = await createResources(api, 'Series room', WARMUP_SERIES + count);
    let firstBookingId: number | undefined;
    const addSeries = async () => {
      const resourceId = queue.shift();
      if (resourceId === undefined) throw new Error('no fresh resource left');
      const answer = await api.postFast(
        '/api/v2/booking_add',
        weeklySeriesBody(resourceId, dateFrom, dateTo, 'mon', '18:00', '20:00'),
      );
      if (answer.status !== 200)
        throw new Error(
          `booking_add answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
        );
      firstBookingId ??= bookingIdOf(answer.body);
    };

    // Postgres flushes table statistics up to 10 s late: keep the set-up's scans out of the figures.
    await sleep(settings.settleSec);
    const probes = createProbes(ctx.pids, database);
    console.log(`weekly-series: measuring POST /api/v2/booking_add (concurrency ${concurrency}) …`);
    const measured = await phase(
      `POST /api/v2/booking_add (weekly, ${INSTANCES} instances)`,
      probes,
      (beforeMeasure) =>
        measureCalls(addSeries, { concurrency, count, warmupCount: WARMUP_SERIES, beforeMeasure }),
    );
    if (firstBookingId === undefined)
      throw new Error(`weekly-series: no series was created (${measured.figures.firstError})`);
    const instances = await instancesOfBooking(database.url, firstBookingId);
    if (instances !== INSTANCES)
      throw new Error(`weekly-series: a series has ${instances} instances, not ${INSTANCES}`);

    return { series: count, instancesPerSeries: INSTANCES, concurrency, dateFrom, dateTo, phase: measured, target: SERIES_TARGET };
  } finally {
    api.close();
  }
}
