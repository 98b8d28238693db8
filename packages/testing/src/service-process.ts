// A gRPC service as an OS process of its own: its real entry point (services/<name>/src/main.ts)
// run by node with tsx, as `npm start` runs it. A test can then read that process's own memory
// (/proc/<pid>/status), kill it with SIGKILL (no shutdown hook runs, open transactions die with
// their connections) and start it again on the same address, or pause it with SIGSTOP: a hung
// process (a long GC pause, a stalled host) keeps its port and connections open, the kernel even
// accepts new ones, but nothing is answered until SIGCONT.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { accepting } from './ports.ts';

export type ServiceName = 'resources' | 'customers' | 'bookings' | 'billing';

/** The environment variable that holds each service's listen address. */
const ADDRESS_VARIABLE: Record<ServiceName, string> = {
  resources: 'RESOURCES_ADDR',
  customers: 'CUSTOMERS_ADDR',
  bookings: 'BOOKINGS_ADDR',
  billing: 'BILLING_ADDR',
};

export interface ProcessMemory {
  /** VmRSS: resident set size now, in bytes. */
  rss: number;
  /** VmHWM: the highest resident set size since the process started, or since resetPeak(). */
  peak: number;
}

export interface ServiceProcess {
  readonly name: ServiceName;
  /** host:port it listens on (the same after a restart). */
  readonly address: string;
  readonly port: number;
  /** The pid of the running process (of the last one started). */
  readonly pid: number;
  /** Its memory now, from /proc/<pid>/status (Linux). */
  memory(): ProcessMemory;
  /** Sets VmHWM back to the current RSS (/proc/<pid>/clear_refs), so `peak` is measured from now; false where the kernel refuses. */
  resetPeak(): boolean;
  /** SIGSTOP: it stays alive and connected but answers nothing until resume(); nothing if it is not running. */
  pause(): void;
  /** SIGCONT after pause(); nothing if it is not running. */
  resume(): void;
  /** SIGKILL, then waits until it has exited (paused or not). */
  kill(): Promise<void>;
  /** SIGTERM (its graceful shutdown), SIGKILL if it has not exited within 15 s (paused or not). */
  stop(): Promise<void>;
  /** Starts it again with the same environment and address (after kill or stop). */
  restart(): Promise<void>;
}

/** services/<name>/src/main.ts of this checkout, or of another one's root (a release: release.ts). */
const entryPoint = (name: ServiceName, root?: string) =>
  root ? `${root}/services/${name}/src/main.ts` : fileURLToPath(new URL(`../../../services/${name}/src/main.ts`, import.meta.url));

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(text);
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/**
 * Starts the service with `env` (on top of this process's environment; LOG_LEVEL is
 * TEST_LOG_LEVEL or silent) and resolves once it accepts connections on its address, which `env`
 * must give (e.g. BOOKINGS_ADDR from freeAddress()). `nodeFlags` go on node's command line before
 * the entry point, as a service's own flags do in the image (they win over NODE_OPTIONS).
 */
export async function startServiceProcess(
  name: ServiceName,
  env: Record<string, string>,
  options: { startTimeoutMs?: number; nodeFlags?: readonly string[]; root?: string } = {},
): Promise<ServiceProcess> {
  const address = env[ADDRESS_VARIABLE[name]];
  const port = Number(address?.split(':').at(-1));
  if (!address || !Number.isInteger(port) || port <= 0) {
    throw new Error(`${ADDRESS_VARIABLE[name]} must be host:port with a fixed port, not ${address}`);
  }
  let child: ChildProcess;
  let exited: Promise<void>;

  async function start(): Promise<void> {
    child = spawn(process.execPath, [...(options.nodeFlags ?? []), '--import', 'tsx', entryPoint(name, options.root)], {
      env: { ...process.env, LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const running = child;
    // A test process that ends (or crashes) takes the service with it.
    const orphaned = () => running.kill('SIGKILL');
    process.once('exit', orphaned);
    exited = new Promise((resolve) =>
      running.once('exit', () => {
        process.off('exit', orphaned);
        resolve();
      }),
    );
    let failed: Error | null = null;
    running.once('error', (error) => (failed = error));
    const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
    while (!(await accepting(port))) {
      if (failed) throw failed;
      if (running.exitCode !== null || running.signalCode !== null) {
        throw new Error(
          `the ${name} process exited (${running.signalCode ?? running.exitCode}) before it listened on ${address}`,
        );
      }
      if (Date.now() > deadline) {
        running.kill('SIGKILL');
        throw new Error(
          `the ${name} process did not listen on ${address} within ${options.startTimeoutMs ?? 30_000} ms`,
        );
      }
      await sleep(50);
    }
  }

  const alive = () => child.exitCode === null && child.signalCode === null;

  async function send(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    if (!alive()) return;
    child.kill(signal);
    // A paused process acts on SIGTERM only once continued (SIGKILL ends it as it is), hence the
    // SIGCONT, which a process that is not paused ignores.
    if (signal === 'SIGTERM') {
      child.kill('SIGCONT');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    } else {
      await exited;
    }
  }

  await start();
  return {
    name,
    address,
    port,
    get pid() {
      return child.pid!;
    },
    memory() {
      return { rss: statusField(child.pid!, 'VmRSS'), peak: statusField(child.pid!, 'VmHWM') };
    },
    resetPeak() {
      try {
        // "5" resets the peak resident set size (Linux 4.0+), for a process of the same user.
        writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
    },
    pause() {
      if (alive()) child.kill('SIGSTOP');
    },
    resume() {
      if (alive()) child.kill('SIGCONT');
    },
    kill: () => send('SIGKILL'),
    stop: () => send('SIGTERM'),
    async restart() {
      if (alive()) throw new Error(`the ${name} process is running`);
      await start();
    },
  };
}
