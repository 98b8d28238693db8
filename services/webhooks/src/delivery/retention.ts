// What the webhooks schema keeps, so that it does not grow with every event ever delivered:
// deliveries done (delivered or failed) and their attempts for 30 days, then the messages no
// delivery points to; notices for 30 days; inbox rows a day longer than the stream keeps an event
// (a redelivery can only come while the stream has it). Pending deliveries stay, whatever their age.
import { sql } from 'kysely';
import type { Logger } from '@venue/platform';
import type { Db } from '../database.ts';

export const KEPT_DAYS = 30;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Rows deleted per statement: a backlog is cleared in steps, never in one long transaction. */
const BATCH = 5000;

async function inBatches(run: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await run();
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

const count = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0n);

/** One sweep; answers how many deliveries, messages, notices and inbox rows went. */
export async function sweepOnce(db: Db, streamRetentionHours: number) {
  const kept = sql`now() - ${`${KEPT_DAYS} days`}::interval`;
  const deliveries = await inBatches(async () =>
    count(
      await sql`delete from delivery where id in (
        select id from delivery where state <> 'pending' and created_at < ${kept} limit ${BATCH})`.execute(db),
    ),
  );
  const messages = await inBatches(async () =>
    count(
      await sql`delete from message where id in (
        select m.id from message m
         where m.created_at < ${kept} and not exists (select 1 from delivery d where d.message_id = m.id)
         limit ${BATCH})`.execute(db),
    ),
  );
  const notices = count(await sql`delete from notice where at < ${kept}`.execute(db));
  const inbox = await inBatches(async () =>
    count(
      await sql`delete from inbox where (consumer, message_id) in (
        select consumer, message_id from inbox
         where processed_at < now() - ${`${streamRetentionHours + 24} hours`}::interval limit ${BATCH})`.execute(db),
    ),
  );
  return { deliveries, messages, notices, inbox };
}

export function sweepHourly(db: Db, streamRetentionHours: number, logger: Logger): () => void {
  const timer = setInterval(() => {
    sweepOnce(db, streamRetentionHours).catch((error: unknown) => logger.warn({ err: error }, 'old webhook deliveries not deleted; trying again in an hour'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
