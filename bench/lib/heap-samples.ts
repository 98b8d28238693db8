// The bench's side of `BENCH_HEAP_SAMPLE` (heap-sample-preload.mjs): each service samples what it
// allocates while a phase is measured. The bench writes the command (start, or stop and the
// phase's label) to <dir>/command, then signals the services with SIGUSR2 to read it.
import { mkdirSync, writeFileSync } from 'node:fs';

let sampled: { dir: string; pids: number[] } | undefined;
let phases = 0;

/** From now on, phases are sampled in these processes (each loaded the preload). */
export function sampleHeapsOf(dir: string, pids: number[]): void {
  mkdirSync(dir, { recursive: true });
  sampled = { dir, pids };
}

function tell(command: string): void {
  writeFileSync(`${sampled!.dir}/command`, command);
  for (const pid of sampled!.pids) {
    try {
      process.kill(pid, 'SIGUSR2');
    } catch {
      // A service that has exited: the run reports it; the others still get the command.
    }
  }
}

/** The measurement starts: the services start sampling. */
export function startHeapSamples(): void {
  if (sampled) tell('start');
}

/** The measurement ended (or failed): the services write what they sampled under this phase's label. */
export function stopHeapSamples(target: string): void {
  if (!sampled) return;
  phases += 1;
  const name = target
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  tell(`stop ${String(phases).padStart(2, '0')}-${name}`);
}
