// The benchmark's settings, all from the environment (see bench/README.md for the table).
import type { Runtime } from './processes.ts';

// In this order: overload and invoicing take their rates from the race of the same run.
export const SCENARIOS = ['read', 'booking-race', 'overload', 'availability', 'weekly-series', 'invoicing', 'documents', 'webhooks', 'scale-out'] as const;
export type Scenario = (typeof SCENARIOS)[number];

function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** A rate given in the environment, or undefined (then derived from the race of this run). */
function optionalRate(name: string): number | undefined {
  const value = wholeNumber(name, 0);
  return value > 0 ? value : undefined;
}

/** BENCH_CPUS: a taskset CPU list (`0`, `0,1`, `0-1`) the spawned servers are pinned to, or none. */
function cpuList(): string | undefined {
  const raw = process.env.BENCH_CPUS?.trim();
  if (!raw) return undefined;
  if (!/^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(raw)) throw new Error(`BENCH_CPUS must be a CPU list such as 0 or 0,1 or 0-1, got "${raw}"`);
  return raw;
}

function scenarios(): Scenario[] {
  const raw = process.env.BENCH_SCENARIOS?.trim();
  if (!raw) return [...SCENARIOS];
  const wanted = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of wanted) {
    if (!(SCENARIOS as readonly string[]).includes(name)) {
      throw new Error(`BENCH_SCENARIOS: unknown scenario "${name}" (known: ${SCENARIOS.join(', ')})`);
    }
  }
  // Always in the documented order, each once.
  return SCENARIOS.filter((name) => wanted.includes(name));
}

/** BENCH_SPANS: where the OTLP sink keeps the spans; unset, empty or 0: nowhere. */
const spansFile = () => (process.env.BENCH_SPANS && process.env.BENCH_SPANS !== '0' ? process.env.BENCH_SPANS : undefined);

export function loadSettings() {
  return {
    scenarios: scenarios(),
    durationSec: wholeNumber('BENCH_DURATION', 10),
    connections: wholeNumber('BENCH_CONNECTIONS', 50),
    warmupSec: wholeNumber('BENCH_WARMUP', 2),
    // Request logging at info (one line per request, plus the response line) would dominate the
    // gateway's CPU time: the benchmark measures the services at warn unless told otherwise.
    logLevel: process.env.BENCH_LOG_LEVEL || 'warn',
    // Not set by the bench unless given, so the services keep their own default (10).
    dbPoolMax: process.env.DB_POOL_MAX || 'default (10)',
    grpc: process.env.BENCH_GRPC !== '0',
    // 0 skips the monolith phases (booking-race, weekly-series) and with them their ratios.
    monolith: process.env.BENCH_MONOLITH !== '0',
    // 1: every service traces (OpenTelemetry, exporting to a local OTLP sink); default off, as in production.
    // BENCH_SPANS=<file> traces too, and the sink writes every span it receives there (span-timeline.ts reads it).
    tracing: process.env.BENCH_TRACING === '1' || spansFile() !== undefined,
    spansFile: spansFile(),
    // dist (default): services run as the image runs them, plain node on `npm run build`'s output,
    // which the bench builds first; tsx: the sources through tsx, as npm start runs them.
    runtime: (process.env.BENCH_RUNTIME === 'tsx' ? 'tsx' : 'dist') as Runtime,
    // A directory: the spawned processes then write V8 CPU profiles there (--cpu-prof) when they stop.
    profileDir: process.env.BENCH_PROFILE || undefined,
    // A directory: every service samples what it allocates (garbage included) while a phase is
    // measured, and writes the profile there (lib/heap-sample-preload.mjs; heap-top.ts reads it).
    heapSampleDir: process.env.BENCH_HEAP_SAMPLE || undefined,
    // Extra node flags for every service (space-separated), e.g. V8 heap settings to compare.
    nodeFlags: (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
    // The node binary every service (and the read baseline) runs on; default the bench's own. The
    // image runs Node 26 while a development machine may have 20: this measures the image's.
    nodeBinary: process.env.BENCH_NODE || process.execPath,
    // The CPUs every spawned server (the services, the read baseline, the monolith) is pinned to
    // with taskset, to emulate a slower machine; the load generator, Postgres, Redis and NATS are not.
    cpus: cpuList(),
    // Idle time between phases. Postgres flushes a backend's statistics at the latest 10 s after it
    // goes idle, so without it one phase's last queries would be counted in the next one.
    settleSec: wholeNumber('BENCH_SETTLE', 11),
    race: {
      resources: wholeNumber('BENCH_RACE_RESOURCES', 20),
      days: wholeNumber('BENCH_RACE_DAYS', 30),
    },
    availability: {
      resources: wholeNumber('BENCH_AVAILABILITY_RESOURCES', 200),
      days: wholeNumber('BENCH_AVAILABILITY_DAYS', 31),
      instances: wholeNumber('BENCH_AVAILABILITY_INSTANCES', 20_000),
      concurrency: Math.max(1, wholeNumber('BENCH_AVAILABILITY_CONCURRENCY', 1)),
    },
    invoicing: {
      // The booking rate Y invoicing must keep up with when the race did not run in this invocation
      // (otherwise Y is the race's successes per second); the open-loop phase books at 0.8 × Y.
      rate: Math.max(1, wholeNumber('BENCH_INVOICING_RATE', 200)),
      seconds: Math.max(1, wholeNumber('BENCH_INVOICING_SECONDS', 10)),
      // Bookings made while billing is paused, whose invoicing then measures the consumer's rate;
      // 0: four seconds of Y (at least 400).
      backlog: wholeNumber('BENCH_INVOICING_BACKLOG', 0),
    },
    webhooks: {
      // booking_add per second with one endpoint subscribed to every event (issue #60: 200).
      rate: Math.max(1, wholeNumber('BENCH_WEBHOOKS_RATE', 200)),
      seconds: Math.max(1, wholeNumber('BENCH_WEBHOOKS_SECONDS', 10)),
    },
    overload: {
      // booking_add per second; unset: twice the race's answers per second in this run (2,000 without a race).
      rate: optionalRate('BENCH_OVERLOAD_RATE'),
      seconds: Math.max(1, wholeNumber('BENCH_OVERLOAD_SECONDS', 5)),
      // Every n-th request goes out on a new connection (the others on kept-alive ones).
      newConnectionEvery: Math.max(1, wholeNumber('BENCH_OVERLOAD_NEW_CONNECTION_EVERY', 10)),
    },
    series: {
      count: Math.max(1, wholeNumber('BENCH_SERIES_COUNT', 60)),
      concurrency: Math.max(1, wholeNumber('BENCH_SERIES_CONCURRENCY', 1)),
    },
  };
}

export type Settings = ReturnType<typeof loadSettings>;
