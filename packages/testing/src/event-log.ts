// Collects the events a test stack publishes under its subject prefix, through a fresh durable
// consumer, for the life of a test file: to check that each change publishes exactly once.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectBus, createLogger, startEventConsumer, type Bus, type EventConsumer, type EventEnvelope } from '@venue/platform';
import { eventsHandled } from './events-handled.ts';
import type { TestStack } from './stack.ts';

/** What a log needs of its stack: the stream to read, and the outboxes that feed it (eventsHandled). */
type LoggedStack = Pick<TestStack, 'eventPrefix' | 'natsUrl' | 'database'>;

const quiet = createLogger('event-log', 'silent');

export class EventLog<Data extends Record<string, unknown>> {
  private constructor(
    /** The name of its durable consumer (for eventsHandled). */
    readonly durable: string,
    private readonly stack: LoggedStack,
    private readonly bus: Bus,
    private readonly consumer: EventConsumer,
    private readonly idField: keyof Data,
    readonly events: EventEnvelope<Data>[],
  ) {}

  /** Starts collecting `subject` (e.g. "venue.bookings.>"); `of(id)` matches data[idField]. */
  static async start<Data extends Record<string, unknown>>(stack: LoggedStack, subject: string, idField: keyof Data): Promise<EventLog<Data>> {
    const bus = await connectBus({ url: stack.natsUrl, subjectPrefix: stack.eventPrefix, name: 'event-log' });
    const received: EventEnvelope<Data>[] = [];
    const durable = `event_log_${randomBytes(4).toString('hex')}`;
    const consumer = await startEventConsumer({
      bus,
      durable,
      subject,
      handler: async (event) => {
        received.push(event as EventEnvelope<Data>);
      },
      logger: quiet,
    });
    return new EventLog(durable, stack, bus, consumer, idField, received);
  }

  of(id: unknown): EventEnvelope<Data>[] {
    return this.events.filter((event) => event.data[this.idField] === id);
  }

  /**
   * Waits (at most 15 s) until the predicate holds, then until every event written so far has
   * reached the log (eventsHandled), so that a stray duplicate would be in it too; or, with
   * `settleMs`, that long instead (for a test that leaves rows in an outbox on purpose).
   */
  async waitFor(predicate: () => boolean, what: string, settleMs?: number): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (!predicate()) {
      if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}; received ${JSON.stringify(this.events)}`);
      await sleep(25);
    }
    if (settleMs === undefined) await eventsHandled(this.stack, this.durable);
    else await sleep(settleMs);
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
