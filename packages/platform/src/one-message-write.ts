// A write in one round trip. Every write transaction otherwise pays a round trip each for its
// opening (`begin`, the statement timeout, locks), its statement and `commit`. Here the opening and
// the statement go to Postgres as one simple-query message, which Postgres runs as one implicit
// transaction: committed when the last statement ends, rolled back whole when any fails. Each
// statement takes a fresh snapshot, so a check made after the locks the opening took sees what
// their holders committed. The simple protocol takes no parameters, so the statement is prepared
// once per connection and executed with its values written as literals (prepared-execution.ts).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CallContext } from './call-context.ts';
import { absorbLateTimeout, checkDeadline, COMMIT_MARGIN_MS, remainingMs } from './deadline.ts';
import { NOT_PREPARED, preparedExecution, prepareSql } from './prepared-execution.ts';

/** The statement timeout of what is sent now: the time left (none without a deadline). */
function timeoutFor(leftMs: number | undefined): string[] {
  return leftMs === undefined ? [] : [`set local statement_timeout = ${Math.max(1, Math.floor(leftMs))}`];
}

/**
 * Sets the statement timeout of the next statement to what is left, when it starts, of `leftMs`
 * (counted from the message's arrival) less the commit margin; at least 1 ms.
 */
function untilCommitMargin(leftMs: number): string {
  const budget = Math.floor(leftMs - COMMIT_MARGIN_MS);
  return `select set_config('statement_timeout', greatest(1, ${budget} - floor(1000 * extract(epoch from clock_timestamp() - statement_timestamp())))::int::text, true)`;
}

/**
 * Runs `opening` (SQL without parameters, built from checked values, never from input as it came)
 * and then `statement` in one message, and answers with the statement's rows.
 *
 * With a deadline it keeps transactionWithin's promise: the message starts with the statement
 * timeout (the time left), and `statement` gets `inTime`, a condition that holds only while a
 * commit could still be heard (the time left when the message arrived, less the commit margin,
 * on Postgres's clock from that arrival); it must write nothing unless `inTime` holds, and the
 * caller then answers with the timeout. The statement's text must not vary with its values.
 */
export async function writeInOneMessage<DB, Row>(
  db: Kysely<DB>,
  context: Pick<CallContext, 'deadline'>,
  opening: string | undefined,
  statement: (inTime: RawBuilder<boolean>) => RawBuilder<Row>,
): Promise<Row[]> {
  checkDeadline(context, COMMIT_MARGIN_MS);
  return db.connection().execute(async (connection) => {
    /** The message, timed when it is built: a connection's first use sends it twice. */
    const build = () => {
      checkDeadline(context, COMMIT_MARGIN_MS);
      const left = remainingMs(context);
      const inTime =
        left === undefined
          ? sql<boolean>`true`
          : sql<boolean>`clock_timestamp() < statement_timestamp() + ${Math.floor(left - COMMIT_MARGIN_MS)}::int * interval '1 millisecond'`;
      const { prepared, execute } = preparedExecution(statement(inTime).compile(connection));
      const message = [
        ...timeoutFor(left),
        ...(opening ? [opening] : []),
        // Postgres would plan the statement anew for most executions (a plan for the values at hand
        // looks cheaper than the kept one), which cost as much CPU as the round trips saved.
        'set local plan_cache_mode = force_generic_plan',
        // The statement may only run until a commit could still be heard: its own timeout is what
        // is left of that once the opening is done (a lock wait inside it included).
        ...(left === undefined ? [] : [untilCommitMargin(left)]),
        execute,
      ].join('; ');
      return { prepared, message };
    };
    const first = build();
    try {
      return (await sql.raw<Row>(first.message).execute(connection)).rows;
    } catch (error) {
      // The first time on this connection: nothing ran (the message is one transaction). Prepare
      // (it reads the tables' definitions, so it may wait for a lock: bounded by the deadline too),
      // then send the message again, timed anew.
      if ((error as { code?: string }).code !== NOT_PREPARED) throw error;
      const prepare = [...timeoutFor(remainingMs(context)), prepareSql(first.prepared)].join('; ');
      await sql.raw(prepare).execute(connection);
      return (await sql.raw<Row>(build().message).execute(connection)).rows;
    } finally {
      // A timeout that fired as the last message ended must not fail the connection's next user.
      await absorbLateTimeout(connection as Kysely<unknown>, context.deadline);
    }
  });
}
