import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectBus } from '@venue/platform';

export const NATS_URL = process.env.TEST_NATS_URL || 'nats://127.0.0.1:4222';

/** A subject prefix, hence a JetStream stream, that no other test run shares. */
export function testEventPrefix(): string {
  return `t${process.pid}_${randomBytes(4).toString('hex')}.`;
}

/**
 * Removes a test run's stream so JetStream does not fill up with old runs. A cluster that has just
 * lost or got back a server may not answer for seconds (its elections), so this tries for 20 s.
 */
export async function deleteEventStream(prefix: string, url = NATS_URL): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const bus = await connectBus({ url, subjectPrefix: prefix });
      try {
        await bus.jsm.streams.delete(bus.stream).catch((error: Error) => {
          if (!/stream not found/i.test(error.message)) throw error;
        });
        return;
      } finally {
        await bus.close();
      }
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(500);
    }
  }
}
