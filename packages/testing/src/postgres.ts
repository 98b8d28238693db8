// The Postgres server the tests use, and short-lived admin connections to its postgres database.
import pg from 'pg';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of another database on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a fresh connection to the admin database, closed afterwards. */
export async function withAdminClient<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  // A database dropped with force elsewhere must not turn this client's goodbye into a crash.
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export const quoteIdent = pg.escapeIdentifier;
