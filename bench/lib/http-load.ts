// HTTP load with autocannon: a short warm-up whose figures are thrown away, then the measurement.
// GETs of one URL by default; `requests` (autocannon's request specs) for anything else, e.g. a
// POST whose body setupRequest draws at random for every request.
import autocannon, { type RequestSpec } from 'autocannon';
import { percentile } from './call-load.ts';

export interface LoadOptions {
  connections: number;
  durationSec: number;
  warmupSec: number;
  /** Called between the warm-up and the measurement (e.g. to take a CPU sample). */
  beforeMeasure?: () => Promise<unknown>;
  requests?: RequestSpec[];
  /** The warm-up's own request specs (default: those of the measurement). */
  warmupRequests?: RequestSpec[];
}

export interface HttpFigures {
  /** Measured seconds, as autocannon counted them. */
  durationSec: number;
  requestsPerSec: number;
  requests: number;
  latencyAvgMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  total2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Latency by answer status (p50, p99 in ms), to tell e.g. a race's successes from its conflicts. */
  latencyByStatus: Record<string, { p50: number; p99: number }>;
}

export async function measureHttp(url: string | string[], options: LoadOptions): Promise<HttpFigures> {
  if (options.warmupSec > 0) {
    const requests = options.warmupRequests ?? options.requests;
    await autocannon({
      url,
      connections: options.connections,
      duration: options.warmupSec,
      ...(requests && { requests }),
    });
  }
  await options.beforeMeasure?.();
  const run = autocannon({
    url,
    connections: options.connections,
    duration: options.durationSec,
    ...(options.requests && { requests: options.requests }),
  });
  const timesByStatus = new Map<number, number[]>();
  run.on('response', (_client: unknown, status: number, _bytes: number, responseTimeMs: number) => {
    let times = timesByStatus.get(status);
    if (!times) timesByStatus.set(status, (times = []));
    times.push(responseTimeMs);
  });
  const result = await run;
  return {
    durationSec: result.duration,
    requestsPerSec: result.requests.average,
    requests: result.requests.total ?? result['2xx'] + result.non2xx,
    latencyAvgMs: result.latency.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    total2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]),
    ),
    latencyByStatus: Object.fromEntries(
      [...timesByStatus].map(([status, times]) => {
        const sorted = times.sort((a, b) => a - b);
        return [String(status), { p50: percentile(sorted, 50), p99: percentile(sorted, 99) }];
      }),
    ),
  };
}
