// Direct SQL on a test database, for checks behind the API (row counts, stored values).
import pg from 'pg';
import { quoteIdent } from './postgres.ts';

/**
 * A small pool on the database of a test stack (or on a test database); table names are
 * schema-qualified (resources.resource, …).
 */
export function openSql(target: { database: { url: string } } | { url: string }): pg.Pool {
  const url = 'database' in target ? target.database.url : target.url;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // pool.end() resolves before its sockets are closed; when the test database is then dropped
  // with force, the server's goodbye arrives as an 'error' that must not become uncaught.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * What the counts need of a connection: pg's query(text, values). A pg pool or client is one; a
 * Kysely handle becomes one through a small adapter (see the customers tests).
 */
export interface SqlRunner {
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

function qualified(table: string): string {
  return table.split('.').map(quoteIdent).join('.');
}

/** The rows of 'schema.table', or only those of one manager. */
export async function countRows(sql: SqlRunner, table: string, where: { managerId?: number } = {}): Promise<number> {
  const filter = where.managerId === undefined ? '' : ' where manager_id = $1';
  const values = where.managerId === undefined ? [] : [where.managerId];
  const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from ${qualified(table)}${filter}`, values);
  return rows[0]!.n;
}

/** The row count of each 'schema.table', read in one statement (one snapshot). */
export async function rowCounts<Table extends string>(sql: SqlRunner, tables: readonly Table[]): Promise<Record<Table, number>> {
  const columns = tables.map((table, i) => `(select count(*)::int from ${qualified(table)}) as c${i}`);
  const { rows } = await sql.query<Record<string, number>>(`select ${columns.join(', ')}`);
  return Object.fromEntries(tables.map((table, i) => [table, rows[0]![`c${i}`]!])) as Record<Table, number>;
}
