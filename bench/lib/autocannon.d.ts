// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface RequestSpec extends RawRequest {
    /** Called before every request of this spec; returns the request to send. */
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
  }

  interface Options {
    /** Several URLs share the connections among them. */
    url: string | string[];
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    title?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total?: number;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  /** A run: its result when awaited, and an emitter of every answer (`'response'`: client, status, bytes, ms). */
  interface Run extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTimeMs: number) => void): Run;
  }

  function autocannon(options: Options): Run;
  export default autocannon;
  export type { Options, RequestSpec, RawRequest, Result, Run };
}
