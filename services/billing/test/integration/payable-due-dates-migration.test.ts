// The migration that gives invoices and cancellation invoices numbered before this release the due
// date they now get with their number: their document date, where they have none (issue 61).
// Drafts, quotes, order confirmations and explicit due dates stay as they are.
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

interface Stored {
  type: string;
  status: string;
  number: number | null;
  documentDate: string | null;
  dueDate: string | null;
}

async function store(document: Stored): Promise<number> {
  const numbered = document.number !== null;
  const { rows } = await sql<{ id: number }>`
    insert into document (manager_id, type, status, prefix, number_value, number, document_date, due_date,
                          vat_active, calculation, net_cents, tax_cents, gross_cents)
    values (1, ${document.type}, ${document.status}, ${numbered ? 'X-' : null}, ${document.number},
            ${numbered ? `X-${document.type}-${document.number}` : null}, ${document.documentDate}::date, ${document.dueDate}::date,
            false, 'vertical', 100, 0, 100)
    returning id`.execute(db);
  return rows[0]!.id;
}

async function dueDateOf(id: number): Promise<string | null> {
  const { rows } = await sql<{ due: string | null }>`select due_date::text as due from document where id = ${id}`.execute(db);
  return rows[0]!.due;
}

test('numbered invoices and cancellation invoices without a due date are due on their document date; nothing else changes', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: SCHEMA });
  const down = await migrator.migrateTo('20261229090000_document_booking_title');
  assert.equal(down.error, undefined);
  assert.ok(down.results?.some((r) => r.migrationName === '20261230100000_payable_due_dates'));

  const stored = {
    approved: await store({ type: 'invoice', status: 'approved', number: 1, documentDate: '2031-03-04', dueDate: null }),
    cancelled: await store({ type: 'invoice', status: 'cancelled', number: 2, documentDate: '2031-03-05', dueDate: null }),
    cancellation: await store({ type: 'cancellation', status: 'approved', number: 1, documentDate: '2031-03-09', dueDate: null }),
    explicit: await store({ type: 'invoice', status: 'approved', number: 3, documentDate: '2031-03-06', dueDate: '2031-04-01' }),
    draft: await store({ type: 'invoice', status: 'draft', number: null, documentDate: null, dueDate: null }),
    draftWithDue: await store({ type: 'invoice', status: 'draft', number: null, documentDate: null, dueDate: '2031-05-01' }),
    quote: await store({ type: 'quote', status: 'approved', number: 1, documentDate: '2031-03-07', dueDate: null }),
    confirmation: await store({ type: 'order_confirmation', status: 'approved', number: 1, documentDate: '2031-03-08', dueDate: null }),
  };

  const up = await migrator.migrateToLatest();
  assert.equal(up.error, undefined);
  const dueDates = Object.fromEntries(await Promise.all(Object.entries(stored).map(async ([name, id]) => [name, await dueDateOf(id)])));
  assert.deepEqual(dueDates, {
    approved: '2031-03-04',
    cancelled: '2031-03-05',
    cancellation: '2031-03-09',
    explicit: '2031-04-01',
    draft: null,
    draftWithDue: '2031-05-01',
    quote: null,
    confirmation: null,
  });
});
