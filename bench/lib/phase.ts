// One measured phase: CPU and Postgres samples around the measurement (the warm-up excluded),
// the load average before and after, and the phase's own figures.
import { loadavg } from 'node:os';
import { POSTGRES_URL } from '@venue/testing';
import { onCleanup } from './cleanup.ts';
import { createCpuProbe, cpuDelta, type CpuProbe, type CpuSample } from './cpu.ts';
import { createDbStatsProbe, dbDelta, type DbSample, type DbStatsProbe } from './db-stats.ts';
import { startHeapSamples, stopHeapSamples } from './heap-samples.ts';
import type { Load, Phase } from './report.ts';

export interface Probes {
  cpu: CpuProbe;
  db: DbStatsProbe;
}

export const currentLoad = () => loadavg().map((v) => Math.round(v * 100) / 100) as Load;

/** The monotonic clock in µs: the clock of V8's CPU profiles (--cpu-prof), in every process. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

export const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** CPU (per component name -> pid) and Postgres probes of the bench database, closed at cleanup. */
export function createProbes(
  pids: Record<string, number | undefined>,
  database: { url: string; name: string },
): Probes {
  const cpu = createCpuProbe(pids, POSTGRES_URL, database.name);
  onCleanup('close the CPU probe', () => cpu.close());
  const db = createDbStatsProbe(database.url);
  onCleanup('close the database statistics probe', () => db.close());
  return { cpu, db };
}

/**
 * Runs one phase. `run` gets `beforeMeasure`, to call between its warm-up and its measurement:
 * the samples are taken then.
 */
export async function phase<F>(
  target: string,
  probes: Probes,
  run: (beforeMeasure: () => Promise<unknown>) => Promise<F>,
): Promise<Phase<F>> {
  const loadBefore = currentLoad();
  let cpuBefore: CpuSample = { cpu: {}, sched: {}, backendOwners: new Map() };
  let dbBefore: DbSample = { transactions: 0, scans: {} };
  let measureStarted = 0;
  let monotonicStart = 0;
  let figures: F;
  try {
    figures = await run(async () => {
      dbBefore = await probes.db.sample();
      cpuBefore = await probes.cpu.sample();
      measureStarted = Date.now();
      monotonicStart = monotonicUs();
      startHeapSamples();
    });
  } catch (error) {
    stopHeapSamples(target);
    throw error;
  }
  const measureEnded = Date.now();
  const window: [number, number] = [monotonicStart, monotonicUs()];
  const cpuAfter = await probes.cpu.sample();
  // After the CPU sample: writing the heap sample out costs the services CPU the phase did not.
  stopHeapSamples(target);
  const { cpuMs, mainThread, machineMs, postgresByService } = cpuDelta(cpuBefore, cpuAfter);
  const loadAfter = currentLoad();
  const db = dbDelta(dbBefore, await probes.db.sample());
  return {
    target,
    figures,
    cpuMs,
    machineMs,
    mainThread,
    postgresByService,
    db,
    wallMs: measureEnded - measureStarted,
    monotonicUs: window,
    wallClockMs: [measureStarted, measureEnded],
    loadBefore,
    loadAfter,
  };
}
