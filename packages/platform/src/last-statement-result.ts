// A simple-query message may hold several statements (a transaction's opening: `begin`, its
// statement timeout, the unit locks, a check under those locks). pg then answers with an array
// of results, one per statement, which Kysely cannot read (it takes `rows` of one result, and
// finds none). This makes such a message answer with its last statement's result, so that
// `sql.raw('…; select …').execute(db)` returns the rows of that last select.
import type pg from 'pg';

/** Makes the client's multi-statement queries resolve to their last statement's result. */
export function answerWithLastStatement(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const answer = query(config, values, callback);
    if (typeof config !== 'string' || callback !== undefined || !(answer instanceof Promise)) return answer;
    return answer.then((result: pg.QueryResult | pg.QueryResult[]) =>
      Array.isArray(result) ? result[result.length - 1] : result,
    );
  }) as typeof client.query;
}
