// A service's connections say whose they are: pg_stat_activity (and the bench, which charges
// Postgres's CPU to services by it) sees `venue-<schema>` as their application_name.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { createDb } from '@venue/platform';
import { createTestDatabase, type TestDatabase } from '@venue/testing';

let database: TestDatabase;
let db: Kysely<unknown>;

before(async () => {
  database = await createTestDatabase();
  db = createDb<unknown>({ url: database.url, schema: 'public', max: 1 });
});
after(async () => {
  await db?.destroy();
  await database?.drop();
});

test("a pool's connections carry the service's application_name", async () => {
  const { rows } = await sql<{ own: string; listed: string }>`
    select current_setting('application_name') as own,
           (select application_name from pg_stat_activity where pid = pg_backend_pid()) as listed`.execute(
    db,
  );
  assert.deepEqual(rows, [{ own: 'venue-public', listed: 'venue-public' }]);
});
