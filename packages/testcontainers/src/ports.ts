// Host ports for containers on the host's network: below 32768 (the kernel hands out ports from
// there on for outgoing connections, which must never collide with a listening server) and free
// at the time of asking. Each is checked by listening on it once.
//
// A port is free when checked, but its server listens only later (a service starting up may take
// seconds), and another process checking meanwhile finds it free too: two test files running side
// by side once both took one port, and the second failed with EADDRINUSE. So given a claims
// directory (the test stack's freePort passes VENUE_PORT_CLAIMS, which scripts/test.ts makes once
// per run), a port is handed out only by the process that first creates the file named after it
// there, and only once per run.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const LOWEST = 20_000;
const HIGHEST = 32_767;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Whether this process may hand out `port`: always without a claims directory; else only if it claimed it first. */
function claim(port: number, claims: string | undefined): boolean {
  if (!claims) return true;
  try {
    writeFileSync(path.join(claims, String(port)), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') return false;
    throw error;
  }
}

/** `count` distinct free ports in 20000–32767, none of them in `taken` nor claimed before in `claims` (a directory). */
export async function freePorts(count: number, taken: Set<number> = new Set(), claims?: string): Promise<number[]> {
  const found: number[] = [];
  for (let attempt = 0; found.length < count; attempt += 1) {
    if (attempt > 1000) throw new Error('no free port below 32768');
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (taken.has(port) || found.includes(port) || !claim(port, claims)) continue;
    if (await isFree(port)) found.push(port);
  }
  for (const port of found) taken.add(port);
  return found;
}
