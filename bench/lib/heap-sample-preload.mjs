// Loaded into every service by `BENCH_HEAP_SAMPLE=<dir> npm run bench` (node --import). V8's
// sampling heap profiler, through an in-process inspector session, with the objects the garbage
// collector has already freed kept in the profile: what a phase allocates, garbage included, which
// is what the collector pays for (`--heap-prof` keeps only what is still alive at the end).
// The bench starts it with SIGUSR2 when a phase's measurement starts and stops it with SIGUSR2
// when it ends; the profile is then written to <dir>/<label>.<service>.heapprofile, the label
// being what the bench wrote to <dir>/label just before.
import console from 'node:console';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import process from 'node:process';

const dir = process.env.BENCH_HEAP_SAMPLE;
const service = /services\/([a-z-]+)\/src\/main/.exec(process.argv.join(' '))?.[1];
if (dir && service) {
  const session = new Session();
  session.connect();
  let sampling = false;
  process.on('SIGUSR2', () => {
    if (!sampling) {
      sampling = true;
      // Every 8 KB allocated on average (V8's default is 32 KB): enough samples in a 10 s phase.
      session.post('HeapProfiler.startSampling', {
        samplingInterval: 8192,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
      return;
    }
    sampling = false;
    session.post('HeapProfiler.stopSampling', (error, result) => {
      if (error) return console.error('heap sampling failed:', error.message);
      const label = readFileSync(`${dir}/label`, 'utf8').trim();
      writeFileSync(`${dir}/${label}.${service}.heapprofile`, JSON.stringify(result.profile));
    });
  });
}
