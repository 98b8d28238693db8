// Loaded into every service by `BENCH_HEAP_SAMPLE=<dir> npm run bench` (node --import). V8's
// sampling heap profiler, through an in-process inspector session, with the objects the garbage
// collector has already freed kept in the profile: what a phase allocates, garbage included, which
// is what the collector pays for (`--heap-prof` keeps only what is still alive at the end).
// On SIGUSR2 it does what the bench wrote to <dir>/command just before: `start`, or `stop <label>`,
// which writes the profile to <dir>/<label>.<service>.heapprofile. A command that does not fit
// (a stop while not sampling) is ignored, so a phase that failed cannot put the two out of step.
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
    const [command, label] = readFileSync(`${dir}/command`, 'utf8').trim().split(' ');
    if (command === 'start') {
      if (sampling) session.post('HeapProfiler.stopSampling');
      sampling = true;
      // Every 8 KB allocated on average (V8's default is 32 KB): enough samples in a 10 s phase.
      session.post('HeapProfiler.startSampling', {
        samplingInterval: 8192,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
    } else if (command === 'stop' && label && sampling) {
      sampling = false;
      session.post('HeapProfiler.stopSampling', (error, result) => {
        if (error) return console.error('heap sampling failed:', error.message);
        writeFileSync(`${dir}/${label}.${service}.heapprofile`, JSON.stringify(result.profile));
      });
    }
  });
}
