// The caller's deadline bounds the work done for it (docs/decisions.md, 'One deadline for all the
// work', 'A write stops at its deadline; a 504 to a write says the outcome is unknown').
import { sql, type Kysely } from 'kysely';
import type { CallContext } from './call-context.ts';
import { DomainError } from './errors.ts';
import { recordedWork } from './idempotent-writes.ts';
import { QUERY_CANCELED, TIMEOUT_MESSAGE } from './infrastructure-failure.ts';

/** A commit this close to the deadline is refused too: the caller's own timer runs on the same deadline. */
export const COMMIT_MARGIN_MS = 50;

/** The longest transit taken into account: beyond it the two clocks disagree rather than the network being slow. */
const MAX_TRANSIT_MS = 250;

/**
 * The caller's deadline less twice the transit measured from the caller's send time (call-context.ts):
 * grpc-js counts the timeout from arrival, and an answer sent at it would arrive late (docs/decisions.md,
 * 'A service's deadline is the caller's less the transit both ways').
 */
export function serviceDeadline(callerDeadline: number, sentAt: number | undefined, now = Date.now()): number {
  const transit = sentAt === undefined ? 0 : Math.min(MAX_TRANSIT_MS, Math.max(0, now - sentAt));
  return callerDeadline - 2 * transit;
}

export function remainingMs(context: Pick<CallContext, 'deadline'>): number | undefined {
  return context.deadline === undefined ? undefined : context.deadline - Date.now();
}

/** Throws the timeout the caller sees when the deadline has passed (call it in long loops). */
export function checkDeadline(context: Pick<CallContext, 'deadline'>, marginMs = 0): void {
  const left = remainingMs(context);
  if (left !== undefined && left <= marginMs) throw new DomainError('timeout', TIMEOUT_MESSAGE);
}

/** How much sooner than the deadline a statement timeout from it may fire (whole ms, rounded down). */
const TIMER_SLACK_MS = 5;

/**
 * Probes `connection` before it goes back to the pool when a statement timeout taken from `deadline`
 * may have fired while it was used. Postgres (15) checks for a cancel only at certain points, so a
 * statement (a PREPARE of a large one, a commit) may end after its timer fired; the cancel stays pending
 * and fails the connection's next message ("canceling statement due to statement timeout"), which could
 * be another request's, answered 504 with time to spare. Timeouts here fire no sooner than
 * the deadline and stop counting when their statement ends, so only a use that reached it pays.
 */
export async function absorbLateTimeout(connection: Kysely<unknown>, deadline: number): Promise<void> {
  if (Date.now() < deadline - TIMER_SLACK_MS) return;
  // The pending cancel is the failure expected; another (a connection lost) shows at the next use too.
  await sql`select 1`.execute(connection).catch(() => undefined);
}

/**
 * Ends the connection's open transaction. A late cancel (absorbLateTimeout) refuses the `rollback`, so it
 * is sent again, or the pool would get the connection back aborted (25P02 for its next user). Without a
 * transaction open the rollback only warns; a broken connection cannot roll back.
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
 * A transaction bounded by the caller's deadline: each statement is cancelled past the time left at
 * `begin` (lock waits included), and it rolls back instead of committing once the deadline has passed
 * or is within COMMIT_MARGIN_MS, so a caller told "timed out" finds nothing written. Whatever fails is
 * rolled back. The timeout is a bound set_config of its own after `begin`: a statement's timeout is
 * armed when it starts, so one carried by the first locking statement would not bound its lock wait.
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
