// Consumes billing's document events and sets the status of their bookings (document-application.ts),
// several events in one transaction: the events taken while a transaction runs wait, and the next
// takes them all (up to MAX_BATCH), in the order they came; a lone event waits LINGER_MS for more. One transaction at a time per process,
// so one process applies them in stream order; across replicas the bookings' document `seq` keeps
// the order that matters. A batch that fails is applied again event by event, so that one event's
// failure is its own and redelivers only it. It also keeps which bookings are on an approved
// invoice (invoiced-booking.ts), which updateBooking asks.
import { DocumentEvent } from '@venue/contracts/events';
import { startEventConsumer, type Bus, type EventConsumer, type Logger, type OutboxRelay } from '@venue/platform';
import type { Db } from '../database.ts';
import { applyDocuments, INVOICING_CONSUMER, type DocumentMessage } from './document-application.ts';

export { INVOICING_CONSUMER };

/** Events taken at once, and the most one transaction applies. */
const EVENTS_AT_ONCE = 32;
const MAX_BATCH = 32;
/**
 * How long the first event waits for others when none is being applied: billing's relay sends a
 * transaction's documents one after another, a fraction of a millisecond apart. Speed only: batches
 * of 1 → 6–7 events on average; invoicing's drain 9.1 → 7.3 ms of CPU per invoice, 198 → 254
 * invoices/s (bench 'invoicing', runs back to back, bench/REPORT.md 2026-12-03).
 */
const LINGER_MS = 5;

/** Applies events in one transaction; answers the ids applied (an event without `seq` seen before is not). */
export async function applyDocumentEvents(db: Db, relay: OutboxRelay, events: readonly DocumentMessage[], logger: Logger): Promise<Set<string>> {
  const { applied, changed } = await db.transaction().execute((trx) => applyDocuments(trx, events, logger));
  if (changed > 0) relay.kick();
  return applied;
}

/** Applies one document event exactly once; returns whether it was new. */
export async function applyDocumentEvent(db: Db, relay: OutboxRelay, event: DocumentMessage, logger: Logger): Promise<boolean> {
  return (await applyDocumentEvents(db, relay, [event], logger)).has(event.id);
}

interface Waiting {
  event: DocumentMessage;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The events waiting, applied by one transaction at a time. */
export class DocumentBatches {
  private waiting: Waiting[] = [];
  private running = false;
  private lingering: NodeJS.Timeout | undefined;

  constructor(private readonly apply: (events: readonly DocumentMessage[]) => Promise<unknown>, private readonly logger: Logger) {}

  add(event: DocumentMessage): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ event, resolve, reject });
      this.next();
    });
  }

  private next(lingered = false): void {
    if (this.running || this.waiting.length === 0) return;
    if (!lingered && this.waiting.length < MAX_BATCH) {
      this.lingering ??= setTimeout(() => {
        this.lingering = undefined;
        this.next(true);
      }, LINGER_MS);
      return;
    }
    clearTimeout(this.lingering);
    this.lingering = undefined;
    const batch = this.waiting.splice(0, MAX_BATCH);
    this.running = true;
    void this.run(batch).finally(() => {
      this.running = false;
      // Those that came meanwhile go at once.
      this.next(true);
    });
  }

  /** Settles every event of the batch, never throws. */
  private async run(batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      try {
        await this.apply(batch.map((waiting) => waiting.event));
        for (const { resolve } of batch) resolve();
        return;
      } catch (error) {
        this.logger.warn({ err: error, events: batch.length }, 'document events failed together; applying them one by one');
      }
    }
    for (const { event, resolve, reject } of batch) {
      await this.apply([event]).then(resolve, reject);
    }
  }
}

export function startInvoicingConsumer(options: { db: Db; bus: Bus; relay: OutboxRelay; logger: Logger }): Promise<EventConsumer> {
  const batches = new DocumentBatches((events) => applyDocumentEvents(options.db, options.relay, events, options.logger), options.logger);
  return startEventConsumer({
    bus: options.bus,
    durable: INVOICING_CONSUMER,
    subject: 'venue.billing.>',
    schema: DocumentEvent,
    logger: options.logger,
    concurrency: EVENTS_AT_ONCE,
    // No lanes: the batches keep the order the events came in.
    orderingKey: (event) => event.id,
    handler: (event) => batches.add(event),
  });
}
