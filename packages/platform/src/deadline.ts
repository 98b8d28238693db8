// The caller's deadline bounds the work done for it. The gateway gives every call a deadline;
// grpc-js hands it to the service (CallContext.deadline), each call a service makes on its behalf
// carries no later a deadline (grpc-client), long loops check it, and a write transaction runs
// with statement_timeout set to the time that is left and refuses to commit once it has passed:
// a caller told "timed out" (504) can rely on nothing having been written.
import { sql, type Kysely } from 'kysely';
import type { CallContext } from './call-context.ts';
import { DomainError } from './errors.ts';
import { recordedWork } from './idempotent-writes.ts';
import { QUERY_CANCELED, TIMEOUT_MESSAGE } from './infrastructure-failure.ts';

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

/** The longest transit taken into account: beyond it the two clocks disagree rather than the network being slow. */
const MAX_TRANSIT_MS = 250;

/**
 * The deadline a service works to: the caller's, less the time the call took to arrive and the
 * same again for the answer to travel back. grpc-js sends the deadline as a timeout relative to
 * the moment of sending and the server counts it from the moment of arrival, so the server's
 * deadline is later than the caller's by the transit; and an answer sent just before it would
 * reach a caller that has given up. The transit is measured per call, from the send time the
 * caller's metadata carries (call-context.ts; the clocks of one cluster agree to a few ms).
 */
export function serviceDeadline(callerDeadline: number, sentAt: number | undefined, now = Date.now()): number {
  const transit = sentAt === undefined ? 0 : Math.min(MAX_TRANSIT_MS, Math.max(0, now - sentAt));
  return callerDeadline - 2 * transit;
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
 * How much sooner than the deadline a statement timeout taken from it may fire: timeouts are
 * whole milliseconds, rounded down.
 */
const TIMER_SLACK_MS = 5;

/**
 * Sends a probe on `connection`, before it goes back to the pool, when a statement timeout taken
 * from `deadline` may have fired while it was used, so that a cancel still pending fails the probe
 * rather than the next caller's query. Postgres (15 here) checks for a cancel only at certain
 * points: a statement can reach its end after its timer fired (a PREPARE analysing a large
 * statement checks at none, a commit at few), and then it succeeds, but the cancel stays pending
 * and is reported for the connection's next message, before that runs: "canceling statement due
 * to statement timeout". That next message could be another request's, answered 504 with time to
 * spare. Every timeout transactionWithin sets fires no sooner than the deadline, and a timer does
 * not count once its statement has ended, so only a use that ran into its deadline pays the probe.
 */
export async function absorbLateTimeout(connection: Kysely<unknown>, deadline: number): Promise<void> {
  if (Date.now() < deadline - TIMER_SLACK_MS) return;
  // The pending cancel is the failure expected; another (a connection lost) shows at the next use too.
  await sql`select 1`.execute(connection).catch(() => undefined);
}

/**
 * Ends whatever transaction the connection has open. A statement timeout that fired as the
 * transaction's last statement ended is reported for the next message, which Postgres then does
 * not run (absorbLateTimeout): a `rollback` so refused is sent again, or the pool would get the
 * connection back in an aborted transaction, and its next user a 25P02. Without a transaction
 * open (a commit that failed, say) the rollback only warns; a broken connection cannot roll back.
 */
async function rollBack(connection: Kysely<unknown>): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await sql`rollback`.execute(connection);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== QUERY_CANCELED) return;
    }
  }
}

/**
 * A transaction bounded by the caller's deadline: each of its statements is cancelled when it
 * runs longer than the time left when the transaction began (a lock wait included), and it rolls
 * back instead of committing when the deadline has passed (or is within COMMIT_MARGIN_MS) by the
 * time the work is done, so a caller told "timed out" finds nothing written. Whatever fails is
 * rolled back, so the pool never gets back a connection in an open or aborted transaction.
 *
 * The timeout is a bound parameter of set_config (local to the transaction): its own statement,
 * after `begin`. It cannot travel in the statement that takes the transaction's first locks: a
 * statement's timeout is armed when it starts, so a lock wait there would not be bounded.
 */
export async function transactionWithin<DB, T>(
  db: Kysely<DB>,
  context: Pick<CallContext, 'deadline'> & Partial<Pick<CallContext, 'managerId' | 'recorded'>>,
  given: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  checkDeadline(context);
  // In a call with an idempotency key the transaction is recorded, or replayed from its record.
  const { managerId, recorded } = context;
  const work = recorded && managerId !== undefined ? (trx: Kysely<DB>) => recordedWork(trx, { managerId, recorded }, given) : given;
  const deadline = context.deadline;
  if (deadline === undefined) return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    try {
      await sql`begin`.execute(connection);
      try {
        const left = Math.max(1, Math.floor(deadline - Date.now()));
        await sql`select set_config('statement_timeout', ${String(left)}, true)`.execute(connection);
        const result = await work(connection);
        checkDeadline(context, COMMIT_MARGIN_MS);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        await rollBack(connection as Kysely<unknown>);
        throw error;
      }
    } finally {
      await absorbLateTimeout(connection as Kysely<unknown>, deadline);
    }
  });
}
