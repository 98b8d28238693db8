// The caller's deadline bounds the work done for it. The gateway gives every call a deadline;
// grpc-js hands it to the service (CallContext.deadline), each call a service makes on its behalf
// carries no later a deadline (grpc-client), long loops check it, and a write transaction runs
// with statement_timeout set to the time that is left and refuses to commit once it has passed:
// a caller told "timed out" (504) can rely on nothing having been written.
import { sql, type Kysely } from 'kysely';
import type { CallContext } from './call-context.ts';
import { DomainError } from './errors.ts';
import { TIMEOUT_MESSAGE } from './infrastructure-failure.ts';
import { openedTransaction } from './opened-transaction.ts';

/**
 * A commit this close to the deadline is refused too: the answer would reach a caller that has
 * given up already (its own timer runs on the same deadline).
 */
export const COMMIT_MARGIN_MS = 50;

/**
 * How long a claim on something a call is doing (an idempotency key, a catalog write counted in)
 * outlives the call when its holder dies before releasing it: well past anything a call can take,
 * its own calls being bounded by the gRPC deadline.
 */
export function leasePastDeadline(grpcDeadlineMs: number): number {
  return Math.max(60_000, 4 * grpcDeadlineMs);
}

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
 * How much sooner than the commit margin before the deadline a statement timeout taken from that
 * deadline may fire: timeouts are whole milliseconds, rounded down, and each statement starts its own.
 */
const TIMER_SLACK_MS = 5;

/**
 * Sends a probe on `connection`, before it goes back to the pool, when a statement timeout taken
 * from `deadline` may have fired while it was used, so that a cancel still pending fails the probe
 * rather than the next caller's message. Postgres (15 here) checks for a cancel only at certain
 * points: a statement can reach its end after its timer fired (a PREPARE analysing a large
 * statement checks at none, a commit at few), and then it succeeds, but the cancel stays pending
 * and is reported for the connection's next message, before that runs: "canceling statement due
 * to statement timeout". After a write in one message (writeInOneMessage) that next message
 * would be another request's, answered 504 with time to spare. (In a transaction it is the
 * transaction's own, which fails as its deadline says; openedTransaction sends a refused rollback
 * again.) Every timeout writeInOneMessage takes from a deadline ends no sooner than the commit
 * margin before it, and a timer does not count once its statement has ended, so only writes that
 * ran into their deadline pay the probe's round trip.
 */
export async function absorbLateTimeout(connection: Kysely<unknown>, deadline: number | undefined): Promise<void> {
  if (deadline === undefined || Date.now() < deadline - COMMIT_MARGIN_MS - TIMER_SLACK_MS) return;
  // The pending cancel is the failure expected; another (a connection lost) shows at the next use too.
  await sql`select 1`.execute(connection).catch(() => undefined);
}

/**
 * A transaction bounded by the caller's deadline: every statement of it is cancelled when the
 * time left runs out (a lock wait included), and it rolls back instead of committing when the
 * deadline has passed (or is about to) by the time the work is done.
 *
 * With a deadline, `begin` and the statement timeout go to Postgres as one simple-query message
 * (one round trip instead of two: every write pays it, and a socket write is a large share of a
 * booking's CPU). The timeout is a whole number of milliseconds computed here, never input.
 *
 * `opening`, when given, is SQL without parameters that runs first in the transaction, in that
 * same message (a booking takes its unit locks so: one round trip fewer again). Its text must be
 * built from values the caller has checked (integers), never from input as it came. `work` gets
 * the rows of its last statement (a booking's check for taken time, made under its locks).
 */
export async function transactionWithin<DB, T>(
  db: Kysely<DB>,
  context: Pick<CallContext, 'deadline'>,
  work: (trx: Kysely<DB>, opened: unknown[]) => Promise<T>,
  opening?: string,
): Promise<T> {
  checkDeadline(context);
  if (context.deadline === undefined) {
    return db.transaction().execute(async (trx) => {
      const opened = opening ? (await sql.raw(opening).execute(trx)).rows : [];
      return work(trx, opened);
    });
  }
  const deadline = context.deadline;
  return openedTransaction(
    db,
    () => {
      const timeout = `set local statement_timeout = ${Math.max(1, Math.floor(deadline - Date.now()))}`;
      return opening ? `${timeout}; ${opening}` : timeout;
    },
    work,
    () => checkDeadline(context, COMMIT_MARGIN_MS),
  );
}
