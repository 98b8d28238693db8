// Booking events whose facts are their whole effect (most of them: automation is off for most
// managers), written several at a time. While one statement is at Postgres, the events that arrive
// wait, then go together as the next: one statement, one commit and one round trip for all of them
// instead of one each. Nothing waits for a batch to fill, so a lone event goes at once, and a burst
// (a relay's batch of bookings' events) is written in a few statements.
import { histogram, named, type Logger } from '@venue/platform';
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { isInboxConflict, processOnceInOneStatement } from './inbox-statement.ts';
import { factsStored, newerFactsBatchStatement, newerFactsStatement, type BatchedFacts } from './booking-fact.repository.ts';

/**
 * What writing an event's facts came to: undefined when the consumer processed its message before;
 * `claimed` false when it was gated out (the manager's automation is on_booking: nothing written,
 * the event takes the transaction with automation); else whether its facts were newer and stored.
 */
export type FactsWritten = { claimed: false } | { claimed: true; stored: boolean } | undefined;

/** Events in one statement at most: its jsonb value stays small (a booking's facts are about 1 KB). */
export const MAX_BATCH = 64;

const eventsPerStatement = histogram({
  name: 'billing_booking_facts_per_statement',
  help: "Booking events whose facts one statement claimed and wrote (1: alone; a failed batch's events are written alone)",
  buckets: [1, 2, 4, 8, 16, 32, 64],
});

interface Waiting {
  event: BatchedFacts;
  settle: (written: Promise<FactsWritten>) => void;
}

/** An event's facts alone, in one statement of its own (processOnceInOneStatement). */
export async function writeFactsAlone(db: Db, consumer: string, { messageId, gated, facts }: BatchedFacts): Promise<FactsWritten> {
  const rows = await processOnceInOneStatement(db, 'booking_facts', consumer, messageId, (claim) =>
    newerFactsStatement(facts, gated ? claim(sql`gate`) : claim(), gated),
  );
  if (rows === undefined) return undefined;
  // A gated statement answers no row when the gate held it back (and claimed nothing).
  return rows.length === 0 ? { claimed: false } : { claimed: true, stored: factsStored(rows) };
}

export class FactsBatches {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly db: Db,
    private readonly consumer: string,
    private readonly logger: Logger,
    private readonly maxBatch = MAX_BATCH,
  ) {}

  /**
   * Writes the event's facts with those of the events waiting beside it. One booking's events
   * should not wait side by side (the consumer's lanes hand them over one after the other): such a
   * batch fails, and its events are written one by one, in order.
   */
  write(event: BatchedFacts): Promise<FactsWritten> {
    return new Promise<FactsWritten>((resolve) => {
      this.waiting.push({ event, settle: resolve });
      if (!this.writing) void this.writeWaiting();
    });
  }

  private async writeWaiting(): Promise<void> {
    this.writing = true;
    try {
      while (this.waiting.length > 0) await this.writeBatch(this.waiting.splice(0, this.maxBatch));
    } finally {
      // writeBatch settles every event and does not throw; should it ever, the next write starts anew.
      this.writing = false;
    }
  }

  /** Settles every event of the batch, never throws. */
  private async writeBatch(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      await this.writeAlone(batch[0]!);
      return;
    }
    try {
      // One statement, committed as it ends (autocommit): the claims and facts of the whole batch. Sent
      // named, as the alone one (its text is the same for any batch: the events are one jsonb value).
      // Speed: billing's Postgres CPU per race answer 0.112–0.125 → 0.060–0.072 ms (bench/REPORT.md,
      // forty-seventh session).
      const statement = newerFactsBatchStatement(this.consumer, batch.map((waiting) => waiting.event)).compile(this.db);
      const { rows } = await this.db.executeQuery(named('booking_facts_batch', statement));
      eventsPerStatement.observe(batch.length);
      const byMessage = new Map(rows.map((row) => [row.message_id, row]));
      for (const { event, settle } of batch) {
        const row = byMessage.get(event.messageId)!;
        settle(Promise.resolve(row.claimed ? { claimed: true, stored: row.stored } : { claimed: false }));
      }
    } catch (error) {
      // Nothing of the batch stayed (one statement). The usual cause is one message processed
      // before (a redelivery): each event alone then finds out whether it was, one after the other
      // in the order they came, and its own failure, if any, is its own.
      if (!isInboxConflict(error)) this.logger.warn({ err: error, events: batch.length }, 'booking facts batch failed; writing its events one by one');
      for (const waiting of batch) await this.writeAlone(waiting);
    }
  }

  /** Writes one event's facts in a statement of its own and hands it the outcome, success or failure. */
  private async writeAlone(waiting: Waiting): Promise<void> {
    eventsPerStatement.observe(1);
    const written = writeFactsAlone(this.db, this.consumer, waiting.event);
    waiting.settle(written);
    await written.catch(() => undefined);
  }
}
