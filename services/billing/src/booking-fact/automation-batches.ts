// Booking events of managers with invoice automation on, applied several at a time. At most
// `slots` transactions run at once; the events that arrive meanwhile wait, and the next free
// transaction takes the oldest waiting event with the others of its manager that wait (up to
// MAX_BATCH): one claim-and-facts statement, one read of the manager's setup and one hold of the
// number range's lock and one commit for all of them, where each alone took about a dozen round
// trips (bench/REPORT.md, forty-second session). Nothing waits for a batch to fill: a lone
// event goes at once. A batch that fails is applied again event by event, so that one event's
// failure (a booking a peer cannot describe, a deadlock) is its own and redelivers only it.
import type { BookingEvent } from '@venue/contracts/events';
import { histogram, type EventEnvelope, type Logger } from '@venue/platform';
import type { BookingEventResult } from './booking-fact.consumer.ts';

/** Events in one transaction at most: its invoices hold the manager's number range until the commit. */
export const MAX_BATCH = 16;

const eventsPerTransaction = histogram({
  name: 'billing_automation_events_per_transaction',
  help: 'Booking events of managers with invoice automation applied in one transaction (1: alone; a failed batch is applied again event by event)',
  buckets: [1, 2, 4, 8, 16],
});

type Event = EventEnvelope<BookingEvent>;
type ApplyTogether = (events: readonly Event[]) => Promise<Map<string, BookingEventResult>>;

interface Waiting {
  event: Event;
  resolve: (result: BookingEventResult) => void;
  reject: (error: unknown) => void;
}

/** Events batched together: one manager's, in one time zone (the invoices' dates are the manager's today). */
const batchKey = ({ data }: Event) => `${data.manager_id} ${data.time_zone}`;

export class AutomationBatches {
  private waiting: Waiting[] = [];
  private running = 0;

  /**
   * `applyTogether` applies events of one manager, of different bookings, in one transaction (the
   * consumer's lanes hand one booking's events over one after the other, so a batch never holds two).
   */
  constructor(
    private readonly applyTogether: ApplyTogether,
    private readonly slots: number,
    private readonly logger: Logger,
    private readonly maxBatch = MAX_BATCH,
  ) {
    if (!Number.isSafeInteger(slots) || slots < 1) throw new Error('AutomationBatches: slots must be a whole number from 1');
  }

  apply(event: Event): Promise<BookingEventResult> {
    return new Promise<BookingEventResult>((resolve, reject) => {
      this.waiting.push({ event, resolve, reject });
      this.startWaiting();
    });
  }

  /** Starts a batch in every free slot, each of the oldest waiting event's manager. */
  private startWaiting(): void {
    while (this.running < this.slots && this.waiting.length > 0) {
      const key = batchKey(this.waiting[0]!.event);
      const batch: Waiting[] = [];
      const rest: Waiting[] = [];
      for (const waiting of this.waiting) {
        (batch.length < this.maxBatch && batchKey(waiting.event) === key ? batch : rest).push(waiting);
      }
      this.waiting = rest;
      this.running += 1;
      void this.run(batch).finally(() => {
        this.running -= 1;
        this.startWaiting();
      });
    }
  }

  /** Settles every event of the batch, never throws. */
  private async run(batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const results = await this.applyTogether(batch.map((waiting) => waiting.event));
        eventsPerTransaction.observe(batch.length);
        for (const { event, resolve } of batch) resolve(results.get(event.id)!);
        return;
      } catch (error) {
        this.logger.warn({ err: error, events: batch.length }, 'automation batch failed; applying its events one by one');
      }
    }
    for (const { event, resolve, reject } of batch) {
      try {
        const results = await this.applyTogether([event]);
        eventsPerTransaction.observe(1);
        resolve(results.get(event.id)!);
      } catch (error) {
        reject(error);
      }
    }
  }
}
