// Collects the events a test stack publishes under its subject prefix, through a fresh durable
// consumer, for the life of a test file: to check that each change publishes exactly once.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectBus, createLogger, startEventConsumer, type Bus, type EventConsumer, type EventEnvelope } from '@venue/platform';
import { NATS_URL } from './nats.ts';

const quiet = createLogger('event-log', 'silent');

export class EventLog<Data extends Record<string, unknown>> {
  private constructor(
    private readonly bus: Bus,
    private readonly consumer: EventConsumer,
    private readonly idField: keyof Data,
    readonly events: EventEnvelope<Data>[],
  ) {}

  /** Starts collecting `subject` (e.g. "venue.bookings.>"); `of(id)` matches data[idField]. */
  static async start<Data extends Record<string, unknown>>(prefix: string, subject: string, idField: keyof Data): Promise<EventLog<Data>> {
    const bus = await connectBus({ url: NATS_URL, subjectPrefix: prefix, name: 'event-log' });
    const received: EventEnvelope<Data>[] = [];
    const consumer = await startEventConsumer({
      bus,
      durable: `event_log_${randomBytes(4).toString('hex')}`,
      subject,
      handler: async (event) => {
        received.push(event as EventEnvelope<Data>);
      },
      logger: quiet,
    });
    return new EventLog(bus, consumer, idField, received);
  }

  of(id: unknown): EventEnvelope<Data>[] {
    return this.events.filter((event) => event.data[this.idField] === id);
  }

  /** Waits (at most 15 s) until the predicate holds, then a little longer for stray duplicates. */
  async waitFor(predicate: () => boolean, what: string, settleMs = 300): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (!predicate()) {
      if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}; received ${JSON.stringify(this.events)}`);
      await sleep(25);
    }
    await sleep(settleMs);
  }

  assertNoDuplicates(): void {
    const ids = this.events.map((event) => event.id);
    assert.equal(new Set(ids).size, ids.length, `duplicate event ids: ${JSON.stringify(ids)}`);
  }

  async stop(): Promise<void> {
    await this.consumer.stop();
    await this.bus.close();
  }
}
