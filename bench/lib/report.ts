// The benchmark's output: a small table on stdout and the full figures as JSON.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DbDelta } from './db-stats.ts';
import type { GrpcFigures } from './grpc-load.ts';
import type { HttpFigures } from './http-load.ts';

export type Load = [number, number, number];

export interface Phase<F> {
  target: string;
  figures: F;
  /** CPU ms spent by each component during the measurement (warm-up excluded). */
  cpuMs: Record<string, number>;
  /** CPU ms of the whole machine during the measurement (bench processes and everything else). */
  machineMs?: number;
  /** Main thread of each Node/Redis process during the measurement: ms on a CPU, ms waiting for one. */
  mainThread: Record<string, { runMs: number; waitMs: number }>;
  /** Postgres activity of the bench database during the measurement (approximate). */
  db: DbDelta;
  wallMs: number;
  loadBefore: Load;
  loadAfter: Load;
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; cpuModel: string; node: string; loadBefore: Load; loadAfter: Load };
  settings: {
    connections: number;
    durationSec: number;
    warmupSec: number;
    logLevel: string;
    dbPoolMax: string;
    settleSec: number;
  };
  baseline: Phase<HttpFigures>;
  stack: Phase<HttpFigures>;
  grpc?: Phase<GrpcFigures>;
  ratio: number;
  target: number;
}

const fmt = (value: number, digits = 0) => value.toFixed(digits);
const load = (l: Load) => l.map((v) => v.toFixed(2)).join(' ');

function row(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
}

function phasesOf(results: BenchResults): [string, Phase<unknown>, number][] {
  const phases: [string, Phase<unknown>, number][] = [
    ['baseline', results.baseline, results.baseline.figures.requests],
    ['stack', results.stack, results.stack.figures.requests],
  ];
  if (results.grpc) phases.push(['grpc direct', results.grpc, results.grpc.figures.calls]);
  return phases;
}

function dbLines(results: BenchResults): string[] {
  return phasesOf(results).map(([name, phase, count]) => {
    const keyLookups = phase.db.scans['gateway.api_key'] ?? 0;
    const perTable = Object.entries(phase.db.scans)
      .filter(([, scans]) => scans / Math.max(1, count) >= 0.005)
      .map(([table, scans]) => `${table} ${fmt(scans / Math.max(1, count), 2)}`)
      .join(', ');
    return (
      `${name.padEnd(12)}  ${fmt(phase.db.transactions / Math.max(1, count), 2)} queries/req` +
      `  (scans/req: ${perTable || 'none'}; api_key lookups in total: ${keyLookups})`
    );
  });
}

/** Share of the wall time each main thread ran, and was runnable but waiting for a CPU. */
function schedLines(results: BenchResults): string[] {
  return phasesOf(results).map(([name, phase]) => {
    const cells = Object.entries(phase.mainThread)
      .filter(([, sched]) => sched.runMs + sched.waitMs > phase.wallMs * 0.02)
      .map(([component, { runMs, waitMs }]) => {
        const pct = (ms: number) => `${Math.round((100 * ms) / Math.max(1, phase.wallMs))}%`;
        return `${component} ${pct(runMs)} run / ${pct(waitMs)} wait`;
      });
    return `${name.padEnd(12)}  ${cells.join(', ')}`;
  });
}

function cpuTable(results: BenchResults): string[] {
  const phases = phasesOf(results);
  const components = [...new Set(phases.flatMap(([, phase]) => Object.keys(phase.cpuMs)))];
  const widths = [12, ...components.map((c) => Math.max(c.length, 7)), 7, 10];
  const lines = [row(['CPU ms/req', ...components, 'total', 'cores busy'], widths)];
  const machine: string[] = [];
  for (const [name, phase, count] of phases) {
    const values = components.map((c) => phase.cpuMs[c] ?? 0);
    const total = values.reduce((sum, v) => sum + v, 0);
    const perRequest = (ms: number) => fmt(ms / Math.max(1, count), 3);
    lines.push(
      row([name, ...values.map(perRequest), perRequest(total), fmt(total / phase.wallMs, 2)], widths),
    );
    if (phase.machineMs !== undefined) {
      const others = Math.max(0, phase.machineMs - total) / phase.wallMs;
      machine.push(`${name} ${fmt(phase.machineMs / phase.wallMs, 2)} (not ours: ${fmt(others, 2)})`);
    }
  }
  if (machine.length > 0) lines.push(`cores busy, whole machine: ${machine.join('; ')}`);
  return lines;
}

export function printResults(results: BenchResults): void {
  const { baseline, stack, grpc, settings } = results;
  const widths = [26, 10, 8, 8, 8, 7, 16, 16];
  const lines = [
    '',
    `Venue benchmark: GET one resource, ${settings.connections} connections, ${settings.durationSec} s ` +
      `(+${settings.warmupSec} s warm-up), services at LOG_LEVEL=${settings.logLevel}, DB_POOL_MAX=${settings.dbPoolMax}`,
    `machine: ${results.machine.cpus} × ${results.machine.cpuModel}, node ${results.machine.node}`,
    '',
    row(['', 'req/s', 'p99 ms', 'avg ms', 'non-2xx', 'errors', 'load before', 'load after'], widths),
  ];
  for (const [name, phase] of [
    ['baseline (fastify+pg)', baseline],
    ['stack (gateway+gRPC)', stack],
  ] as const) {
    const f = phase.figures;
    lines.push(
      row(
        [
          name,
          fmt(f.requestsPerSec),
          fmt(f.latencyP99Ms),
          fmt(f.latencyAvgMs, 1),
          String(f.non2xx),
          String(f.errors + f.timeouts),
          load(phase.loadBefore),
          load(phase.loadAfter),
        ],
        widths,
      ),
    );
  }
  if (grpc) {
    const f = grpc.figures;
    lines.push(
      row(
        [
          'grpc GetResource (calls/s)',
          fmt(f.callsPerSec),
          fmt(f.latencyP99Ms),
          fmt(f.latencyAvgMs, 1),
          '-',
          String(f.errors),
          load(grpc.loadBefore),
          load(grpc.loadAfter),
        ],
        widths,
      ),
    );
  }
  lines.push(
    '',
    `ratio stack/baseline: ${results.ratio.toFixed(3)}  (target ≥ ${results.target}: ${results.ratio >= results.target ? 'met' : 'NOT met'})`,
    `machine load (1/5/15 min): ${load(results.machine.loadBefore)} before, ${load(results.machine.loadAfter)} after`,
    '',
    ...cpuTable(results),
    '',
    'Main threads, share of the measured time on a CPU / runnable but waiting for a CPU:',
    ...schedLines(results),
    '',
    'Postgres, bench database only (≈, from pg_stat counters):',
    ...dbLines(results),
    '',
  );
  console.log(lines.join('\n'));
}

export async function writeResults(path: string, results: BenchResults): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(results, null, 2)}\n`);
}
