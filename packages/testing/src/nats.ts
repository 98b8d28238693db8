import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamName } from '@venue/platform';

export const NATS_URL = process.env.TEST_NATS_URL || 'nats://127.0.0.1:4222';

/** A subject prefix, hence a JetStream stream, that no other test run shares. */
export function testEventPrefix(): string {
  return `t${process.pid}_${randomBytes(4).toString('hex')}.`;
}

/**
 * Removes a test run's stream so JetStream does not fill up with old runs. A cluster that has just
 * lost or got back a server may not answer for seconds (its elections), so this tries for 20 s. A
 * plain connection, not connectBus: that would create a missing stream or change its copies first.
 */
export async function deleteEventStream(prefix: string, url = NATS_URL): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const nc = await connect({ servers: url.split(',').map((server) => server.trim()) });
      try {
        await (await jetstreamManager(nc)).streams.delete(streamName(prefix)).catch((error: Error) => {
          if (!/stream not found/i.test(error.message)) throw error;
        });
        return;
      } finally {
        await nc.close();
      }
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(500);
    }
  }
}
