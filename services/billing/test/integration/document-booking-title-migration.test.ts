// The migration that keeps bookings' titles on a document's links to them runs while pods of the
// previous release still serve (Helm's pre-upgrade Job). Their prepared statements must keep
// working: they read a document's rows as `select *`, which a column added to document_row would
// break ("cached plan must not change result type"), and its links by named columns, which the
// added link column does not. The test shows both: the statements run on after the migration, and
// the same row statement fails once a column is added to document_row (as later migrations do),
// where this release's own read of rows (named columns) runs on.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { createDb } from '@venue/platform';
import { createTestDatabase, type TestDatabase } from '@venue/testing';
import { SCHEMA, type Database } from '../../src/database.ts';
import { rowsOf } from '../../src/document/document.repository.ts';
import { migrations } from '../../src/migrations/index.ts';

let database: TestDatabase;
let db: ReturnType<typeof createDb<Database>>;
let oldPod: pg.Client;

before(async () => {
  database = await createTestDatabase();
  db = createDb({ url: database.url, schema: SCHEMA, max: 1 });
  oldPod = new pg.Client({ connectionString: database.url });
  await oldPod.connect();
  await oldPod.query(`set search_path = ${SCHEMA}`);
});
after(async () => {
  await oldPod?.end();
  await db?.destroy();
  await database?.drop();
});

/** Statements as the previous release prepares them (named, so kept on the connection). */
const oldRows = () =>
  oldPod.query({
    name: 'old_rows',
    text: 'select * from document_row where manager_id = $1 and document_id = $2 order by position',
    values: [1, 1],
  });
const oldLinks = () =>
  oldPod.query({
    name: 'old_links',
    text: 'select booking_id from document_booking where manager_id = $1 and document_id = $2 order by booking_id',
    values: [1, 1],
  });

test('statements the previous release prepared run on after the migration; a column on document_row would have broken them', async () => {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: SCHEMA,
  });
  const down = await migrator.migrateTo('20261228090000_id_lookups');
  assert.equal(down.error, undefined);
  // Undone last, after the migrations that followed it.
  assert.equal(down.results?.at(-1)?.migrationName, '20261229090000_document_booking_title');
  await oldRows();
  await oldLinks();

  const up = await migrator.migrateTo('20261229090000_document_booking_title');
  assert.equal(up.error, undefined);
  await oldRows();
  await oldLinks();

  // A later migration adds columns to document_row (frozen documents' VAT categories): this
  // release names the row's columns, so its prepared read survives that and any further column.
  const latest = await migrator.migrateToLatest();
  assert.equal(latest.error, undefined);
  await rowsOf(db, 1, 1);
  await sql`alter table document_row add column probe integer`.execute(db);
  try {
    await assert.rejects(oldRows(), /cached plan must not change result type/);
    await rowsOf(db, 1, 1);
  } finally {
    await sql`alter table document_row drop column probe`.execute(db);
  }
});
