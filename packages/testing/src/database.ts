// A fresh database per test file, cloned from the migrated template, dropped at the end.
import { randomBytes } from 'node:crypto';
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
    drop: () => withAdminClient(async (admin) => void (await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`))),
  };
}
