// The benchmark's output: shared table helpers (CPU per request, main threads, Postgres) and the
// whole run's figures as JSON. Each scenario's own table is in report-read.ts / report-bookings.ts.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DbDelta } from './db-stats.ts';
import type { MachineGauge } from './machine-gauge.ts';
import type { TargetVerdict } from './targets.ts';

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
  /** Postgres's CPU ms (`postgres` in cpuMs) by the service each backend served ("other": none of ours). */
  postgresByService: Record<string, number>;
  /** Postgres activity of the bench database during the measurement (approximate). */
  db: DbDelta;
  wallMs: number;
  /** The measurement on the monotonic clock (µs), to cut CPU profiles to it (bench/profile-top.ts). */
  monotonicUs: [number, number];
  /** The measurement on the wall clock (epoch ms), to keep only its traces (bench/span-timeline.ts). */
  wallClockMs: [number, number];
  loadBefore: Load;
  loadAfter: Load;
}

/**
 * What a scenario prints: its figures (ending with its targets' lines), then where the time went
 * (left out of the final summary); and its targets' verdicts, which the summary lists again.
 */
export interface ScenarioReport {
  summary: string[];
  accounting: string[];
  targets: TargetVerdict[];
}

/** A phase as the shared tables show it: its name and how many requests it answered. */
export type NamedPhase = [name: string, phase: Phase<unknown>, requests: number];

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; cpuModel: string; node: string; servicesNode: string; loadBefore: Load; loadAfter: Load;
    /** Taken before the stack starts and again once the scenarios are done (lib/machine-gauge.ts). */
    gauge?: MachineGauge;
    gaugeAfter?: MachineGauge;
  };
  settings: Record<string, unknown>;
  /** Component -> pid (CPU profiles are named after the pid). */
  processes: Record<string, number | undefined>;
  /** Service -> its peak resident memory over the whole run (VmHWM), MB. */
  peakRssMb: Record<string, number | undefined>;
  /** Scenario name -> its results (see the scenario files). */
  scenarios: Record<string, unknown>;
  /** Whether the absolute targets applied on this machine, and why (lib/targets.ts). */
  absoluteTargets: { apply: boolean; reason: string };
  /** Every target's verdict, ratios and absolute ones, in the order printed. */
  targets: TargetVerdict[];
}

export const fmt = (value: number, digits = 0) => value.toFixed(digits);
export const load = (l: Load) => l.map((v) => v.toFixed(2)).join(' ');

export function row(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
}

export function dbLines(phases: NamedPhase[]): string[] {
  return phases.map(([name, phase, count]) => {
    const keyLookups = phase.db.scans['gateway.api_key'] ?? 0;
    const perTable = Object.entries(phase.db.scans)
      .filter(([, scans]) => scans / Math.max(1, count) >= 0.005)
      .map(([table, scans]) => `${table} ${fmt(scans / Math.max(1, count), 2)}`)
      .join(', ');
    return (
      `${name.padEnd(14)}  ${fmt(phase.db.transactions / Math.max(1, count), 2)} transactions/req` +
      `  (scans/req: ${perTable || 'none'}; api_key lookups in total: ${keyLookups})`
    );
  });
}

/**
 * Share of the wall time each main thread ran, and was runnable but waiting for a CPU; and the
 * share of the process's CPU its other threads took (V8's garbage collection and compilation
 * helpers, libuv's pool: a CPU profile of the main thread does not see them).
 */
export function schedLines(phases: NamedPhase[]): string[] {
  return phases.map(([name, phase]) => {
    const cells = Object.entries(phase.mainThread)
      .filter(([, sched]) => sched.runMs + sched.waitMs > phase.wallMs * 0.02)
      .map(([component, { runMs, waitMs }]) => {
        const pct = (ms: number) => `${Math.round((100 * ms) / Math.max(1, phase.wallMs))}%`;
        const processMs = phase.cpuMs[component] ?? 0;
        // /proc's CPU times count in clock ticks: below a few hundred ms the share is noise.
        const others =
          processMs >= 500 ? `, other threads ${Math.max(0, Math.round((100 * (processMs - runMs)) / processMs))}% of its CPU` : '';
        return `${component} ${pct(runMs)} run / ${pct(waitMs)} wait${others}`;
      });
    return `${name.padEnd(14)}  ${cells.join(', ')}`;
  });
}

export function cpuTable(phases: NamedPhase[]): string[] {
  const components = [...new Set(phases.flatMap(([, phase]) => Object.keys(phase.cpuMs)))];
  const widths = [14, ...components.map((c) => Math.max(c.length, 7)), 7, 10];
  const lines = [row(['CPU ms/req', ...components, 'total', 'cores busy'], widths)];
  const machine: string[] = [];
  for (const [name, phase, count] of phases) {
    const values = components.map((c) => phase.cpuMs[c] ?? 0);
    const total = values.reduce((sum, v) => sum + v, 0);
    const perRequest = (ms: number) => fmt(ms / Math.max(1, count), 3);
    lines.push(
      row(
        [name, ...values.map(perRequest), perRequest(total), fmt(total / Math.max(1, phase.wallMs), 2)],
        widths,
      ),
    );
    if (phase.machineMs !== undefined) {
      const others = Math.max(0, phase.machineMs - total) / Math.max(1, phase.wallMs);
      machine.push(
        `${name} ${fmt(phase.machineMs / Math.max(1, phase.wallMs), 2)} (not ours: ${fmt(others, 2)})`,
      );
    }
  }
  if (machine.length > 0) lines.push(`cores busy, whole machine: ${machine.join('; ')}`);
  return lines;
}

/** Postgres's CPU per request, split by the service whose connection each backend served. */
export function postgresByServiceLines(phases: NamedPhase[]): string[] {
  return phases.map(([name, phase, count]) => {
    const cells = Object.entries(phase.postgresByService)
      // Idle connections (a service's pool opens them all) would only add zeros to read past.
      .filter(([, ms]) => ms / Math.max(1, count) >= 0.0005)
      .sort((a, b) => b[1] - a[1])
      .map(([service, ms]) => `${service} ${fmt(ms / Math.max(1, count), 3)}`);
    return `${name.padEnd(14)}  ${cells.join(', ') || 'none'}`;
  });
}

/** Where the time went in these phases: CPU per request, main threads, Postgres. */
export function accountingLines(phases: NamedPhase[]): string[] {
  return [
    ...cpuTable(phases),
    "Postgres CPU ms/req by the service each backend served (its connection's application_name):",
    ...postgresByServiceLines(phases),
    'Main threads, share of the measured time on a CPU / runnable but waiting for a CPU; other threads (GC, JIT, libuv):',
    ...schedLines(phases),
    'Postgres, bench database only (≈, from pg_stat counters):',
    ...dbLines(phases),
  ];
}

export async function writeResults(path: string, results: BenchResults): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(results, null, 2)}\n`);
}
