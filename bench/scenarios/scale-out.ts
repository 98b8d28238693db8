// Scenario "scale-out" (issue #58): the booking race (booking-race.ts) with more processes on the same
// machine, each run on resources of its own: one gateway calling one bookings process (the stack as
// started); one gateway calling two (a second gateway whose BOOKINGS_ADDR is an `ipv4:` target over
// both, round robin); two gateways sharing the load, each calling both. Each run says its answers per
// second and the CPU per answer of every process it used (gateways, bookings, the other services,
// Postgres, Redis, NATS; not the load generator). On two cores the rate cannot double: what must hold
// is that it does not fall and that CPU per answer stays within 15 % of the single replica's.
import { createBenchManager } from '../lib/fixture.ts';
import { dailySeriesBody, GatewayApi, singleBookingBody } from '../lib/gateway-api.ts';
import { createProbes } from '../lib/phase.ts';
import { freePort } from '../lib/ports.ts';
import { answersPerSec, race, raceResources, type RaceRun } from './booking-race.ts';
import type { ScenarioContext } from './context.ts';

/** Issue #58: answers/s may not fall as processes are added, CPU per answer within 15 %. */
export const SCALE_OUT_TARGET = { minRateRatio: 1, maxCpuRatio: 1.15 };

export interface ScaleOutRun {
  name: string;
  gateways: number;
  bookings: number;
  run: RaceRun;
  answersPerSec: number;
  /** CPU ms per answer of every process but the load generator. */
  cpuMsPerAnswer: number;
}

export interface ScaleOutResults {
  runs: ScaleOutRun[];
  target: typeof SCALE_OUT_TARGET;
}

/** CPU ms of a phase, every component but the bench process itself. */
function stackCpuMs(run: RaceRun): number {
  return Object.entries(run.phase.cpuMs)
    .filter(([component]) => component !== 'bench')
    .reduce((sum, [, ms]) => sum + ms, 0);
}

/** One race through `gatewayUrls` (the connections shared among them), with `pids` in the CPU accounting. */
async function raceThrough(
  ctx: ScenarioContext,
  name: string,
  gatewayUrls: string[],
  pids: Record<string, number | undefined>,
  shape: { gateways: number; bookings: number },
): Promise<ScaleOutRun> {
  const { managerId, apiKey } = await createBenchManager(ctx.database.url);
  const api = new GatewayApi(gatewayUrls[0]!, apiKey);
  try {
    const ids = await raceResources(api, `Scale-out hall (${name})`, ctx.settings.race.resources);
    const urls = gatewayUrls.map((url) => new URL('/api/v2/booking_add', url).toString());
    const run = await race(ctx, createProbes(pids, ctx.database), {
      name,
      url: new URL(urls[0]!),
      urls,
      managerId,
      single: (...args) => ({ api_secret_key: apiKey, ...singleBookingBody(...args) }),
      daily: (...args) => dailySeriesBody(...args),
      post: (body) => api.post('/api/v2/booking_add', body),
    }, ids);
    const answers = answersPerSec(run.phase.figures);
    const answered = run.phase.figures.successes + run.phase.figures.conflicts;
    return { name, ...shape, run, answersPerSec: answers, cpuMsPerAnswer: stackCpuMs(run) / Math.max(1, answered) };
  } finally {
    api.close();
  }
}

export async function runScaleOut(ctx: ScenarioContext): Promise<ScaleOutResults> {
  const { stack } = ctx;
  const runs: ScaleOutRun[] = [];
  const secondAddress = `127.0.0.1:${await freePort()}`;
  const secondBookings = await stack.spawnAnother('bookings', { BOOKINGS_ADDR: secondAddress });
  const gateway = async () => {
    const port = await freePort();
    const child = await stack.spawnAnother('gateway', { PORT: String(port), BOOKINGS_ADDR: `ipv4:${stack.bookingsAddr},${secondAddress}` });
    return { url: `http://127.0.0.1:${port}`, pid: child.pid };
  };
  const [second, third] = [await gateway(), await gateway()];
  const pids = { ...ctx.pids, 'bookings-2': secondBookings.pid, 'gateway-2': second.pid };
  const allPids = { ...pids, 'gateway-3': third.pid };
  const both = [second.url, third.url];
  // The processes just started first race unmeasured, so that their code is compiled (V8's JIT) as the
  // first ones' is: a cold process spends a measured run compiling.
  await raceThrough(ctx, 'warm-up', both, allPids, { gateways: 2, bookings: 2 });
  runs.push(await raceThrough(ctx, '1 gateway, 1 bookings', [stack.gatewayUrl], ctx.pids, { gateways: 1, bookings: 1 }));
  runs.push(await raceThrough(ctx, '1 gateway, 2 bookings', [second.url], pids, { gateways: 1, bookings: 2 }));
  runs.push(await raceThrough(ctx, '2 gateways, 2 bookings', both, allPids, { gateways: 2, bookings: 2 }));
  return { runs, target: SCALE_OUT_TARGET };
}
