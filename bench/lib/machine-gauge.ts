// Two figures of the machine itself, taken before the stack starts and once the scenarios are
// done, so that runs on machines of one kind but of different speed can be told apart. The kind's machines have differed by more
// than twice in what the stack serves, and not in one way: a request crosses five processes, so
// what it costs to wake another process weighs as much as how fast JavaScript runs. Hence two
// gauges, both on the bench's own node (the machine's, not BENCH_NODE):
// - compute: a fixed JavaScript workload (JSON, sorting by code units, string building) in this
//   process;
// - round trip: one byte sent back and forth over loopback TCP between this process and a child
//   echoing it, one at a time (each way a write, a wake-up of the other process and its read).
// The gauge is diagnostic: a failure is reported and the bench goes on without it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { median } from './call-load.ts';
import { freePort } from './ports.ts';

export interface MachineGauge {
  /** Median ms of the fixed JavaScript workload (7 runs). */
  computeMs: number;
  /** Median µs of a one-byte loopback TCP round trip between two processes (3,000 in a row). */
  roundTripUs: number;
  /** The node both ran on. */
  node: string;
}

/** No wait of the gauge may hang the bench. */
const WAIT_MS = 10_000;

function computeOnce(): number {
  const started = performance.now();
  let checksum = 0;
  for (let round = 0; round < 40; round += 1) {
    const rows = Array.from({ length: 500 }, (_, i) => ({ id: i, name: `row ${(i * 7919) % 500}`, at: `2026-12-${(i % 28) + 1}` }));
    const parsed = JSON.parse(JSON.stringify(rows)) as typeof rows;
    // By code units, not localeCompare: the same work whatever the locale and ICU version.
    parsed.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    checksum += parsed.map((row) => `${row.id}:${row.at}`).join(',').length;
  }
  if (checksum === 0) throw new Error('unreachable: keeps the workload from being optimised away');
  return performance.now() - started;
}

/**
 * A child that echoes every byte it gets, on loopback; resolves once it listens. It exits when
 * its stdin closes, so it cannot outlive the bench, however the bench ends.
 */
async function startEcho(port: number) {
  const program = `process.stdin.on('close', () => process.exit(0)).resume();
    require('node:net').createServer((s) => { s.setNoDelay(true); s.pipe(s); })
      .listen(${port}, '127.0.0.1', () => process.stdout.write('ready'));`;
  const child = spawn(process.execPath, ['-e', program], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = once(child, 'exit').then(() => {
    throw new Error('the echo process exited before it listened');
  });
  exited.catch(() => undefined); // it exits later in any case: killed once the gauge is taken
  try {
    await Promise.race([once(child.stdout, 'data', { signal: AbortSignal.timeout(WAIT_MS) }), exited]);
  } catch (error) {
    child.kill();
    throw error;
  }
  return child;
}

async function roundTripsUs(port: number, count: number): Promise<number[]> {
  const socket = connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  const signal = AbortSignal.timeout(WAIT_MS + count);
  await once(socket, 'connect', { signal });
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const started = process.hrtime.bigint();
      const echoed = once(socket, 'data', { signal });
      socket.write('x');
      await echoed;
      times.push(Number(process.hrtime.bigint() - started) / 1000);
    }
  } finally {
    socket.destroy();
  }
  return times;
}

export async function measureMachineGauge(): Promise<MachineGauge> {
  computeOnce(); // warm-up: the optimising compiler's first pass is not the machine's speed
  const computeMs = median(Array.from({ length: 7 }, computeOnce));
  const port = await freePort();
  const echo = await startEcho(port);
  try {
    const times = await roundTripsUs(port, 3_500);
    return {
      computeMs: Math.round(computeMs * 10) / 10,
      roundTripUs: Math.round(median(times.slice(500))),
      node: process.version,
    };
  } finally {
    echo.kill();
  }
}

export const gaugeLine = (when: string, gauge: MachineGauge | undefined) =>
  gauge
    ? `machine gauge ${when} (node ${gauge.node}): JavaScript workload ${gauge.computeMs} ms, ` +
      `loopback round trip between two processes ${gauge.roundTripUs} µs (medians; bench/lib/machine-gauge.ts)`
    : `machine gauge ${when}: failed (see above)`;
