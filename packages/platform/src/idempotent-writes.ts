// Exactly-once writes under retries (docs/decisions.md, 'Keyed writes are recorded where the data
// lives'): each transaction of a call with an Idempotency-Key (from the gateway, call-context.ts) is
// recorded with its answer in that transaction; a retry (after a 504 or 503, a reset, a killed process)
// returns the record instead of running it, marked replayed. A record is named by key, method, request
// digest (one request may call a method twice with other messages) and the transaction's place in the
// call (calls run theirs in a fixed order); its answer is V8-serialized (dates, buffers and undefined
// survive, where JSON would not). Each service's table (its own frozen migration):
//   manager_id bigint, key text, method text, request_sha bytea, seq int (primary key of these
//   five), result bytea, created_at timestamptz not null default now() (indexed)
import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { CallContext, RecordedCall } from './call-context.ts';
import { counter } from './metrics.ts';

const KEPT = sql`interval '24 hours'`;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const recordedTransactions = counter({
  name: 'idempotent_transactions_total',
  help: 'Transactions of calls that carry an idempotency key: recorded (ran and committed its record) or replayed (found recorded, not run again)',
  labelNames: ['outcome'] as const,
});

/** What identifies a call's request among those made with one key: SHA-256 of its message. */
export function requestDigest(request: unknown): Buffer {
  return createHash('sha256')
    .update(JSON.stringify(request) ?? '')
    .digest();
}

/** Claims the record first (a concurrent call with the key waits), then replays it or runs and records it. */
export async function recordedWork<DB, T>(
  trx: Kysely<DB>,
  context: Pick<CallContext, 'managerId'> & { recorded: RecordedCall },
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  const { recorded } = context;
  recorded.transactions += 1;
  const id = sql`${context.managerId}::bigint, ${recorded.key}::text, ${recorded.method}::text, ${recorded.request}::bytea, ${recorded.transactions}::int`;
  const where = sql`(manager_id, key, method, request_sha, seq) = (${id})`;
  // An expired record is claimed again as if it were not there.
  const claimed = await sql<{ seq: number }>`
    insert into idempotent_write (manager_id, key, method, request_sha, seq) values (${id})
    on conflict (manager_id, key, method, request_sha, seq)
      do update set result = null, created_at = now() where idempotent_write.created_at < now() - ${KEPT}
    returning seq`.execute(trx);
  if (claimed.rows.length === 0) {
    const { rows } = await sql<{ result: Buffer }>`select result from idempotent_write where ${where}`.execute(trx);
    recorded.replayed = true;
    recordedTransactions.inc({ outcome: 'replayed' });
    return deserialize(rows[0]!.result) as T;
  }
  const result = await work(trx);
  await sql`update idempotent_write set result = ${serialize(result)} where ${where}`.execute(trx);
  recordedTransactions.inc({ outcome: 'recorded' });
  return result;
}

/**
 * Whether the call's next transaction was recorded by an earlier try (false without a key): checks its
 * own result would now fail are then skipped, so the retry reaches the record, not a 409 on itself.
 */
export async function wasRecorded<DB>(db: Kysely<DB>, context: Pick<CallContext, 'managerId' | 'recorded'>): Promise<boolean> {
  const { recorded } = context;
  if (!recorded) return false;
  const { rows } = await sql`
    select from idempotent_write
    where (manager_id, key, method, request_sha, seq)
        = (${context.managerId}::bigint, ${recorded.key}::text, ${recorded.method}::text, ${recorded.request}::bytea, ${recorded.transactions + 1}::int)
      and created_at >= now() - ${KEPT}`.execute(db);
  return rows.length > 0;
}

/** Deletes the records older than 24 hours every hour; returns a stop function. */
export function sweepIdempotentWrites<DB>(db: Kysely<DB>, logger: Logger): () => void {
  const timer = setInterval(() => {
    sql`delete from idempotent_write where created_at < now() - ${KEPT}`
      .execute(db)
      .catch((error: unknown) => logger.warn({ err: error }, 'could not delete expired idempotent writes'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
