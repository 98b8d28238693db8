// Waiting until the events a test caused have all been handled by one consumer, so that "nothing
// more happens" (no event published, no status changed back) is asserted once that is known rather
// than after a sleep.
import { connectBus } from '@venue/platform';
import { eventually } from './eventually.ts';
import { openSql, rowCounts } from './sql.ts';
import type { TestStack } from './stack.ts';

const OUTBOXES = ['customers.outbox', 'bookings.outbox', 'billing.outbox'] as const;

/**
 * Waits until every outbox of the stack is empty (a row is deleted only once JetStream has it),
 * then until the durable consumer `durable` has nothing pending or unacknowledged: every event
 * written so far has been handled by it (a handler's own writes are committed before its ack).
 */
export async function eventsHandled(
  stack: Pick<TestStack, 'eventPrefix' | 'natsUrl' | 'database'>,
  durable: string,
  timeoutMs = 20_000,
): Promise<void> {
  const sql = openSql(stack);
  const bus = await connectBus({ url: stack.natsUrl, subjectPrefix: stack.eventPrefix, name: 'events-handled' });
  try {
    await eventually(
      `every event handled by ${durable}`,
      async () => {
        const waiting = await rowCounts(sql, OUTBOXES);
        if (OUTBOXES.some((outbox) => waiting[outbox] > 0)) return undefined;
        const { num_pending, num_ack_pending } = await bus.jsm.consumers.info(bus.stream, durable);
        return num_pending === 0 && num_ack_pending === 0 ? true : undefined;
      },
      timeoutMs,
      20,
    );
  } finally {
    await bus.close();
    await sql.end();
  }
}
