// CPU time per component (Linux /proc), sampled before and after a measurement, so that each
// phase can say how many CPU milliseconds every process spent per request. Postgres backends are
// found through pg_stat_activity (only those connected to the bench database). For the Node and
// Redis processes, the main thread's scheduler statistics also tell how long it ran and how long
// it was runnable but waiting for a CPU (the machine is shared: a high wait means CPU-starved).
// Each backend's application_name (a service's pool names it venue-<schema>: platform's db.ts)
// says which service it served, so Postgres's CPU can be split by service.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { APPLICATION_NAME_PREFIX } from '@venue/platform';

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** user + system CPU time of one process in ms, or undefined when it is gone (or not Linux). */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm)": state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return undefined;
  }
}

/** Main thread of a process: ms on a CPU and ms runnable but waiting for one. */
export function mainThreadSchedMs(pid: number): { runMs: number; waitMs: number } | undefined {
  try {
    const [run, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(' ');
    return { runMs: Number(run) / 1e6, waitMs: Number(wait) / 1e6 };
  } catch {
    return undefined;
  }
}

/** CPU ms the whole machine spent busy (all CPUs, everything but idle and iowait). */
export function machineBusyMs(): number | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return ((total - (fields[3] ?? 0) - (fields[4] ?? 0)) * 1000) / clockTicks();
  } catch {
    return undefined;
  }
}

export interface CpuSample {
  machineMs?: number;
  /** component -> pid -> CPU ms (all threads). */
  cpu: Record<string, Map<number, number>>;
  sched: Record<string, { runMs: number; waitMs: number }>;
  /** Postgres backend pid -> the service it serves (its application_name without `venue-`), or "other". */
  backendOwners: Map<number, string>;
}

export interface CpuDelta {
  cpuMs: Record<string, number>;
  /** Everything the machine ran, bench or not (the difference is other work on the machine). */
  machineMs?: number;
  /** Main threads of the fixed processes: ms running and ms waiting for a CPU. */
  mainThread: Record<string, { runMs: number; waitMs: number }>;
  /** Postgres's CPU ms (the `postgres` component) split by the service each backend served. */
  postgresByService: Record<string, number>;
}

export interface CpuProbe {
  sample(): Promise<CpuSample>;
  close(): Promise<void>;
}

/** fixed: component name -> pid; postgres backends of `database` are added as "postgres". */
export function createCpuProbe(
  fixed: Record<string, number | undefined>,
  postgresUrl: string,
  database: string,
): CpuProbe {
  const pool = new pg.Pool({ connectionString: postgresUrl, max: 1 });
  return {
    async sample() {
      const result: CpuSample = { cpu: {}, sched: {}, backendOwners: new Map(), machineMs: machineBusyMs() };
      for (const [name, pid] of Object.entries(fixed)) {
        const ms = pid === undefined ? undefined : processCpuMs(pid);
        result.cpu[name] = new Map(ms === undefined || pid === undefined ? [] : [[pid, ms]]);
        const sched = pid === undefined ? undefined : mainThreadSchedMs(pid);
        if (sched) result.sched[name] = sched;
      }
      const backends = await pool.query<{ pid: number; application_name: string }>(
        'select pid, application_name from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      const postgres = new Map<number, number>();
      for (const { pid, application_name: name } of backends.rows) {
        const ms = processCpuMs(pid);
        if (ms !== undefined) postgres.set(pid, ms);
        const ours = name.startsWith(APPLICATION_NAME_PREFIX);
        result.backendOwners.set(pid, ours ? name.slice(APPLICATION_NAME_PREFIX.length) : 'other');
      }
      result.cpu.postgres = postgres;
      return result;
    },
    close: () => pool.end(),
  };
}

/** CPU ms per component between two samples (a pid that appeared in between counts in full). */
export function cpuDelta(before: CpuSample, after: CpuSample): CpuDelta {
  const cpuMs: Record<string, number> = {};
  for (const [name, pids] of Object.entries(after.cpu)) {
    let total = 0;
    for (const [pid, ms] of pids) total += ms - (before.cpu[name]?.get(pid) ?? 0);
    cpuMs[name] = Math.round(total);
  }
  const mainThread: CpuDelta['mainThread'] = {};
  for (const [name, sched] of Object.entries(after.sched)) {
    const start = before.sched[name];
    if (start)
      mainThread[name] = {
        runMs: Math.round(sched.runMs - start.runMs),
        waitMs: Math.round(sched.waitMs - start.waitMs),
      };
  }
  const postgresMs = new Map<string, number>();
  for (const [pid, ms] of after.cpu.postgres ?? []) {
    const owner = after.backendOwners.get(pid) ?? 'other';
    postgresMs.set(owner, (postgresMs.get(owner) ?? 0) + ms - (before.cpu.postgres?.get(pid) ?? 0));
  }
  const postgresByService = Object.fromEntries([...postgresMs].map(([owner, ms]) => [owner, Math.round(ms)]));
  const machineMs =
    before.machineMs === undefined || after.machineMs === undefined
      ? undefined
      : Math.round(after.machineMs - before.machineMs);
  return { cpuMs, mainThread, postgresByService, ...(machineMs !== undefined && { machineMs }) };
}
