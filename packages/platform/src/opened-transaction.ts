// A transaction whose `begin` travels with the statements that open it, in one simple-query
// message: every write pays a round trip for `begin` otherwise. Shared by transactionWithin (the
// statement timeout and unit locks) and processOnce (the inbox claim).
import { sql, type Kysely } from 'kysely';
import { NOT_PREPARED, prepareSql, type PreparedOpening } from './prepared-execution.ts';

/**
 * Runs `work` in a transaction opened by `begin; <opening()>`. The opening is SQL without
 * parameters, built from values the caller has checked, never from input as it came; it is
 * built once a connection is held (a timeout computed from a deadline counts the pool's wait).
 * `work` gets the rows of the opening's last statement (a check made under the locks the opening
 * took). `beforeCommit` may refuse the commit by throwing. Whatever fails, the opening included (a lock
 * wait cancelled, a claim refused), is rolled back, so the pool never gets back a connection in
 * an open or aborted transaction. With `prepared`, an opening that executes it and fails because
 * this connection has not prepared it yet is rolled back, the statement prepared, and the opening
 * sent again.
 */
export function openedTransaction<DB, T>(
  db: Kysely<DB>,
  opening: () => string,
  work: (trx: Kysely<DB>, opened: unknown[]) => Promise<T>,
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
      const result = await work(connection, rows);
      beforeCommit?.();
      await sql.raw('commit').execute(connection);
      return result;
    } catch (error) {
      // After a failed commit Postgres has rolled back already; a broken connection cannot.
      await sql
        .raw('rollback')
        .execute(connection)
        .catch(() => undefined);
      throw error;
    }
  });
}
