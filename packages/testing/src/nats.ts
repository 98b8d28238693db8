import { randomBytes } from 'node:crypto';
import { connectBus } from '@venue/platform';

export const NATS_URL = process.env.TEST_NATS_URL || 'nats://127.0.0.1:4222';

/** A subject prefix, hence a JetStream stream, that no other test run shares. */
export function testEventPrefix(): string {
  return `t${process.pid}_${randomBytes(4).toString('hex')}.`;
}

/** Removes a test run's stream so JetStream does not fill up with old runs. */
export async function deleteEventStream(prefix: string, url = NATS_URL): Promise<void> {
  const bus = await connectBus({ url, subjectPrefix: prefix });
  try {
    await bus.jsm.streams.delete(bus.stream);
  } catch {
    // already gone
  } finally {
    await bus.close();
  }
}
