// A fresh database per test file, cloned from the migrated template, dropped at the end.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureTemplate } from './template.ts';
import { databaseUrl, quoteIdent, withAdminClient } from './postgres.ts';

export { POSTGRES_URL } from './postgres.ts';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Postgres: the template named in CREATE DATABASE … TEMPLATE does not exist. */
const UNDEFINED_DATABASE = '3D000';
/** How long a drop waits for the sessions of pools just ended to go. */
const LINGERING_SESSIONS_MS = 1000;

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `venue_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(async (admin) => {
    const clone = async () => admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(await ensureTemplate(admin))}`);
    await clone().catch(async (error: { code?: string }) => {
      // Dropped as stale by a run with other migrations between our check and our clone: rebuild.
      if (error.code !== UNDEFINED_DATABASE) throw error;
      await clone();
    });
  });
  return {
    url: databaseUrl(name),
    name,
    drop: () => withAdminClient(async (admin) => {
      // pg's Pool.end() resolves before its connections have closed. A forced drop would end them
      // with an error (57P01) that a pool without an error listener throws, failing the test file
      // after its tests passed: they get a moment to go first (a leaked session, at most a second).
      for (let waited = 0; waited < LINGERING_SESSIONS_MS; waited += 20) {
        const { rowCount } = await admin.query('select 1 from pg_stat_activity where datname = $1 limit 1', [name]);
        if (rowCount === 0) break;
        await sleep(20);
      }
      await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    }),
  };
}
