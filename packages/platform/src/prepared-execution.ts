// A compiled statement sent inside a simple-query message (a transaction's opening, a write in one
// round trip), which takes no parameters: prepared once per connection (SQL PREPARE, its plan kept
// as a named statement's is) and executed as `execute <name>(<literals>)` with its values written
// as literals (sql-literal.ts). The name follows the statement's text, which must therefore not
// vary with its values.
import { sqlLiteral } from './sql-literal.ts';

/** SQLSTATE invalid_sql_statement_name: EXECUTE of a statement this connection has not prepared. */
export const NOT_PREPARED = '26000';

/**
 * A statement a message runs with `execute <name>`: planned once per connection instead of at
 * every message (a simple-query message plans each statement it carries). Prepared (SQL PREPARE)
 * on a connection the first time it is missing there (Postgres answers NOT_PREPARED).
 */
export interface PreparedOpening {
  name: string;
  text: string;
}

/** The SQL that prepares it on a connection. */
export function prepareSql(prepared: PreparedOpening): string {
  return `prepare ${prepared.name} as ${prepared.text}`;
}

const MAX_PREPARED = 50;
/**
 * Names by statement text, kept by the text's length: a lookup compares the text with the few
 * known texts of its length instead of hashing it. A statement's text is built anew for every call
 * (a new booking's is 3 KB), and a Map keyed by the text hashed all of it at every lookup: about
 * 4 µs per booking written, against next to nothing now (Kysely takes about 8 µs to compile it).
 */
const namesByLength = new Map<number, { text: string; name: string }[]>();
let named = 0;

function nameOf(text: string): string {
  let sameLength = namesByLength.get(text.length);
  const known = sameLength?.find((entry) => entry.text === text);
  if (known) return known.name;
  if (named >= MAX_PREPARED) throw new Error('too many distinct prepared executions: their text must not vary with values');
  const name = `venue_one_${named}`;
  named += 1;
  if (!sameLength) namesByLength.set(text.length, (sameLength = []));
  sameLength.push({ text, name });
  return name;
}

export interface PreparedExecution {
  /** What prepares the statement on a connection that has not yet. */
  prepared: PreparedOpening;
  /** `execute <name>(<literals>)`. */
  execute: string;
}

export function preparedExecution(compiled: { sql: string; parameters: readonly unknown[] }): PreparedExecution {
  const name = nameOf(compiled.sql);
  return {
    prepared: { name, text: compiled.sql },
    execute: `execute ${name}(${compiled.parameters.map(sqlLiteral).join(', ')})`,
  };
}
