// The migration of yearly number ranges, and the previous release beside it: ranges and counters
// migrated are plain and number as before; a previous-release pod setting a yearly range where it
// sets ranges (document_settings) leaves it yearly, and one numbering it the plain way (its own
// upsert of the counter) takes the plain range's next number, never one issued already; a number
// value repeats only in another year of a yearly range; down restores the plain key.
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

const counter = async (manager: number) =>
  (
    await sql<{ last_number: number; yearly: boolean; year: number | null; year_number: number; last_date: string | null }>`
      select last_number, yearly, year, year_number, last_date::text from number_counter where manager_id = ${manager} and type = 'invoice'`.execute(db)
  ).rows[0];

/** take_number() as the statement that stores a document calls it. */
const take = async (manager: number, date: string) =>
  (
    await sql<{ last_number: number; prefix: string; number: string; document_date: string; number_year: number | null }>`
      select last_number, prefix, number, document_date::text, number_year from take_number(${manager}::bigint, 'invoice', 'RE-', ${date}::date, 'Europe/Berlin')`.execute(db)
  ).rows[0]!;

/** The previous release's numbering statement (numbering.ts before this migration). */
const takePlain = async (manager: number) =>
  (
    await sql<{ last_number: number; prefix: string }>`
      insert into number_counter as c (manager_id, type, last_number) values (${manager}::bigint, 'invoice', 1)
      on conflict (manager_id, type) do update set last_number = greatest(c.last_number + 1, coalesce(c.start_number, 1))
      returning c.last_number, coalesce(c.prefix, 'RE-') as prefix`.execute(db)
  ).rows[0]!;

/** A numbered invoice; year undefined: as the previous release stores it (without number_year). */
async function storeNumbered(manager: number, value: number, number: string, year?: number | null): Promise<void> {
  const yearColumn = year === undefined ? sql`` : sql`, number_year`;
  const yearValue = year === undefined ? sql`` : sql`, ${year}::integer`;
  await sql`insert into document (manager_id, type, status, prefix, number_value, number, document_date,
                                  vat_active, calculation, net_cents, tax_cents, gross_cents${yearColumn})
            values (${manager}, 'invoice', 'approved', 'RE-', ${value}, ${number}, '2027-01-01', false, 'vertical', 0, 0, 0${yearValue})`.execute(db);
}

test('migrated ranges stay plain; the previous release sets and numbers yearly ranges without breaking them; number values repeat only across years', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: SCHEMA });
  const down = await migrator.migrateTo('20270201090000_frozen_documents');
  assert.equal(down.error, undefined);
  assert.deepEqual(down.results?.map((r) => r.migrationName), ['20270215090000_yearly_number_ranges']);

  // Before: a range set and used, one used only.
  await db.insertInto('document_settings').values({ manager_id: 1, type: 'invoice', prefix: 'INV-', start_number: 1 }).execute();
  await sql`update number_counter set last_number = 41 where manager_id = 1 and type = 'invoice'`.execute(db);
  await sql`insert into number_counter (manager_id, type, last_number) values (2, 'invoice', 7)`.execute(db);

  const up = await migrator.migrateToLatest();
  assert.equal(up.error, undefined);
  assert.deepEqual(await counter(1), { last_number: 41, yearly: false, year: null, year_number: 0, last_date: null });
  assert.deepEqual(await take(1, '2020-05-05'), { last_number: 42, prefix: 'INV-', number: 'INV-42', document_date: '2020-05-05', number_year: null });
  assert.deepEqual(await take(2, '2019-01-01'), { last_number: 8, prefix: 'RE-', number: 'RE-8', document_date: '2019-01-01', number_year: null });
  // A range never numbered: its counter row is made at the first number, plain.
  assert.deepEqual(await take(3, '2027-01-01'), { last_number: 1, prefix: 'RE-', number: 'RE-1', document_date: '2027-01-01', number_year: null });

  // Yearly, as the new release sets it; then a previous-release pod sets its prefix and start number.
  await sql`update document_settings set yearly = true, start_year = 2027 where manager_id = 1 and type = 'invoice'`.execute(db);
  assert.deepEqual(await take(1, '2027-03-01'), { last_number: 1, prefix: 'INV-2027-', number: 'INV-2027-0001', document_date: '2027-03-01', number_year: 2027 });
  await sql`insert into document_settings (manager_id, type, prefix, start_number) values (1, 'invoice', 'R-', 5)
            on conflict (manager_id, type) do update set prefix = excluded.prefix, start_number = excluded.start_number`.execute(db);
  assert.deepEqual(await take(1, '2027-03-02'), { last_number: 5, prefix: 'R-2027-', number: 'R-2027-0005', document_date: '2027-03-02', number_year: 2027 });
  // A previous-release pod numbers it the plain way: the plain range's next, the year's count untouched.
  assert.deepEqual(await takePlain(1), { last_number: 43, prefix: 'R-' });
  assert.deepEqual(await counter(1), { last_number: 43, yearly: true, year: 2027, year_number: 5, last_date: '2027-03-02' });
  assert.deepEqual(await take(1, '2027-03-02'), { last_number: 6, prefix: 'R-2027-', number: 'R-2027-0006', document_date: '2027-03-02', number_year: 2027 });
  // Large numbers are not cut to four digits.
  await sql`update number_counter set year_number = 12344 where manager_id = 1 and type = 'invoice'`.execute(db);
  assert.equal((await take(1, '2027-03-03')).number, 'R-2027-12345');

  // The key: a value once per range and year of a yearly range, once per plain range.
  await storeNumbered(9, 1, 'RE-2027-0001', 2027);
  await storeNumbered(9, 1, 'RE-2028-0001', 2028);
  await storeNumbered(9, 1, 'RE-1');
  await assert.rejects(storeNumbered(9, 1, 'RE-2027-0001b', 2027), /document_number_in_year_key/);
  await assert.rejects(storeNumbered(9, 1, 'RE-1b'), /document_number_in_year_key/);

  // Down: refused while a value repeats (across years, or beside a plain one); without, the plain key is back.
  await sql`alter table document disable trigger document_frozen`.execute(db);
  try {
    assert.match(String((await migrator.migrateDown()).error), /document_number_key/);
    await sql`delete from document where manager_id = 9 and number_year is not null`.execute(db);
  } finally {
    await sql`alter table document enable trigger document_frozen`.execute(db);
  }
  const again = await migrator.migrateDown();
  assert.equal(again.error, undefined);
  await assert.rejects(storeNumbered(9, 1, 'RE-1c'), /document_number_key/);
  assert.equal((await migrator.migrateToLatest()).error, undefined);
});
