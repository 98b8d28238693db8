// npm run bench: GET /api/v2/resource/:id through the whole stack (gateway and resources as
// separate processes, as in production) against a plain Fastify + pg baseline reading the same
// row, plus a direct gRPC GetResource loop. A benchmark, never run in CI; see bench/README.md.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { resourcesPackage } from '@venue/contracts';
import { createGrpcClient } from '@venue/platform';
import { POSTGRES_URL, REDIS_URL } from '@venue/testing';
import { cleanup, cleanupOnSignals, onCleanup } from './lib/cleanup.ts';
import { createCpuProbe, cpuDelta, type CpuProbe, type CpuSample } from './lib/cpu.ts';
import { createDbStatsProbe, dbDelta, type DbSample, type DbStatsProbe } from './lib/db-stats.ts';
import { checkAnswer, createBenchDatabase, createBenchManager, createBenchResource } from './lib/fixture.ts';
import { measureGrpc } from './lib/grpc-load.ts';
import { measureHttp } from './lib/http-load.ts';
import { freePort } from './lib/ports.ts';
import { killAllNow, spawnService, stopAll, waitForGrpc, waitForHttp } from './lib/processes.ts';
import { deleteKeys, redisServerPid } from './lib/redis.ts';
import { printResults, writeResults, type BenchResults, type Load, type Phase } from './lib/report.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('./results/latest.json', import.meta.url));
const TARGET_RATIO = 0.45;

function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

const settings = {
  durationSec: wholeNumber('BENCH_DURATION', 10),
  connections: wholeNumber('BENCH_CONNECTIONS', 50),
  warmupSec: wholeNumber('BENCH_WARMUP', 2),
  // Request logging at info (one line per request, plus the response line) would dominate the
  // gateway's CPU time: the benchmark measures the services at warn unless told otherwise.
  logLevel: process.env.BENCH_LOG_LEVEL || 'warn',
  // Not set by the bench unless given, so the services keep their own default (10).
  dbPoolMax: process.env.DB_POOL_MAX || 'default (10)',
  grpc: process.env.BENCH_GRPC !== '0',
  // A directory: the spawned processes then write V8 CPU profiles there (--cpu-prof) when they stop.
  profileDir: process.env.BENCH_PROFILE || undefined,
  // Idle time between phases. Postgres flushes a backend's statistics at the latest 10 s after it
  // goes idle, so without it one phase's last queries would be counted in the next one.
  settleSec: wholeNumber('BENCH_SETTLE', 11),
};

const settle = () => new Promise((resolve) => setTimeout(resolve, settings.settleSec * 1000));

const currentLoad = () => loadavg().map((v) => Math.round(v * 100) / 100) as Load;

interface Probes {
  cpu: CpuProbe;
  db: DbStatsProbe;
}

async function phase<F>(
  target: string,
  probes: Probes,
  run: (beforeMeasure: () => Promise<unknown>) => Promise<F>,
): Promise<Phase<F>> {
  const loadBefore = currentLoad();
  let cpuBefore: CpuSample = { cpu: {}, sched: {} };
  let dbBefore: DbSample = { transactions: 0, scans: {} };
  let measureStarted = 0;
  const figures = await run(async () => {
    dbBefore = await probes.db.sample();
    cpuBefore = await probes.cpu.sample();
    measureStarted = Date.now();
  });
  const wallMs = Date.now() - measureStarted;
  const { cpuMs, mainThread, machineMs } = cpuDelta(cpuBefore, await probes.cpu.sample());
  const loadAfter = currentLoad();
  const db = dbDelta(dbBefore, await probes.db.sample());
  return { target, figures, cpuMs, machineMs, mainThread, db, wallMs, loadBefore, loadAfter };
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadBefore = currentLoad();
  console.log(`load average before: ${loadBefore.join(' ')} (${cpus().length} CPUs)`);

  const database = await createBenchDatabase();
  onCleanup('drop the bench database', () => database.drop());
  const { managerId, apiKey } = await createBenchManager(database.url);

  const redisPrefix = `venue_bench:${process.pid}:${randomBytes(4).toString('hex')}:`;
  onCleanup('delete the bench Redis keys', () => deleteKeys(REDIS_URL, redisPrefix));
  onCleanup('stop the services', () => stopAll());

  const [gatewayPort, resourcesPort, baselinePort] = [await freePort(), await freePort(), await freePort()];
  const resourcesAddr = `127.0.0.1:${resourcesPort}`;
  const spawnOptions = {
    cwd: ROOT,
    nodeArgs: settings.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${settings.profileDir}`] : [],
  };
  const common = { DATABASE_URL: database.url, LOG_LEVEL: settings.logLevel };
  const resources = spawnService(
    'resources',
    'services/resources/src/main.ts',
    { ...common, RESOURCES_ADDR: resourcesAddr },
    spawnOptions,
  );
  const gateway = spawnService(
    'gateway',
    'services/gateway/src/main.ts',
    {
      ...common,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      RESOURCES_ADDR: resourcesAddr,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      RATE_COOLDOWN_MS: '0',
    },
    spawnOptions,
  );
  const baseline = spawnService(
    'baseline',
    'bench/baseline-server.ts',
    { DATABASE_URL: database.url, PORT: String(baselinePort), HOST: '127.0.0.1' },
    spawnOptions,
  );
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const baselineUrl = `http://127.0.0.1:${baselinePort}`;
  await Promise.all([
    waitForGrpc(resources, resourcesAddr),
    waitForHttp(gateway, `${gatewayUrl}/readyz`),
    waitForHttp(baseline, `${baselineUrl}/readyz`),
  ]);

  const resourceId = await createBenchResource(gatewayUrl, apiKey);
  const stackTarget = `${gatewayUrl}/api/v2/resource/${resourceId}?api_secret_key=${encodeURIComponent(apiKey)}`;
  const baselineTarget = `${baselineUrl}/resource/${resourceId}`;
  await checkAnswer('stack', stackTarget);
  await checkAnswer('baseline', baselineTarget);

  const cpuProbe = createCpuProbe(
    {
      bench: process.pid,
      gateway: gateway.pid,
      resources: resources.pid,
      baseline: baseline.pid,
      redis: await redisServerPid(REDIS_URL),
    },
    POSTGRES_URL,
    database.name,
  );
  onCleanup('close the CPU probe', () => cpuProbe.close());
  const dbProbe = createDbStatsProbe(database.url);
  onCleanup('close the database statistics probe', () => dbProbe.close());
  const probes = { cpu: cpuProbe, db: dbProbe };

  const load = {
    connections: settings.connections,
    durationSec: settings.durationSec,
    warmupSec: settings.warmupSec,
  };
  const redactedTarget = stackTarget.replace(/api_secret_key=[^&]*/, 'api_secret_key=[REDACTED]');
  console.log(`measuring baseline ${baselineTarget} …`);
  const baselinePhase = await phase(baselineTarget, probes, (beforeMeasure) =>
    measureHttp(baselineTarget, { ...load, beforeMeasure }),
  );
  await settle();
  console.log(`measuring stack ${redactedTarget} …`);
  const stackPhase = await phase(redactedTarget, probes, (beforeMeasure) =>
    measureHttp(stackTarget, { ...load, beforeMeasure }),
  );

  let grpcPhase: Phase<Awaited<ReturnType<typeof measureGrpc>>> | undefined;
  if (settings.grpc) {
    await settle();
    console.log(`measuring gRPC GetResource on ${resourcesAddr} (concurrency ${settings.connections}) …`);
    const client = createGrpcClient(resourcesPackage().ResourcesService, resourcesAddr, 5000);
    const context = { managerId, timezone: 'Europe/Berlin' };
    try {
      grpcPhase = await phase(`grpc://${resourcesAddr} GetResource`, probes, (beforeMeasure) =>
        measureGrpc(() => client.call.GetResource({ id: resourceId }, context), {
          concurrency: settings.connections,
          durationSec: settings.durationSec,
          warmupSec: settings.warmupSec,
          beforeMeasure,
        }),
      );
    } finally {
      client.close();
    }
  }

  const results: BenchResults = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadBefore,
      loadAfter: currentLoad(),
    },
    settings: {
      connections: settings.connections,
      durationSec: settings.durationSec,
      warmupSec: settings.warmupSec,
      logLevel: settings.logLevel,
      dbPoolMax: settings.dbPoolMax,
      settleSec: settings.settleSec,
    },
    baseline: baselinePhase,
    stack: stackPhase,
    ...(grpcPhase && { grpc: grpcPhase }),
    ratio:
      Math.round(
        (stackPhase.figures.requestsPerSec / Math.max(1, baselinePhase.figures.requestsPerSec)) * 1000,
      ) / 1000,
    target: TARGET_RATIO,
  };
  printResults(results);
  await writeResults(RESULTS_FILE, results);
  console.log(`results written to ${RESULTS_FILE}`);
}

cleanupOnSignals(killAllNow);
let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`bench failed: ${(error as Error).stack ?? error}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
