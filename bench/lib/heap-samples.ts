// The bench's side of `BENCH_HEAP_SAMPLE` (heap-sample-preload.mjs): each service samples what it
// allocates while a phase is measured, signalled to start and stop with SIGUSR2.
import { mkdirSync, writeFileSync } from 'node:fs';

let sampled: { dir: string; pids: number[] } | undefined;
let phases = 0;
/** The signal toggles sampling, so a stop is sent only after a start. */
let started = false;

/** From now on, phases are sampled in these processes (each loaded the preload). */
export function sampleHeapsOf(dir: string, pids: number[]): void {
  mkdirSync(dir, { recursive: true });
  sampled = { dir, pids };
}

/** The measurement starts: the services start sampling. */
export function startHeapSamples(): void {
  if (!sampled) return;
  started = true;
  for (const pid of sampled.pids) process.kill(pid, 'SIGUSR2');
}

/** The measurement ended: the services write their samples, under this phase's label. */
export function stopHeapSamples(target: string): void {
  if (!sampled || !started) return;
  started = false;
  phases += 1;
  const label = `${String(phases).padStart(2, '0')}-${target
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)}`;
  writeFileSync(`${sampled.dir}/label`, label);
  for (const pid of sampled.pids) process.kill(pid, 'SIGUSR2');
}
