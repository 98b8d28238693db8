// npm start: checks the dependencies, creates the database if missing, runs the migrations,
// starts every service as its own process (log lines prefixed by service), prints the URL when
// the gateway is ready, and stops them all on Ctrl-C / SIGTERM.
//
// On a busy machine the processes may take minutes to start: npm start waits as long as they
// are alive and starting (watch-startup.ts), with a progress line every few seconds, and stops
// the stack only when one exits or hangs, naming it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { serviceDatabaseUrl } from '@venue/platform';
import { DependencyError, requireReachable } from './dependencies.ts';
import { ensureDatabase } from './ensure-database.ts';
import { migrateAll, serviceProcesses, TELEMETRY_PRELOAD } from './stack.ts';
import { watchStartup } from './watch-startup.ts';

const env = {
  ...process.env,
  PORT: process.env.PORT || '8080',
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/venue',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222',
};

const children: ChildProcess[] = [];
let stopping = false;

function prefixLines(stream: NodeJS.ReadableStream | null, name: string, out: NodeJS.WriteStream): void {
  if (!stream) return;
  const label = `[${name}]`.padEnd(12);
  createInterface({ input: stream }).on('line', (line) => out.write(`${label} ${line}\n`));
}

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (alive.length === 0) process.exit(code);
  let left = alive.length;
  for (const child of alive) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(code), 12_000).unref();
}

try {
  await requireReachable('postgres', env.DATABASE_URL, 5432);
  await requireReachable('redis', env.REDIS_URL, 6379);
  await requireReachable('nats', env.NATS_URL, 4222);
  await ensureDatabase(env.DATABASE_URL);
  await migrateAll(env.DATABASE_URL);
} catch (error) {
  console.error(
    error instanceof DependencyError ? error.message : `start failed: ${(error as Error).message}`,
  );
  process.exit(1);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

for (const service of serviceProcesses) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', `./${TELEMETRY_PRELOAD}`, ...service.nodeFlags, service.entry],
    {
      env: {
        ...env,
        // Each service as its own role, which owns its schema and nothing else (the migrations made it).
        DATABASE_URL: serviceDatabaseUrl(env.DATABASE_URL, service.name),
        METRICS_PORT: String(service.metricsPort),
        OTEL_SERVICE_NAME: `venue-${service.name}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  prefixLines(child.stdout, service.name, process.stdout);
  prefixLines(child.stderr, service.name, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(
        `${service.name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the stack`,
      );
      stopAll(1);
    }
  });
  children.push(child);
}

const base = `http://localhost:${env.PORT}`;
const outcome = await watchStartup(
  serviceProcesses.map((service, index) => ({
    name: service.name,
    process: children[index]!,
    // A gRPC service serves its metrics once its server is listening; the gateway says when it is ready.
    readyUrl: service.metricsPort ? `http://127.0.0.1:${service.metricsPort}/metrics` : `${base}/readyz`,
  })),
  { log: (line) => console.log(line), stopped: () => stopping },
);
if (outcome.ready) {
  console.log(`\nVenue is ready at ${base}  (API: ${base}/api/v2/..., docs: ${base}/docs)\n`);
} else if (!stopping) {
  console.error(`${outcome.reason}; stopping the stack`);
  stopAll(1);
}
