// Child processes of the benchmark: spawned like production (`node --import <preload> dist/<entry>.js`,
// or the sources through tsx), their
// output prefixed on stderr, waited for until an HTTP readiness URL answers, and stopped
// (SIGTERM, then SIGKILL) by pid.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import * as grpc from '@grpc/grpc-js';
import { TELEMETRY_PRELOAD } from '../../scripts/stack.ts';

export interface Child {
  name: string;
  pid: number;
  process: ChildProcess;
  /** Rejects as soon as the process exits (used to fail fast while waiting). */
  exited: Promise<never>;
}

const children: Child[] = [];

function prefixLines(stream: NodeJS.ReadableStream | null, name: string): void {
  if (!stream) return;
  const label = `[${name}]`.padEnd(12);
  createInterface({ input: stream }).on('line', (line) => process.stderr.write(`${label} ${line}\n`));
}

/**
 * How a service is started. 'dist': as the image runs it, plain node on the JavaScript of
 * `npm run build` (dist/), no TypeScript loader in the process (its memory and start-up are not
 * the service's). 'tsx': the sources through tsx, as `npm start` does.
 */
export type Runtime = 'dist' | 'tsx';

/** The node arguments that start `entry` (a .ts path of the source tree) in a runtime. */
function startArgs(entry: string, runtime: Runtime): string[] {
  // Both load the telemetry preload first: it traces when an OTLP endpoint is set.
  if (runtime === 'tsx') return ['--import', 'tsx', '--import', `./${TELEMETRY_PRELOAD}`, entry];
  const compiled = (path: string) => `./dist/${path.replace(/\.ts$/, '.js')}`;
  return ['--import', compiled(TELEMETRY_PRELOAD), compiled(entry)];
}

/** The first group `pattern` (a multiline regexp) captures in the image's Dockerfile. */
function fromDockerfile(root: string, pattern: RegExp): string | undefined {
  return readFileSync(`${root}/Dockerfile`, 'utf8').match(pattern)?.[1];
}

/**
 * The environment the image sets for node (its Dockerfile's `ENV NODE_OPTIONS=…` and
 * `ENV MALLOC_ARENA_MAX=…`, read from there so the bench cannot drift from it): a service from
 * dist/ runs with the image's V8 heap settings and glibc malloc arenas. They win over the shell's:
 * to compare other values, change the Dockerfile. A line that is gone (renamed, or merged into
 * another ENV) stops the bench instead of letting it measure without it.
 */
function imageNodeEnv(root: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ['NODE_OPTIONS', 'MALLOC_ARENA_MAX']) {
    const value = fromDockerfile(root, new RegExp(`^ENV ${name}=(.*)$`, 'm'))?.replace(/^"|"$/g, '');
    if (value === undefined) throw new Error(`the Dockerfile has no line ENV ${name}=…`);
    env[name] = value;
  }
  return env;
}

/** The major version of Node the image runs (its Dockerfile's `ARG NODE_IMAGE=node:<major>…`). */
export function imageNodeMajor(root: string): number | undefined {
  const major = fromDockerfile(root, /^ARG NODE_IMAGE=node:(\d+)/m);
  return major === undefined ? undefined : Number(major);
}

/** The version a node binary reports (`node --version`). */
export function nodeVersionOf(binary: string): string {
  return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
}

export interface SpawnOptions {
  cwd: string;
  nodeArgs?: string[];
  runtime: Runtime;
  nodeBinary: string;
  /** A taskset CPU list (BENCH_CPUS): the process runs on these CPUs only. */
  cpus?: string | undefined;
}

export function spawnService(name: string, entry: string, env: Record<string, string>, options: SpawnOptions): Child {
  const args = [...(options.nodeArgs ?? []), ...startArgs(entry, options.runtime)];
  // taskset sets the affinity and then executes node in its own process: the pid stays node's.
  const [command, commandArgs] = options.cpus
    ? ['taskset', ['-c', options.cpus, options.nodeBinary, ...args]]
    : [options.nodeBinary, args];
  const child = spawn(command, commandArgs, {
    cwd: options.cwd,
    env: {
      ...process.env,
      ...(options.runtime === 'dist' && imageNodeEnv(options.cwd)),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`${name} could not be started`);
  prefixLines(child.stdout, name);
  prefixLines(child.stderr, name);
  const exited = new Promise<never>((_resolve, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`${name} exited (${signal ?? `exit code ${code}`})`)),
    );
  });
  exited.catch(() => undefined);
  const handle = { name, pid: child.pid, process: child, exited };
  children.push(handle);
  return handle;
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

export async function waitForHttp(child: Child, url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await Promise.race([fetch(url), child.exited]);
      if (response.ok) return;
    } catch (error) {
      if (!isRunning(child.process)) throw error;
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name} was not ready at ${url} within ${timeoutMs} ms`);
}

/** Stops one child: SIGTERM, then SIGKILL after the grace period (also if it was paused). */
export function stopChild(child: Child, graceMs = 8_000): Promise<void> {
  if (!isRunning(child.process)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
    child.process.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.process.kill('SIGTERM');
    // A process paused with SIGSTOP (the invoicing scenario's billing) acts on SIGTERM only once resumed.
    child.process.kill('SIGCONT');
  });
}

/** Stops every child still running: SIGTERM, then SIGKILL after the grace period. */
export async function stopAll(graceMs = 8_000): Promise<void> {
  await Promise.all(children.map((child) => stopChild(child, graceMs)));
}

/** Last resort from a synchronous 'exit' handler: no waiting possible, so SIGKILL. */
export function killAllNow(): void {
  for (const child of children) if (isRunning(child.process)) child.process.kill('SIGKILL');
}

/** Waits until a gRPC server accepts connections (the resources service has no HTTP port). */
export async function waitForGrpc(child: Child, address: string, timeoutMs = 30_000): Promise<void> {
  const client = new grpc.Client(address, grpc.credentials.createInsecure());
  try {
    await Promise.race([
      new Promise<void>((resolve, reject) =>
        client.waitForReady(Date.now() + timeoutMs, (error) => (error ? reject(error) : resolve())),
      ),
      child.exited,
    ]);
  } finally {
    client.close();
  }
}
