// Waits for the processes of a stack to become ready, for as long as they are alive and starting.
// On a busy machine a process may need minutes to load and connect, and a fixed bound stopped
// healthy starts; so a process counts as failed only when it exits (its owner hears that) or
// hangs: alive, not ready, and without any CPU time for a while, which a process that loads
// code or connects always uses. A progress line every few seconds says who is still starting.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface StartingProcess {
  name: string;
  process: ChildProcess;
  /** Answers 2xx once the process is ready. */
  readyUrl: string;
}

export interface StartupOptions {
  log: (line: string) => void;
  /** True once the caller is stopping the stack (a process exited, Ctrl-C): stop waiting. */
  stopped: () => boolean;
  progressEveryMs?: number;
  /** A process that is not ready and used no CPU for this long hangs. */
  hangAfterMs?: number;
  /** The longest a start may take in all. */
  limitMs?: number;
}

export type StartupOutcome = { ready: true } | { ready: false; reason: string };

const POLL_MS = 250;

/** CPU time (user + system, in clock ticks) the process used so far; undefined where /proc is not. */
function cpuTicks(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

export async function watchStartup(processes: StartingProcess[], options: StartupOptions): Promise<StartupOutcome> {
  const { progressEveryMs = 5000, hangAfterMs = 60_000, limitMs = 300_000 } = options;
  const started = Date.now();
  const waiting = new Map(processes.map((p) => [p.name, { ...p, ticks: cpuTicks(p.process.pid), busySince: started }]));
  let nextProgress = started + progressEveryMs;
  while (!options.stopped()) {
    const ready = await Promise.all([...waiting.values()].map(async (p) => ({ name: p.name, ready: await answers(p.readyUrl) })));
    for (const { name, ready: isReady } of ready) if (isReady) waiting.delete(name);
    if (waiting.size === 0) return { ready: true };
    const now = Date.now();
    for (const p of waiting.values()) {
      const ticks = cpuTicks(p.process.pid);
      if (ticks !== p.ticks) {
        p.ticks = ticks;
        p.busySince = now;
      } else if (ticks !== undefined && now - p.busySince >= hangAfterMs) {
        return { ready: false, reason: `${p.name} hangs: alive, not ready, and no CPU used for ${Math.round((now - p.busySince) / 1000)} s` };
      }
    }
    const seconds = Math.round((now - started) / 1000);
    if (now - started >= limitMs) {
      return { ready: false, reason: `not ready after ${seconds} s: ${[...waiting.keys()].join(', ')}` };
    }
    if (now >= nextProgress) {
      options.log(`still starting after ${seconds} s: ${[...waiting.keys()].join(', ')}`);
      nextProgress = now + progressEveryMs;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { ready: false, reason: 'stopped while starting' };
}
