// Two figures of the machine itself, taken before the stack starts, so that runs on machines of
// one kind but of different speed can be told apart. The kind's machines have differed by more
// than twice in what the stack serves, and not in one way: a request crosses five processes, so
// what a wake-up and a context switch cost between two processes weighs as much as how fast
// JavaScript runs. Hence two gauges:
// - compute: a fixed JavaScript workload (JSON, sorting, string building) in this process;
// - round trip: one byte sent back and forth over loopback TCP between this process and a child
//   echoing it, one at a time (two system calls and two wake-ups of the other process each way).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { freePort } from './ports.ts';

export interface MachineGauge {
  /** Median ms of the fixed JavaScript workload (7 runs). */
  computeMs: number;
  /** Median µs of a one-byte loopback TCP round trip between two processes (3,000 in a row). */
  roundTripUs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function computeOnce(): number {
  const started = performance.now();
  let checksum = 0;
  for (let round = 0; round < 40; round += 1) {
    const rows = Array.from({ length: 500 }, (_, i) => ({ id: i, name: `row ${(i * 7919) % 500}`, at: `2026-12-${(i % 28) + 1}` }));
    const parsed = JSON.parse(JSON.stringify(rows)) as typeof rows;
    parsed.sort((a, b) => a.name.localeCompare(b.name));
    checksum += parsed.map((row) => `${row.id}:${row.at}`).join(',').length;
  }
  if (checksum === 0) throw new Error('unreachable: keeps the workload from being optimised away');
  return performance.now() - started;
}

/** A child that echoes every byte it gets, on loopback; resolves once it listens. */
async function startEcho(port: number) {
  const program = `require('node:net').createServer((s) => { s.setNoDelay(true); s.pipe(s); })
    .listen(${port}, '127.0.0.1', () => process.stdout.write('ready'));`;
  const child = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return child;
}

async function roundTripsUs(port: number, count: number): Promise<number[]> {
  const socket = connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  await once(socket, 'connect');
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const started = process.hrtime.bigint();
      const echoed = once(socket, 'data');
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
    return { computeMs: Math.round(computeMs * 10) / 10, roundTripUs: Math.round(median(times.slice(500))) };
  } finally {
    echo.kill();
  }
}

export const gaugeLine = (gauge: MachineGauge) =>
  `machine gauge (idle, before the stack starts): JavaScript workload ${gauge.computeMs} ms, loopback round trip between two processes ${gauge.roundTripUs} µs (medians; bench/lib/machine-gauge.ts)`;
