// A transaction whose `begin` travels with the statements that open it, in one simple-query
// message: every write pays a round trip for `begin` otherwise. Shared by transactionWithin (the
// statement timeout and unit locks) and processOnce (the inbox claim).
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { QUERY_CANCELED } from './infrastructure-failure.ts';
import { NOT_PREPARED, preparedExecution, prepareSql, type PreparedOpening } from './prepared-execution.ts';

/**
 * Hands a transaction its last statement, to be sent with `commit` in one message: a statement
 * that takes a lock every other writer waits for (a number range's counter) then holds it only
 * until the commit is written, not also while its answer travels back and the commit comes.
 * It runs after everything else the work does, whenever the work hands it over; at most one,
 * and only while the work runs. Its rows are not read. `ran` is called once it has run.
 */
export type LastStatement = (statement: CompiledQuery, ran?: () => void) => void;

interface HandedOver {
  statement: CompiledQuery;
  ran?: () => void;
}

/**
 * Where a transaction's work hands over its last statement (`hand`). `runLast` ends the handing,
 * runs what was handed over with `run` and reports it run; false when nothing was.
 */
export function lastStatementSlot(): { hand: LastStatement; runLast: (run: (statement: CompiledQuery) => Promise<unknown>) => Promise<boolean> } {
  let handed: HandedOver | undefined;
  let taken = false;
  return {
    hand: (statement, ran) => {
      if (taken) throw new Error('a last statement is handed over only while the work runs');
      if (handed) throw new Error('a transaction has one last statement');
      handed = { statement, ...(ran && { ran }) };
    },
    runLast: async (run) => {
      taken = true;
      if (!handed) return false;
      await run(handed.statement);
      handed.ran?.();
      return true;
    },
  };
}

/**
 * `<statement>; commit` in one message. The statement is prepared once per connection (its values
 * as literals: prepared-execution.ts); on a connection that has not prepared it yet, the savepoint
 * lets the transaction survive the refused `execute`: back to it, prepare, and send it again.
 */
async function commitWith(connection: Kysely<unknown>, statement: CompiledQuery): Promise<void> {
  const { prepared, execute } = preparedExecution(statement);
  // A plan for the values at hand would be made at every execution (one-message-write.ts).
  const last = `set local plan_cache_mode = force_generic_plan; ${execute}; commit`;
  try {
    await sql.raw(`savepoint venue_last; ${last}`).execute(connection);
  } catch (error) {
    if ((error as { code?: string }).code !== NOT_PREPARED) throw error;
    await sql.raw(`rollback to savepoint venue_last; ${prepareSql(prepared)}; ${last}`).execute(connection);
  }
}

/**
 * Ends whatever transaction the connection has open. A statement timeout that fired as the
 * transaction's last statement ended is reported for the next message, which Postgres then does
 * not run (deadline.ts, absorbLateTimeout): a `rollback` so refused is sent again, or the pool
 * would get the connection back in an aborted transaction, and its next user a 25P02. After a
 * failed commit Postgres has rolled back already; a broken connection cannot roll back at all.
 */
async function rollBack(connection: Kysely<unknown>): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await sql.raw('rollback').execute(connection);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== QUERY_CANCELED) return;
    }
  }
}

/**
 * Runs `work` in a transaction opened by `begin; <opening()>`. The opening is SQL without
 * parameters, built from values the caller has checked, never from input as it came; it is
 * built once a connection is held (a timeout computed from a deadline counts the pool's wait).
 * `work` gets the rows of the opening's last statement (a check made under the locks the opening
 * took), and may hand over a last statement that goes with the commit (LastStatement).
 * `beforeCommit` may refuse the commit by throwing; it runs before that last statement, which it
 * therefore cannot time (no caller with a deadline hands one over). Whatever fails, the opening included (a lock
 * wait cancelled, a claim refused), is rolled back, so the pool never gets back a connection in
 * an open or aborted transaction. With `prepared`, an opening that executes it and fails because
 * this connection has not prepared it yet is rolled back, the statement prepared, and the opening
 * sent again.
 */
export function openedTransaction<DB, T>(
  db: Kysely<DB>,
  opening: () => string,
  work: (trx: Kysely<DB>, opened: unknown[], last: LastStatement) => Promise<T>,
  beforeCommit?: () => void,
  prepared?: PreparedOpening,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    const open = async () => (await sql.raw(`begin; ${opening()}`).execute(connection)).rows;
    try {
      let rows: unknown[];
      try {
        rows = await open();
      } catch (error) {
        if (!prepared || (error as { code?: string }).code !== NOT_PREPARED) throw error;
        await sql.raw('rollback').execute(connection);
        await sql.raw(prepareSql(prepared)).execute(connection);
        rows = await open();
      }
      const slot = lastStatementSlot();
      const result = await work(connection, rows, slot.hand);
      beforeCommit?.();
      const committed = await slot.runLast((statement) => commitWith(connection as Kysely<unknown>, statement));
      if (!committed) await sql.raw('commit').execute(connection);
      return result;
    } catch (error) {
      await rollBack(connection as Kysely<unknown>);
      throw error;
    }
  });
}
