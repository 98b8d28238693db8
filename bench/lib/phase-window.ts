// A phase's measurement window, read back from a results file (bench/results/latest.json by
// default): on the monotonic clock, to cut a V8 CPU profile to it (profile-top.ts), or on the wall
// clock, to keep only the traces a phase measured (span-timeline.ts: a warm-up's first requests,
// which fill the caches, are the slowest of a run and would otherwise lead its tail).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const LATEST_RESULTS = fileURLToPath(new URL('../results/latest.json', import.meta.url));

type Clock = 'monotonicUs' | 'wallClockMs';

/**
 * `phase` as "<scenario>.<phase>", e.g. "booking-race.phase" or "availability.http", or a longer
 * path to it, e.g. "booking-race.monolith.phase".
 */
export function phaseWindow(resultsFile: string, phase: string, clock: Clock): [number, number] {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as { scenarios: Record<string, unknown> };
  let found: unknown = results.scenarios;
  for (const key of phase.split('.')) found = (found as Record<string, unknown> | undefined)?.[key];
  const window = (found as Partial<Record<Clock, [number, number]>> | undefined)?.[clock];
  if (!window) throw new Error(`no phase ${phase} (with ${clock}) in ${resultsFile}`);
  return window;
}
