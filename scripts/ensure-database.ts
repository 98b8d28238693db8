// Creates the database a URL names if it is missing (npm start, npm run migrate, the image's migrate
// job), through the server's `postgres` database. The URL is read as pg reads it, socket forms too.
import pg from 'pg';
import { parseIntoClientConfig } from 'pg-connection-string';

export async function ensureDatabase(url: string): Promise<void> {
  const { database: name, ...server } = parseIntoClientConfig(url);
  if (!name) throw new Error('the database URL names no database');
  const client = new pg.Client({ ...server, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client
        .query(`create database "${name.replaceAll('"', '""')}"`)
        .catch((error: { code?: string }) => {
          // Another process created it between our check and our create.
          if (error.code !== '42P04' && error.code !== '23505') throw error;
        });
    }
  } finally {
    await client.end();
  }
}
