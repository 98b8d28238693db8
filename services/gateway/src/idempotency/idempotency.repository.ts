// Storage of idempotency keys (gateway.idempotency_key). One row per (manager, key): claimed by
// the first request, then holding its answer until the key expires.
import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** Keys created before this have expired: a key holds its answer 24 hours (Stripe's rule too). */
const EXPIRED_BEFORE = sql<Date>`now() - interval '24 hours'`;

export interface StoredAnswer {
  fingerprint: Buffer;
  /** Null while the first request with the key is still running. */
  status: number | null;
  response: string | null;
}

/**
 * Claims the key for a request: true when this request may run. A key never seen, expired, or
 * held by a request with the same parameters whose gateway died (its lease ran out) is claimed;
 * one insert, so of two concurrent requests exactly one claims it.
 */
export async function claimKey(
  db: Db,
  managerId: number,
  key: string,
  fingerprint: Buffer,
  leaseMs: number,
): Promise<boolean> {
  const lockedUntil = sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`;
  const claimed = await db
    .insertInto('idempotency_key')
    .values({ manager_id: managerId, key, fingerprint, locked_until: lockedUntil })
    .onConflict((conflict) =>
      conflict
        .columns(['manager_id', 'key'])
        .doUpdateSet({
          fingerprint,
          status: null,
          response: null,
          locked_until: lockedUntil,
          created_at: sql`now()`,
        })
        .where((eb) =>
          eb.or([
            eb('idempotency_key.created_at', '<', EXPIRED_BEFORE),
            eb.and([
              eb('idempotency_key.status', 'is', null),
              eb('idempotency_key.locked_until', '<', sql<Date>`now()`),
              eb('idempotency_key.fingerprint', '=', fingerprint),
            ]),
          ]),
        ),
    )
    .returning('manager_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** What the key holds, when it is live (not expired). */
export function findKey(db: Db, managerId: number, key: string): Promise<StoredAnswer | undefined> {
  return db
    .selectFrom('idempotency_key')
    .select(['fingerprint', 'status', 'response'])
    .where('manager_id', '=', managerId)
    .where('key', '=', key)
    .where('created_at', '>=', EXPIRED_BEFORE)
    .executeTakeFirst();
}

/** Keeps the answer the claiming request got, to be replayed to the key's later requests. */
export async function storeAnswer(
  db: Db,
  managerId: number,
  key: string,
  status: number,
  response: string,
): Promise<void> {
  await db
    .updateTable('idempotency_key')
    .set({ status, response, locked_until: null })
    .where('manager_id', '=', managerId)
    .where('key', '=', key)
    .execute();
}

/** Frees the key for a retry (the request's answer said nothing was done). */
export async function releaseKey(db: Db, managerId: number, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_key')
    .where('manager_id', '=', managerId)
    .where('key', '=', key)
    .where('status', 'is', null)
    .execute();
}

/** Deletes expired keys; returns how many. */
export async function deleteExpiredKeys(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_key')
    .where('created_at', '<', EXPIRED_BEFORE)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
