// Scenario "booking-race": BENCH_CONNECTIONS clients POST booking_add for random hourly slots on a
// handful of resources (some free, some taken from the start by daily series, more taken as the
// run goes on). Successes (200) and conflicts (409) are counted apart; the exclusion constraint
// and the per-unit locks are what is raced.
import type { RequestSpec } from 'autocannon';
import { countBookings, createResources } from '../lib/booking-fixture.ts';
import { addDays, daysFromToday, hm } from '../lib/dates.ts';
import { createBenchManager } from '../lib/fixture.ts';
import { dailySeriesBody, GatewayApi, singleBookingBody } from '../lib/gateway-api.ts';
import { measureHttp, type HttpFigures } from '../lib/http-load.ts';
import { createProbes, phase, sleep } from '../lib/phase.ts';
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

export interface RaceResults {
  resources: number;
  days: number;
  slots: number;
  prefilledSlots: number;
  connections: number;
  durationSec: number;
  /** Share of the slots taken at the end. */
  takenAtEnd: number;
  phase: Phase<RaceFigures>;
  target: typeof RACE_TARGET;
}

function randomSlotRequests(
  url: URL,
  apiKey: string,
  resourceIds: number[],
  dateFrom: string,
  days: number,
): RequestSpec[] {
  return [
    {
      method: 'POST',
      path: `${url.pathname}`,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => {
        const resourceId = resourceIds[Math.floor(Math.random() * resourceIds.length)]!;
        const date = addDays(dateFrom, Math.floor(Math.random() * days));
        const start = (FIRST_HOUR + Math.floor(Math.random() * SLOTS_PER_DAY)) * 60;
        const body = {
          api_secret_key: apiKey,
          ...singleBookingBody(resourceId, date, hm(start), hm(start + 60)),
        };
        return { ...request, body: JSON.stringify(body) };
      },
    },
  ];
}

/** A free slot books (200), the same slot again conflicts (409): both paths work before the load. */
async function checkPaths(api: GatewayApi, resourceId: number, date: string): Promise<void> {
  const body = singleBookingBody(resourceId, date, '19:00', '20:00');
  const first = await api.post('/api/v2/booking_add', body);
  const second = await api.post('/api/v2/booking_add', body);
  if (first.status !== 200 || second.status !== 409) {
    throw new Error(
      `booking-race check: expected 200 then 409, got ${first.status} then ${second.status}: ${JSON.stringify(second.body)}`,
    );
  }
}

export async function runBookingRace(ctx: ScenarioContext): Promise<RaceResults> {
  const { settings, database, stack } = ctx;
  const { resources: resourceCount, days } = settings.race;
  const { managerId, apiKey } = await createBenchManager(database.url);
  const api = new GatewayApi(stack.gatewayUrl, apiKey);
  const dateFrom = daysFromToday(3);
  const dateTo = addDays(dateFrom, days - 1);

  console.log(
    `booking-race: ${resourceCount} resources, ${days} days × ${SLOTS_PER_DAY} hourly slots, prefilling …`,
  );
  const ids = await createResources(api, 'Race hall', resourceCount + WARMUP_RESOURCES);
  const raceIds = ids.slice(0, resourceCount);
  const warmupIds = ids.slice(resourceCount);
  await mapLimit(
    raceIds.flatMap((id) =>
      PREFILLED_HOURS.map((hour) => dailySeriesBody(id, dateFrom, dateTo, hm(hour * 60), hm(hour * 60 + 60))),
    ),
    4,
    (body) => api.postOk('/api/v2/booking_add', body),
  );
  await checkPaths(api, warmupIds[0]!, dateFrom);

  const url = new URL('/api/v2/booking_add', stack.gatewayUrl);
  // Postgres flushes table statistics up to 10 s late: keep the set-up's scans out of the figures.
  await sleep(settings.settleSec);
  const probes = createProbes(ctx.pids, database);
  let bookingsBefore = 0;
  console.log(`booking-race: measuring POST ${url.pathname} (${settings.connections} connections) …`);
  const measured = await phase(`POST ${url.pathname} (random slots)`, probes, async (beforeMeasure) => {
    const figures = await measureHttp(url.toString(), {
      connections: settings.connections,
      durationSec: settings.durationSec,
      warmupSec: settings.warmupSec,
      requests: randomSlotRequests(url, apiKey, raceIds, dateFrom, days),
      warmupRequests: randomSlotRequests(url, apiKey, warmupIds, dateFrom, days),
      beforeMeasure: async () => {
        await beforeMeasure();
        bookingsBefore = (await countBookings(database.url, managerId, raceIds)).bookings;
      },
    });
    return figures;
  });
  const bookingsAfter = (await countBookings(database.url, managerId, raceIds)).bookings;

  const f = measured.figures;
  const successes = f.statusCodes['200'] ?? 0;
  const conflicts = f.statusCodes['409'] ?? 0;
  const seconds = Math.max(1, f.durationSec);
  const slots = resourceCount * days * SLOTS_PER_DAY;
  const prefilledSlots = resourceCount * days * PREFILLED_HOURS.length;
  const raceFigures: RaceFigures = {
    ...f,
    successes,
    conflicts,
    others: f.requests - successes - conflicts,
    successesPerSec: Math.round((successes / seconds) * 10) / 10,
    conflictsPerSec: Math.round((conflicts / seconds) * 10) / 10,
    bookingsCreated: bookingsAfter - bookingsBefore,
  };
  // On the race resources: the prefill series, then one single booking per slot won.
  const singles = bookingsAfter - raceIds.length * PREFILLED_HOURS.length;
  return {
    resources: resourceCount,
    days,
    slots,
    prefilledSlots,
    connections: settings.connections,
    durationSec: settings.durationSec,
    takenAtEnd: Math.round(((prefilledSlots + singles) / slots) * 1000) / 1000,
    phase: { ...measured, figures: raceFigures },
    target: RACE_TARGET,
  };
}
