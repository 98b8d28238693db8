// The hottest statements go to Postgres as named statements (pg's `name` option), parsed and planned
// once per connection with a generic plan (plan_cache_mode force_generic_plan, set on every connection)
// where an unnamed one is planned at every execution. A service names a statement where it runs it
// (`named`); Kysely reaches pg through namingPool, which sends the name with the text and values. Only
// for statements whose text does not vary with their values (arrays, not lists).
// Speed: Postgres CPU per GetResource 0.45 → 0.10–0.13 ms (82d1342; docs/decisions.md, 'The hottest statements are named').
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

const namesByText = new Map<string, string>();
const textsByLabel = new Map<string, number>();
const MAX_TEXTS_PER_LABEL = 8;

/** Marks a compiled statement to be sent as a named statement; answers it unchanged. */
export function named<Q extends { sql: string }>(label: string, query: Q): Q {
  if (!namesByText.has(query.sql)) {
    const texts = textsByLabel.get(label) ?? 0;
    if (texts >= MAX_TEXTS_PER_LABEL) throw new Error(`named statement ${label}: its text varies with its values`);
    textsByLabel.set(label, texts + 1);
    namesByText.set(query.sql, `${label}_${texts}`);
  }
  return query;
}

/** The pool as Kysely takes it, whose clients send the statements marked by `named` with their names. */
export function namingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      return {
        query: ((statement: string | PostgresCursor<unknown>, values?: readonly unknown[]) => {
          if (typeof statement !== 'string') return client.query(statement as never);
          const name = namesByText.get(statement);
          return client.query(name ? { name, text: statement, values: values as unknown[] } : { text: statement, values: values as unknown[] });
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
