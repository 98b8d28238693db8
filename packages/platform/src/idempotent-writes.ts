// Exactly-once writes under retries. A client's Idempotency-Key travels from the gateway with
// every call it makes for the request (call-context.ts); a service records each transaction such
// a call commits in its own table `idempotent_write`, in that same transaction, together with
// what the transaction answered. A retry of the call (the first one answered 504 or 503, its
// connection reset, its process killed) finds the record: the transaction is not run again, its
// recorded answer is returned instead, and the call goes on from there as the first one did
// (building its answer from it), marked replayed. A transaction that did not commit left no
// record, so it runs once more. Two calls with one key at the same time queue on the record's
// unique key: the second waits for the first to commit or roll back.
//
// A record is identified by the key, the method, the call's request (so that one request calling
// a method twice with different messages records both) and the transaction's place in the call
// (the first, the second … transaction it runs: calls run theirs in a fixed order). Records are
// kept 24 hours, as the gateway keeps the answers.
//
// The recorded answer is the transaction's return value in V8's serialization (dates, buffers and
// undefined survive it, where JSON would turn them into strings or drop them).
//
// Each service's table has this shape (created by the service's own frozen migration):
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

/**
 * Runs `work` inside the open transaction `trx` of a call that carries an idempotency key: claims
 * the record of this transaction of the call first (waiting for a concurrent call with the same
 * key), then either returns what a committed earlier run recorded, or runs the work and records
 * its result before the caller commits.
 */
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
 * Whether the call's next transaction was recorded by an earlier try: the call is a retry of a
 * write already done. Checks made before the transaction that the write's own result would now
 * fail (its booking taking the time, its draft holding the bookings) are skipped then, so that the
 * retry reaches the record instead of a 409 on its own write. False without a key.
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
