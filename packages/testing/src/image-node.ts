// How the image runs node: its Dockerfile's `ENV NODE_OPTIONS=…` (the V8 heap cap) and
// `ENV MALLOC_ARENA_MAX=…`, read from there so that a test measuring a service's memory cannot
// drift from what production runs with. A line that is gone fails the test instead of letting
// it measure without it. (The bench reads them alike: bench/lib/processes.ts.)
import { readFileSync } from 'node:fs';

const DOCKERFILE = new URL('../../../Dockerfile', import.meta.url);

/** The image's node environment, for a service process (startServiceProcess's env). */
export function imageNodeEnv(): Record<string, string> {
  const dockerfile = readFileSync(DOCKERFILE, 'utf8');
  const env: Record<string, string> = {};
  for (const name of ['NODE_OPTIONS', 'MALLOC_ARENA_MAX']) {
    const value = new RegExp(`^ENV ${name}=(.*)$`, 'm').exec(dockerfile)?.[1]?.replace(/^"|"$/g, '');
    if (value === undefined) throw new Error(`the Dockerfile has no line ENV ${name}=…`);
    env[name] = value;
  }
  return env;
}
