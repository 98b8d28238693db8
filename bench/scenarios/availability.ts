// Scenario "availability": BENCH_AVAILABILITY_RESOURCES main resources (some with parts, every
// fourth with opening times) and BENCH_AVAILABILITY_INSTANCES existing booking instances over
// BENCH_AVAILABILITY_DAYS days; then GET /api/v2/availability for all resources (no resource_id)
// over all those days, back to back (BENCH_AVAILABILITY_CONCURRENCY, default 1), through the
// gateway, and the same search straight on the bookings service (gRPC Availability) to tell the
// gateway's share from the service's.
import { localDateOf, resourcesPackage, type bookings } from '@venue/contracts';
import { createGrpcClient } from '@venue/platform';
import {
  countBookings,
  createBookingsClient,
  createResources,
  seedInstances,
  TIMEZONE,
} from '../lib/booking-fixture.ts';
import { measureCalls, type CallFigures } from '../lib/call-load.ts';
import { addDays, daysFromToday } from '../lib/dates.ts';
import { createBenchManager } from '../lib/fixture.ts';
import { GatewayApi } from '../lib/gateway-api.ts';
import { vacuumTable } from '../lib/db-stats.ts';
import { createProbes, phase, sleep } from '../lib/phase.ts';
import { mapLimit } from '../lib/pool.ts';
import type { Phase } from '../lib/report.ts';
import type { ScenarioContext } from './context.ts';

/** Issue #13's targets for the search through the gateway. */
export const TARGET_MS = { p50: 60, p99: 100 };

const OPENING_TIMES = [
  ...['mon', 'tue', 'wed', 'thu', 'fri'].map((weekday) => ({ weekday, from: '08:00', to: '18:00' })),
  { weekday: 'sat', from: '09:00', to: '14:00' },
];

export interface AvailabilityResults {
  resources: number;
  resourcesWithOpeningTimes: number;
  resourcesWithParts: number;
  days: number;
  instances: number;
  seedCalls: number;
  seedSeconds: number;
  concurrency: number;
  /** Size of one answer and the free slots in it. */
  responseBytes: number;
  slots: number;
  target: { p50: number; p99: number };
  http: Phase<CallFigures>;
  grpc?: Phase<CallFigures>;
  /** What the bookings service waits for before it computes: its calls to the resources service. */
  peers?: { listResources: CallFigures; listSchedules: CallFigures };
}

interface AvailabilityAnswer {
  success: boolean;
  data: { resource_id: number; dates: Record<string, { time_from: string; time_to: string }[]> }[];
}

/** The answer covers every resource and date, and the seeded bookings are not offered as free. */
function checkAnswer(
  text: string,
  firstResource: number,
  resources: number,
  days: number,
  dateFrom: string,
): number {
  const answer = JSON.parse(text) as AvailabilityAnswer;
  const first = answer.data.find((r) => r.resource_id === firstResource);
  const slots = first?.dates[dateFrom]?.map((s) => s.time_from) ?? [];
  // The first resource is open all day; its first series takes 06:00–07:00 every day.
  const ok =
    answer.success &&
    answer.data.length === resources &&
    answer.data.every((r) => Object.keys(r.dates).length === days) &&
    slots.includes('05:00') &&
    !slots.includes('06:00');
  if (!ok) throw new Error(`availability check failed: ${text.slice(0, 400)}`);
  return answer.data.reduce(
    (sum, r) => sum + Object.values(r.dates).reduce((n, list) => n + list.length, 0),
    0,
  );
}

/** The resources service's answers a search needs (ListResources, ListSchedules), one at a time. */
async function measurePeers(
  address: string,
  context: { managerId: number; timezone: string },
  mainIds: number[],
) {
  const resources = createGrpcClient(resourcesPackage().ResourcesService, address, 60_000);
  const options = { concurrency: 1, count: 20, warmupCount: 2 };
  try {
    console.log(
      `availability: measuring the resources calls of a search (ListResources, ListSchedules of ${mainIds.length}) …`,
    );
    return {
      listResources: await measureCalls(() => resources.call.ListResources({}, context), options),
      listSchedules: await measureCalls(
        () => resources.call.ListSchedules({ resource_ids: mainIds }, context),
        options,
      ),
    };
  } finally {
    resources.close();
  }
}

export async function runAvailability(ctx: ScenarioContext): Promise<AvailabilityResults> {
  const { settings, database, stack } = ctx;
  const { resources: count, days, instances, concurrency } = settings.availability;
  const { managerId, apiKey } = await createBenchManager(database.url);
  const api = new GatewayApi(stack.gatewayUrl, apiKey);
  const context = { managerId, timezone: TIMEZONE };
  const dateFrom = daysFromToday(7);
  const dateTo = addDays(dateFrom, days - 1);
  const partsEvery = 20;

  console.log(`availability: ${count} resources, ${instances} instances over ${days} days, seeding …`);
  const seedStarted = Date.now();
  const ids = await createResources(api, 'Availability hall', count, { partsEvery });
  const withOpeningTimes = ids.filter((_, index) => index % 4 === 1);
  await mapLimit(withOpeningTimes, 8, (id) => api.setOpeningTimes(id, OPENING_TIMES));
  const bookings = createBookingsClient(stack.bookingsAddr);
  try {
    const seedCalls = await seedInstances(bookings.call, context, ids, dateFrom, days, instances);
    const seeded = await countBookings(database.url, managerId);
    const seedSeconds = Math.round((Date.now() - seedStarted) / 100) / 10;
    console.log(
      `availability: ${seeded.instances} instances in ${seeded.bookings} bookings, seeded in ${seedSeconds} s`,
    );

    const query = { date_from: dateFrom, date_to: dateTo };
    const first = await api.get('/api/v2/availability', query);
    if (first.status !== 200)
      throw new Error(`availability answered ${first.status}: ${first.text.slice(0, 300)}`);
    // Every measured answer must be as long as this checked one (nothing is booked meanwhile).
    const firstBytes = Buffer.byteLength(first.text);
    const slots = checkAnswer(first.text, ids[0]!, count, days, dateFrom);

    // The search reads the 20,000 seeded periods: vacuumed, as on a deployed Postgres, they are
    // read from the index alone (db-stats.ts).
    await vacuumTable(database.url, 'bookings.occupancy');
    // Postgres flushes table statistics up to 10 s late: keep the set-up's scans out of the figures.
    await sleep(settings.settleSec);
    const probes = createProbes(ctx.pids, database);
    const load = { concurrency, durationSec: settings.durationSec, warmupSec: settings.warmupSec };
    console.log(
      `availability: measuring GET /api/v2/availability (all resources × ${days} days, concurrency ${concurrency}) …`,
    );
    const http = await phase(
      `GET /api/v2/availability?date_from=${dateFrom}&date_to=${dateTo}`,
      probes,
      (beforeMeasure) =>
        measureCalls(
          async () => {
            const answer = await api.getBytes('/api/v2/availability', query);
            if (answer.status !== 200 || answer.bytes !== firstBytes)
              throw new Error(`status ${answer.status}, ${answer.bytes} bytes: ${answer.head}`);
          },
          { ...load, beforeMeasure },
        ),
    );

    let grpc: Phase<CallFigures> | undefined;
    if (settings.grpc) {
      await sleep(settings.settleSec);
      console.log(`availability: measuring gRPC Availability on ${stack.bookingsAddr} …`);
      const request: bookings.AvailabilityRequest = {
        resource_ids: [],
        start_date: localDateOf(dateFrom),
        end_date: localDateOf(dateTo),
        duration_minutes: 60,
        conditions: [],
      };
      grpc = await phase(`grpc://${stack.bookingsAddr} Availability`, probes, (beforeMeasure) =>
        measureCalls(() => bookings.call.Availability(request, context), { ...load, beforeMeasure }),
      );
    }

    const peers = settings.grpc ? await measurePeers(stack.resourcesAddr, context, ids) : undefined;

    return {
      resources: count,
      resourcesWithOpeningTimes: withOpeningTimes.length,
      resourcesWithParts: Math.ceil(count / partsEvery),
      days,
      instances: seeded.instances,
      seedCalls,
      seedSeconds,
      concurrency,
      responseBytes: firstBytes,
      slots,
      target: TARGET_MS,
      http,
      ...(grpc && { grpc }),
      ...(peers && { peers }),
    };
  } finally {
    bookings.close();
    api.close();
  }
}
