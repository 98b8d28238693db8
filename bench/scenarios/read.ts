// Scenario "read": GET /api/v2/resource/<id> through the whole stack against a plain Fastify + pg
// baseline reading the same row (bench/baseline-server.ts), plus a direct gRPC GetResource loop.
import { resourcesPackage } from '@venue/contracts';
import { createGrpcClient } from '@venue/platform';
import { checkAnswer, createBenchManager, createBenchResource } from '../lib/fixture.ts';
import { measureGrpc } from '../lib/grpc-load.ts';
import { measureHttp } from '../lib/http-load.ts';
import { createProbes, phase, sleep } from '../lib/phase.ts';
import { freePort } from '../lib/ports.ts';
import { withoutCatalogReuse } from '../lib/catalog-version.ts';
import { spawnService, waitForHttp } from '../lib/processes.ts';
import type { Phase } from '../lib/report.ts';
import type { ReadResults } from '../lib/report-read.ts';
import type { GrpcFigures } from '../lib/grpc-load.ts';
import type { HttpFigures } from '../lib/http-load.ts';
import type { ScenarioContext } from './context.ts';

/** Issue #57: stack/baseline req/s, with and without catalog reuse. */
const TARGET_RATIO = 0.45;

export async function runRead(ctx: ScenarioContext): Promise<ReadResults> {
  const { settings, database, stack } = ctx;
  const { managerId, apiKey } = await createBenchManager(database.url);

  const baselinePort = await freePort();
  const baseline = spawnService(
    'baseline',
    'bench/baseline-server.ts',
    { DATABASE_URL: database.url, PORT: String(baselinePort), HOST: '127.0.0.1' },
    // Not part of the build: through tsx, which compiles it once at load and costs nothing per request.
    {
      cwd: ctx.root,
      nodeArgs: ctx.nodeArgs,
      runtime: 'tsx',
      nodeBinary: ctx.settings.nodeBinary,
      // Pinned as the services are (BENCH_CPUS): the ratio compares them on the same CPUs.
      cpus: ctx.settings.cpus,
    },
  );
  const baselineUrl = `http://127.0.0.1:${baselinePort}`;
  await waitForHttp(baseline, `${baselineUrl}/readyz`);

  const resourceId = await createBenchResource(stack.gatewayUrl, apiKey);
  const stackTarget = `${stack.gatewayUrl}/api/v2/resource/${resourceId}?api_secret_key=${encodeURIComponent(apiKey)}`;
  const baselineTarget = `${baselineUrl}/resource/${resourceId}`;
  await checkAnswer('stack', stackTarget);
  await checkAnswer('baseline', baselineTarget);

  const probes = createProbes({ ...ctx.pids, baseline: baseline.pid }, database);
  // Postgres flushes table statistics up to 10 s late: keep the set-up's scans out of the figures.
  await sleep(settings.settleSec);
  const load = {
    connections: settings.connections,
    durationSec: settings.durationSec,
    warmupSec: settings.warmupSec,
  };
  const redactedTarget = stackTarget.replace(/api_secret_key=[^&]*/, 'api_secret_key=[REDACTED]');
  console.log(`read: measuring baseline ${baselineTarget} …`);
  const baselinePhase = await phase(baselineTarget, probes, (beforeMeasure) =>
    measureHttp(baselineTarget, { ...load, beforeMeasure }),
  );
  await sleep(settings.settleSec);
  console.log(`read: measuring stack ${redactedTarget} …`);
  const stackPhase = await phase(redactedTarget, probes, (beforeMeasure) =>
    measureHttp(stackTarget, { ...load, beforeMeasure }),
  );

  // The same reads with the catalog's reuse held off (the manager without a version): what a read
  // costs when the gateway has not read this resource under the current catalog version.
  await sleep(settings.settleSec);
  console.log(`read: measuring stack without catalog reuse ${redactedTarget} …`);
  const unreusedPhase = await withoutCatalogReuse(database.url, managerId, () =>
    phase(`${redactedTarget} (no reuse)`, probes, (beforeMeasure) => measureHttp(stackTarget, { ...load, beforeMeasure })),
  );

  let grpcPhase: Phase<GrpcFigures> | undefined;
  if (settings.grpc) {
    await sleep(settings.settleSec);
    console.log(
      `read: measuring gRPC GetResource on ${stack.resourcesAddr} (concurrency ${settings.connections}) …`,
    );
    const client = createGrpcClient(resourcesPackage().ResourcesService, stack.resourcesAddr, 5000);
    const context = { managerId, timezone: 'Europe/Berlin' };
    try {
      grpcPhase = await phase(`grpc://${stack.resourcesAddr} GetResource`, probes, (beforeMeasure) =>
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

  /** A phase's requests per second against the baseline's, to three places. */
  const toBaseline = (measured: Phase<HttpFigures>) =>
    Math.round((measured.figures.requestsPerSec / Math.max(1, baselinePhase.figures.requestsPerSec)) * 1000) / 1000;
  return {
    ...load,
    baseline: baselinePhase,
    stack: stackPhase,
    unreused: unreusedPhase,
    ...(grpcPhase && { grpc: grpcPhase }),
    ratio: toBaseline(stackPhase),
    unreusedRatio: toBaseline(unreusedPhase),
    target: TARGET_RATIO,
  };
}
