// npm run bench: the Venue stack (every service as its own process, as in production) under the
// scenarios of BENCH_SCENARIOS (default all): read (GET one resource vs a Fastify + pg baseline
// and a direct gRPC loop), booking-race (vs a Fastify + pg monolith), overload, availability,
// weekly-series (vs the monolith), invoicing, documents (an invoice's XML and hybrid PDF), webhooks. Every target is judged as a ratio measured in the
// same run, the absolute ones only on a machine fast enough for them (lib/targets.ts). A
// benchmark, never run in CI; see bench/README.md.
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { NATS_URL, REDIS_URL } from '@venue/testing';
import { cleanup, cleanupOnSignals, onCleanup } from './lib/cleanup.ts';
import { createBenchDatabase } from './lib/fixture.ts';
import { currentLoad, sleep } from './lib/phase.ts';
import { gaugeLine, measureMachineGauge, type MachineGauge } from './lib/machine-gauge.ts';
import { imageNodeMajor, killAllNow, nodeVersionOf } from './lib/processes.ts';
import { PEAK_RSS_LIMIT_MB, peakRssLine, peakRssOf } from './lib/memory.ts';
import { redisServerPid } from './lib/redis.ts';
import { natsServerPid } from './lib/listener-pid.ts';
import { availabilityReport, raceReport, scaleOutReport, seriesReport } from './lib/report-bookings.ts';
import { readReport } from './lib/report-read.ts';
import { load, writeResults, type BenchResults, type ScenarioReport } from './lib/report.ts';
import { loadSettings, type Scenario } from './lib/settings.ts';
import { startBenchStack } from './lib/stack.ts';
import { runAvailability } from './scenarios/availability.ts';
import { runBookingRace } from './scenarios/booking-race.ts';
import { runScaleOut } from './scenarios/scale-out.ts';
import type { ScenarioContext } from './scenarios/context.ts';
import { runRead } from './scenarios/read.ts';
import { runWeeklySeries } from './scenarios/weekly-series.ts';
import { invoicingReport, runInvoicing } from './scenarios/invoicing.ts';
import { overloadReport, runOverload } from './scenarios/overload.ts';
import { documentsReport, runDocuments } from './scenarios/documents.ts';
import { runWebhooks, webhooksReport } from './scenarios/webhooks.ts';
import { absoluteTarget, machineClass, type MachineClass, type TargetVerdict } from './lib/targets.ts';
import { startOtlpSink } from './lib/otlp-sink.ts';
import { sampleHeapsOf } from './lib/heap-samples.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('./results/latest.json', import.meta.url));

/** Each scenario: how to run it and how to print what it measured. */
const SCENARIO_RUNNERS: Record<
  Scenario,
  { run(ctx: ScenarioContext): Promise<unknown>; report(results: never, machine: MachineClass): ScenarioReport }
> = {
  read: { run: runRead, report: readReport },
  'booking-race': { run: runBookingRace, report: raceReport },
  overload: { run: runOverload, report: overloadReport },
  availability: { run: runAvailability, report: availabilityReport },
  'weekly-series': { run: runWeeklySeries, report: seriesReport },
  invoicing: { run: runInvoicing, report: invoicingReport },
  documents: { run: runDocuments, report: documentsReport },
  webhooks: { run: runWebhooks, report: webhooksReport },
  'scale-out': { run: runScaleOut, report: scaleOutReport },
};

/** A warning when the services ran on another major than the image's: their figures differ (REPORT). */
function imageMismatch(servicesNode: string): string[] {
  const image = imageNodeMajor(ROOT);
  const major = Number(/^v(\d+)/.exec(servicesNode)?.[1]);
  if (image === undefined || major === image) return [];
  return [`NOTE: the image runs Node ${image}, the services ran on ${servicesNode}: set BENCH_NODE (bench/README.md)`];
}

/** Runs the scenarios in turn; one that fails is reported and the others still run. */
async function runScenarios(ctx: ScenarioContext, machine: MachineClass) {
  const scenarios: Record<string, unknown> = {};
  const summary: string[] = [];
  const targets: TargetVerdict[] = [];
  let failed = false;
  for (const [index, name] of ctx.settings.scenarios.entries()) {
    if (index > 0) await sleep(ctx.settings.settleSec);
    try {
      const results = await SCENARIO_RUNNERS[name].run(ctx);
      scenarios[name] = results;
      ctx.earlier[name] = results;
      const report = SCENARIO_RUNNERS[name].report(results as never, machine);
      summary.push('', ...report.summary);
      targets.push(...report.targets);
      console.log(['', ...report.summary, ...report.accounting].join('\n'));
    } catch (error) {
      failed = true;
      const message = (error as Error).stack ?? String(error);
      scenarios[name] = { error: message };
      summary.push('', `== ${name}: FAILED: ${(error as Error).message}`);
      console.error(`scenario ${name} failed: ${message}`);
    }
  }
  return { scenarios, summary, targets, failed };
}

/** Peak RSS ≤ 200 MB for every service: an absolute target (issue #13). */
function peakRssTarget(peaks: Record<string, number | undefined>, machine: MachineClass): TargetVerdict {
  const highest = Math.max(0, ...Object.values(peaks).filter((mb): mb is number => mb !== undefined));
  return absoluteTarget(
    'peak RSS',
    highest,
    `highest ${highest.toFixed(0)} MB`,
    `≤ ${PEAK_RSS_LIMIT_MB} MB for every service`,
    highest <= PEAK_RSS_LIMIT_MB,
    machine,
  );
}

/** The summary's list of every target: met, missed, or not applicable on this machine. */
function targetLines(targets: TargetVerdict[], machine: MachineClass): string[] {
  const missed = targets.filter((target) => target.met === false).length;
  return [
    '',
    `== targets: ratios measured in this run on every machine; absolute ones ${machine.absoluteApply ? 'judged' : 'not judged'} (${machine.reason})`,
    ...targets.map((target) => target.line),
    missed === 0 ? 'every target judged is met' : `${missed} target(s) missed`,
  ];
}

/** The gauge is diagnostic: a failure is reported and the run goes on. */
function gaugeOrNothing(): Promise<MachineGauge | undefined> {
  return measureMachineGauge().catch((error: unknown) => {
    console.error(`machine gauge failed: ${(error as Error).message}`);
    return undefined;
  });
}

async function main(): Promise<void> {
  const settings = loadSettings();
  const startedAt = new Date().toISOString();
  const loadBefore = currentLoad();
  console.log(`scenarios: ${settings.scenarios.join(', ')}`);
  console.log(`load average before: ${loadBefore.join(' ')} (${cpus().length} CPUs)`);
  const gauge = await gaugeOrNothing();
  console.log(gaugeLine('before the run', gauge));

  if (settings.runtime === 'dist') {
    // The JavaScript the image runs; built before anything starts, so a build error stops the bench.
    console.log('building dist/ (npm run build) …');
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  console.log(
    `services run from ${settings.runtime === 'dist' ? 'dist/ (plain node, as the image)' : 'the sources (tsx)'}`,
  );
  const database = await createBenchDatabase();
  onCleanup('drop the bench database', () => database.drop());
  const nodeArgs = [
    ...settings.nodeFlags,
    ...(settings.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${settings.profileDir}`] : []),
    ...(settings.heapSampleDir ? ['--import', fileURLToPath(new URL('./lib/heap-sample-preload.mjs', import.meta.url))] : []),
  ];
  const sink = settings.tracing ? await startOtlpSink(settings.spansFile) : null;
  if (sink) onCleanup('stop the OTLP sink', () => sink.stop());
  const stack = await startBenchStack({
    root: ROOT,
    databaseUrl: database.url,
    logLevel: settings.logLevel,
    nodeArgs,
    runtime: settings.runtime,
    nodeBinary: settings.nodeBinary,
    tracingEndpoint: sink?.url,
    cpus: settings.cpus,
  });
  if (settings.cpus) console.log(`services and baselines pinned to CPUs ${settings.cpus} (BENCH_CPUS, taskset)`);
  const ctx: ScenarioContext = {
    root: ROOT,
    settings,
    database,
    stack,
    pids: { bench: process.pid, ...stack.pids, redis: await redisServerPid(REDIS_URL), nats: natsServerPid(NATS_URL) },
    nodeArgs,
    earlier: {},
  };
  // From the gauge before the run: the scenarios are judged as they end.
  const machine = machineClass(gauge, settings.cpus);
  if (settings.profileDir) {
    const names = Object.entries(stack.pids).map(([name, pid]) => `${name} ${pid}`);
    console.log(
      `CPU profiles go to ${settings.profileDir} at the end, named CPU.*.<pid>.*.cpuprofile: ${names.join(', ')}`,
    );
  }

  if (settings.heapSampleDir) {
    sampleHeapsOf(settings.heapSampleDir, Object.values(stack.pids));
    console.log(
      `heap samples go to ${settings.heapSampleDir} after each measured phase, named <nn>-<phase>.<service>.heapprofile (bench/heap-top.ts)`,
    );
  }

  const { scenarios, summary, targets, failed } = await runScenarios(ctx, machine);
  // Read before the processes stop: the high-water mark of the whole run.
  const peakRss = peakRssOf(stack.pids);
  targets.push(peakRssTarget(peakRss, machine));
  // The machine's speed can change within a run: gauged again once the stack is idle.
  const gaugeAfter = await gaugeOrNothing();

  const results: BenchResults = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      servicesNode: nodeVersionOf(settings.nodeBinary),
      loadBefore,
      loadAfter: currentLoad(),
      ...(gauge && { gauge }),
      ...(gaugeAfter && { gaugeAfter }),
    },
    settings: { ...settings, profileDir: settings.profileDir ?? null, heapSampleDir: settings.heapSampleDir ?? null },
    processes: ctx.pids,
    peakRssMb: peakRss,
    scenarios,
    absoluteTargets: { apply: machine.absoluteApply, reason: machine.reason },
    targets,
  };
  console.log(
    [
      '',
      '==================== summary ====================',
      `Venue benchmark, services at LOG_LEVEL=${settings.logLevel}, DB_POOL_MAX=${settings.dbPoolMax}, run from ${settings.runtime === 'dist' ? 'dist/ (plain node)' : 'sources (tsx)'}`,
      sink
        ? `tracing: on (OpenTelemetry, ${sink.received().requests} OTLP exports, ${Math.round(sink.received().bytes / 1024)} KiB received)`
        : 'tracing: off',
      ...(settings.cpus ? [`services and baselines pinned to CPUs ${settings.cpus} (BENCH_CPUS)`] : []),
      ...(settings.nodeFlags.length > 0
        ? [`extra node flags (BENCH_NODE_FLAGS): ${settings.nodeFlags.join(' ')}`]
        : []),
      `machine: ${results.machine.cpus} × ${results.machine.cpuModel}, node ${results.machine.node} (bench), ${results.machine.servicesNode} (services)`,
      ...imageMismatch(results.machine.servicesNode),
      `machine load (1/5/15 min): ${load(results.machine.loadBefore)} before, ${load(results.machine.loadAfter)} after`,
      gaugeLine('before the run', gauge),
      gaugeLine('after it, the stack idle', gaugeAfter),
      peakRssLine(peakRss),
      ...summary,
      ...targetLines(targets, machine),
      '',
    ].join('\n'),
  );
  await writeResults(RESULTS_FILE, results);
  console.log(`results written to ${RESULTS_FILE}`);
  if (failed) throw new Error('a scenario failed (see above)');
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
