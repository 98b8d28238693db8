// The caller's deadline bounds the work done for it. The gateway gives every call a deadline;
// grpc-js hands it to the service (CallContext.deadline), each call a service makes on its behalf
// carries no later a deadline (grpc-client), long loops check it, and a write transaction runs
// with statement_timeout set to the time that is left and refuses to commit once it has passed:
// a caller told "timed out" (504) can rely on nothing having been written.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CallContext } from './call-context.ts';
import { DomainError } from './errors.ts';
import { TIMEOUT_MESSAGE } from './infrastructure-failure.ts';

/**
 * A commit this close to the deadline is refused too: the answer would reach a caller that has
 * given up already (its own timer runs on the same deadline).
 */
const COMMIT_MARGIN_MS = 50;

/** Milliseconds left before the caller's deadline; undefined when the call has none. */
export function remainingMs(context: Pick<CallContext, 'deadline'>): number | undefined {
  return context.deadline === undefined ? undefined : context.deadline - Date.now();
}

/** Throws the timeout the caller sees when the deadline has passed (call it in long loops). */
export function checkDeadline(context: Pick<CallContext, 'deadline'>, marginMs = 0): void {
  const left = remainingMs(context);
  if (left !== undefined && left <= marginMs) throw new DomainError('timeout', TIMEOUT_MESSAGE);
}

/**
 * A transaction bounded by the caller's deadline: every statement of it is cancelled when the
 * time left runs out (a lock wait included), and it rolls back instead of committing when the
 * deadline has passed (or is about to) by the time the work is done.
 */
export async function transactionWithin<DB, T>(
  db: Kysely<DB>,
  context: Pick<CallContext, 'deadline'>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  checkDeadline(context);
  return db.transaction().execute(async (trx) => {
    const left = remainingMs(context);
    if (left !== undefined) {
      await sql`select set_config('statement_timeout', ${String(Math.max(1, Math.floor(left)))}, true)`.execute(trx);
    }
    const result = await work(trx);
    checkDeadline(context, COMMIT_MARGIN_MS);
    return result;
  });
}
