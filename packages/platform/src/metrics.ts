// Prometheus metrics (prom-client). Every process has one registry, the default one: the gateway
// serves it at /metrics, each gRPC service on its own metrics port (startMetricsServer). Metrics
// are created where they are measured, through the get-or-create helpers, so that services that
// share a process (the in-process test stack) share the series instead of clashing.
import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import client from 'prom-client';

export const metricsRegistry = client.register;

export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function existing<T>(name: string): T | undefined {
  return metricsRegistry.getSingleMetric(name) as T | undefined;
}

export function counter<L extends string>(options: client.CounterConfiguration<L>): client.Counter<L> {
  return existing<client.Counter<L>>(options.name) ?? new client.Counter(options);
}

export function gauge<L extends string>(options: client.GaugeConfiguration<L>): client.Gauge<L> {
  return existing<client.Gauge<L>>(options.name) ?? new client.Gauge(options);
}

export function histogram<L extends string>(options: client.HistogramConfiguration<L>): client.Histogram<L> {
  return existing<client.Histogram<L>>(options.name) ?? new client.Histogram(options);
}

let defaultsCollected = false;

/** CPU, memory, event-loop lag, GC and handles of this process (once per process). */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  // Lag sampled every 100 ms, not every 10: 100 wake-ups a second cost an idle gateway ~5 ms of CPU a
  // second (docs/decisions.md, 'Metrics'); ten still give the lag's percentiles between two scrapes.
  client.collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 100 });
}

/**
 * A gauge read when scraped from every source tracked (one per pool, outbox or consumer of the process);
 * a source that fails to answer is left out of that scrape instead of failing it.
 */
export function sampledGauge<L extends string>(options: {
  name: string;
  help: string;
  labelNames: readonly L[];
}): { track(sample: () => Promise<Sample<L>[]> | Sample<L>[]): () => void } {
  type Source = () => Promise<Sample<L>[]> | Sample<L>[];
  const sources = new Set<Source>();
  const found = existing<client.Gauge<L> & { sources?: Set<Source> }>(options.name);
  if (found?.sources) return { track: (sample) => add(found.sources!, sample) };
  const created = new client.Gauge<L>({
    ...options,
    async collect() {
      this.reset();
      for (const source of sources) {
        try {
          for (const { labels, value } of await source()) this.set(labels, value);
        } catch {
          // Unreachable right now (database or NATS down): no value this time.
        }
      }
    },
  }) as client.Gauge<L> & { sources?: Set<Source> };
  created.sources = sources;
  return { track: (sample) => add(sources, sample) };
}

export interface Sample<L extends string> {
  labels: Partial<Record<L, string>>;
  value: number;
}

function add<T>(set: Set<T>, item: T): () => void {
  set.add(item);
  return () => set.delete(item);
}

export const grpcServerDuration = histogram({
  name: 'grpc_server_handling_seconds',
  help: 'Time to answer a gRPC call, by method and gRPC status code',
  labelNames: ['grpc_method', 'grpc_code'] as const,
  buckets: DURATION_BUCKETS,
});

export interface MetricsServer {
  port: number;
  stop(): Promise<void>;
}

/** Serves GET /metrics (Prometheus text format) on its own port; port 0 picks a free one. */
export async function startMetricsServer(options: { port: number; logger: Logger }): Promise<MetricsServer> {
  collectProcessMetrics();
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) => {
        options.logger.warn({ err: error }, 'metrics scrape failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '0.0.0.0', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  options.logger.info({ port }, 'metrics listening');
  return {
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
