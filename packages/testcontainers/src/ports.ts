// Host ports for containers on the host's network: below 32768 (the kernel hands out ports from
// there on for outgoing connections, which must never collide with a listening server) and free
// at the time of asking. Each is checked by listening on it once.
import { createServer } from 'node:net';

const LOWEST = 20_000;
const HIGHEST = 32_767;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** `count` distinct free ports in 20000–32767, none of them in `taken`. */
export async function freePorts(count: number, taken: Set<number> = new Set()): Promise<number[]> {
  const found: number[] = [];
  for (let attempt = 0; found.length < count; attempt += 1) {
    if (attempt > 1000) throw new Error('no free port below 32768');
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (taken.has(port) || found.includes(port)) continue;
    if (await isFree(port)) found.push(port);
  }
  for (const port of found) taken.add(port);
  return found;
}
