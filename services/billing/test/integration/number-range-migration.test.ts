// The migration that moves a range's prefix and start number into its counter row: down puts
// them back into document_settings (defaults filled in), up moves them over again, and a range
// set only in document_settings (no counter row yet) gets one.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Migrator, sql } from 'kysely';
import { createDb } from '@venue/platform';
import { createTestDatabase, type TestDatabase } from '@venue/testing';
import { SCHEMA } from '../../src/database.ts';
import { migrations } from '../../src/migrations/index.ts';

let database: TestDatabase;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema between migrations has no type
let db: ReturnType<typeof createDb<any>>;

before(async () => {
  database = await createTestDatabase();
  db = createDb({ url: database.url, schema: SCHEMA, max: 1 });
});
after(async () => {
  await db?.destroy();
  await database?.drop();
});

test('down and up again keep every range: prefix, start number and last number', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: SCHEMA });
  await db
    .insertInto('number_counter')
    .values([
      { manager_id: 1, type: 'invoice', last_number: 41, prefix: 'INV/', start_number: 10 },
      { manager_id: 1, type: 'quote', last_number: 3 },
    ])
    .execute();

  const down = await migrator.migrateDown();
  assert.equal(down.error, undefined);
  assert.deepEqual(down.results?.map((r) => r.migrationName), ['20261227090000_number_range_in_counter']);
  // Only the range that was set comes back as settings.
  assert.deepEqual(await db.selectFrom('document_settings').selectAll().orderBy('type').execute(), [
    { manager_id: 1, type: 'invoice', prefix: 'INV/', start_number: 10 },
  ]);
  // A range set before its first number: settings, no counter row.
  await db.insertInto('document_settings').values({ manager_id: 2, type: 'cancellation', prefix: 'SR/', start_number: 7 }).execute();

  const up = await migrator.migrateToLatest();
  assert.equal(up.error, undefined);
  assert.deepEqual(
    await db.selectFrom('number_counter').select(['manager_id', 'type', 'last_number', 'prefix', 'start_number']).orderBy(['manager_id', 'type']).execute(),
    [
      { manager_id: 1, type: 'invoice', last_number: 41, prefix: 'INV/', start_number: 10 },
      { manager_id: 1, type: 'quote', last_number: 3, prefix: null, start_number: null },
      { manager_id: 2, type: 'cancellation', last_number: 0, prefix: 'SR/', start_number: 7 },
    ],
  );
  const { rows } = await sql<{ found: string | null }>`select to_regclass(${`${SCHEMA}.document_settings`})::text as found`.execute(db);
  assert.equal(rows[0]!.found, null);
});
