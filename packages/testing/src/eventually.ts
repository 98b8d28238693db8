// Waiting in a test for something to happen: poll it until it shows, up to a deadline, instead of
// sleeping for a time that is too long on a fast machine and too short on a loaded one.
import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `probe` until it answers a value; fails after `timeoutMs`, saying what it waited for. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}
