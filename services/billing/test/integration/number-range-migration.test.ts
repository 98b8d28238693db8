// The migration that keeps a range's prefix and start number in its counter row: up copies the
// ranges set so far, and a range set afterwards in document_settings (as billing pods of the
// previous release still do during an upgrade) reaches the counter row through the trigger;
// down removes the columns and the trigger and leaves document_settings as it was.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Migrator, sql } from 'kysely';
import { createDb } from '@venue/platform';
import { createTestDatabase, type TestDatabase } from '@venue/testing';
import { SCHEMA, type Database } from '../../src/database.ts';
import { migrations } from '../../src/migrations/index.ts';

let database: TestDatabase;
let db: ReturnType<typeof createDb<Database>>;

before(async () => {
  database = await createTestDatabase();
  db = createDb({ url: database.url, schema: SCHEMA, max: 1 });
});
after(async () => {
  await db?.destroy();
  await database?.drop();
});

const counters = () =>
  db.selectFrom('number_counter').select(['manager_id', 'type', 'last_number', 'prefix', 'start_number']).orderBy(['manager_id', 'type']).execute();

test('down and up again: every range reaches its counter row, and so does one set by an old pod', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: SCHEMA });
  // Back to the migration before it (later ones come down first).
  const down = await migrator.migrateTo('20261210090000_outbox_trace_context');
  assert.equal(down.error, undefined);
  assert.deepEqual(down.results?.map((r) => r.migrationName), [
    '20270215090000_yearly_number_ranges',
    '20270201090000_frozen_documents',
    '20270110090000_issuer_identity',
    '20270101090000_idempotent_writes',
    '20261230100000_payable_due_dates',
    '20261229090000_document_booking_title',
    '20261228090000_id_lookups',
    '20261227090000_number_range_in_counter',
  ]);
  const { rows } = await sql<{ columns: number }>`select count(*)::int as columns from information_schema.columns
    where table_schema = ${SCHEMA} and table_name = 'number_counter' and column_name in ('prefix', 'start_number')`.execute(db);
  assert.equal(rows[0]!.columns, 0);

  // Before the migration: a range with numbers issued, one set before its first number, one never set.
  await sql`insert into number_counter (manager_id, type, last_number) values (1, 'invoice', 41), (1, 'quote', 3)`.execute(db);
  await db
    .insertInto('document_settings')
    .values([
      { manager_id: 1, type: 'invoice', prefix: 'INV/', start_number: 10 },
      { manager_id: 2, type: 'cancellation', prefix: 'SR/', start_number: 7 },
    ])
    .execute();

  const up = await migrator.migrateToLatest();
  assert.equal(up.error, undefined);
  assert.deepEqual(await counters(), [
    { manager_id: 1, type: 'invoice', last_number: 41, prefix: 'INV/', start_number: 10 },
    { manager_id: 1, type: 'quote', last_number: 3, prefix: null, start_number: null },
    { manager_id: 2, type: 'cancellation', last_number: 0, prefix: 'SR/', start_number: 7 },
  ]);

  // An old pod sets ranges the only way it knows, in document_settings.
  await db.updateTable('document_settings').set({ prefix: 'I-', start_number: 50 }).where('manager_id', '=', 1).where('type', '=', 'invoice').execute();
  await db.insertInto('document_settings').values({ manager_id: 1, type: 'quote', prefix: 'Q-', start_number: 4 }).execute();
  assert.deepEqual((await counters()).slice(0, 2), [
    { manager_id: 1, type: 'invoice', last_number: 41, prefix: 'I-', start_number: 50 },
    { manager_id: 1, type: 'quote', last_number: 3, prefix: 'Q-', start_number: 4 },
  ]);
});
