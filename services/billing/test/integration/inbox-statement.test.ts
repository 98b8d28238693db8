// The inbox claim within an effect's one statement (inbox-statement.ts) against real Postgres.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { createDb, type InboxDatabase } from '@venue/platform';
import { createTestDatabase, type TestDatabase } from '@venue/testing';
import { processOnceInOneStatement, type InboxClaim } from '../../src/booking-fact/inbox-statement.ts';

type Db = InboxDatabase & { effect: { id: string } };

let database: TestDatabase;
let db: Kysely<Db>;

before(async () => {
  database = await createTestDatabase();
  db = createDb<Db>({ url: database.url, schema: 'inboxtest', max: 4 });
  await sql`create schema inboxtest`.execute(db);
  await sql`create table inbox (consumer text not null, message_id text not null, processed_at timestamptz not null default now(),
    primary key (consumer, message_id))`.execute(db);
  await sql`create table effect (id text not null)`.execute(db);
});

after(async () => {
  await db?.destroy();
  await database?.drop();
});

test('processOnceInOneStatement: the claim and the effect commit together, once per message', async () => {
  const id = randomUUID();
  const statement = (claim: InboxClaim) => sql<{ id: string }>`with claim as (${claim()}) insert into effect (id) values (${id}) returning id`;
  const results = await Promise.all([1, 2, 3].map(() => processOnceInOneStatement(db, 'test_effect', 'billing', id, statement)));
  assert.deepEqual(results.filter((rows) => rows !== undefined), [[{ id }]], 'one ran, the others found it processed');
  assert.equal(await processOnceInOneStatement(db, 'test_effect', 'billing', id, statement), undefined);
  assert.equal((await db.selectFrom('effect').select('id').where('id', '=', id).execute()).length, 1);
  // A statement that fails leaves no claim behind.
  const failing = randomUUID();
  await assert.rejects(
    processOnceInOneStatement(db, 'test_failing', 'billing', failing, (claim) => sql`with claim as (${claim()}) select 1 / 0`),
    (error: { code?: string }) => error.code === '22012',
  );
  assert.equal((await db.selectFrom('inbox').select('consumer').where('message_id', '=', failing).execute()).length, 0);
});
