// Load from async calls made in this process: `concurrency` loops calling back to back, for a
// fixed time or a fixed number of calls, after a warm-up, with every latency kept. Used for the
// direct gRPC loop and for the HTTP scenarios that are latency-bound (sequential or nearly).
import { performance } from 'node:perf_hooks';

export interface CallFigures {
  callsPerSec: number;
  calls: number;
  errors: number;
  latencyAvgMs: number;
  latencyP50Ms: number;
  latencyP90Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  firstError?: string;
}

/** `call` gets the running call number (0, 1, …); a rejection counts as an error. */
export type Call = (index: number) => Promise<unknown>;

export interface CallLoadOptions {
  concurrency: number;
  /** Stop after this time … */
  durationSec?: number;
  /** … or after this many calls (whichever comes first; at least one of them). */
  count?: number;
  warmupSec?: number;
  warmupCount?: number;
  beforeMeasure?: () => Promise<unknown>;
}

async function loop(
  call: Call,
  concurrency: number,
  limits: { durationSec?: number; count?: number },
  latencies?: number[],
) {
  const stopAt = limits.durationSec === undefined ? Infinity : performance.now() + limits.durationSec * 1000;
  const count = limits.count ?? Infinity;
  let started = 0;
  let calls = 0;
  let errors = 0;
  let firstError: string | undefined;
  const worker = async () => {
    while (performance.now() < stopAt && started < count) {
      const index = started;
      started += 1;
      const begin = performance.now();
      try {
        await call(index);
        calls += 1;
        latencies?.push(performance.now() - begin);
      } catch (error) {
        errors += 1;
        firstError ??= (error as Error).message;
      }
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { calls, errors, firstError, seconds: (performance.now() - begin) / 1000 };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The median of values in any order (the upper one of an even count), as `percentile` takes it. */
export const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

const round = (ms: number) => Math.round(ms * 100) / 100;

export async function measureCalls(call: Call, options: CallLoadOptions): Promise<CallFigures> {
  if (options.durationSec === undefined && options.count === undefined)
    throw new Error('measureCalls: no limit');
  if ((options.warmupSec ?? 0) > 0 || (options.warmupCount ?? 0) > 0) {
    await loop(call, options.concurrency, {
      ...(options.warmupSec ? { durationSec: options.warmupSec } : {}),
      ...(options.warmupCount ? { count: options.warmupCount } : {}),
    });
  }
  await options.beforeMeasure?.();
  const latencies: number[] = [];
  const run = await loop(call, options.concurrency, options, latencies);
  latencies.sort((a, b) => a - b);
  return {
    callsPerSec: Math.round((run.calls / run.seconds) * 10) / 10,
    calls: run.calls,
    errors: run.errors,
    latencyAvgMs: round(latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(1, latencies.length)),
    latencyP50Ms: round(percentile(latencies, 50)),
    latencyP90Ms: round(percentile(latencies, 90)),
    latencyP99Ms: round(percentile(latencies, 99)),
    latencyMaxMs: round(latencies.at(-1) ?? 0),
    ...(run.firstError !== undefined && { firstError: run.firstError }),
  };
}
