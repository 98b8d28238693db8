// Named (prepared) statements for the queries a service repeats. Postgres parses and plans an
// unnamed statement on every execution; a named one is parsed once per connection, and after a
// few executions can reuse its plan. For the short hot reads (a resource's detail: one statement
// with three subqueries) planning is a large share of Postgres's CPU per request.
//
// Kysely sends every query as client.query(text, values); this names the statements with
// parameters (a statement without them is sent as it is: it may hold several commands, as
// migrations do, which only the simple protocol accepts). The names are shared by all
// connections of the process and bounded, as every named statement costs memory in each
// connection that ran it: texts past the bound (variable IN lists make new texts) stay unnamed.
import type pg from 'pg';

const MAX_NAMED_STATEMENTS = 300;
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
    name = `venue_${names.size}`;
    names.set(text, name);
  }
  return name;
}

/** Makes the client send its parameterised queries as named statements (see above). */
export function prepareRepeatedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
      const name = nameOf(config);
      if (name !== undefined) return query({ name, text: config, values });
    }
    return query(config, values, callback);
  }) as typeof client.query;
}
