// Direct gRPC load: `concurrency` loops calling one unary method back to back for a fixed time,
// after a warm-up. No HTTP, no auth, no rate limit: what the resources service alone can answer.
import { performance } from 'node:perf_hooks';

export interface GrpcFigures {
  callsPerSec: number;
  calls: number;
  errors: number;
  latencyAvgMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  firstError?: string;
}

async function loop(
  call: () => Promise<unknown>,
  concurrency: number,
  durationSec: number,
  latencies?: number[],
) {
  const stopAt = performance.now() + durationSec * 1000;
  let calls = 0;
  let errors = 0;
  let firstError: string | undefined;
  const worker = async () => {
    while (performance.now() < stopAt) {
      const started = performance.now();
      try {
        await call();
        calls += 1;
        latencies?.push(performance.now() - started);
      } catch (error) {
        errors += 1;
        firstError ??= (error as Error).message;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { calls, errors, firstError, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function measureGrpc(
  call: () => Promise<unknown>,
  options: {
    concurrency: number;
    durationSec: number;
    warmupSec: number;
    beforeMeasure?: () => Promise<unknown>;
  },
): Promise<GrpcFigures> {
  if (options.warmupSec > 0) await loop(call, options.concurrency, options.warmupSec);
  await options.beforeMeasure?.();
  const latencies: number[] = [];
  const run = await loop(call, options.concurrency, options.durationSec, latencies);
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    callsPerSec: Math.round(run.calls / run.seconds),
    calls: run.calls,
    errors: run.errors,
    latencyAvgMs: round(latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(1, latencies.length)),
    latencyP50Ms: round(percentile(latencies, 50)),
    latencyP99Ms: round(percentile(latencies, 99)),
    ...(run.firstError !== undefined && { firstError: run.firstError }),
  };
}
