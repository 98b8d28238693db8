// A fresh database per test file, with every service's migrations applied, dropped at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ensureDatabase } from '@venue/platform';
import { migrateAll } from '../../../scripts/stack.ts';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `venue_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  await ensureDatabase(url.toString());
  await migrateAll(url.toString());
  return {
    url: url.toString(),
    name,
    async drop() {
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
