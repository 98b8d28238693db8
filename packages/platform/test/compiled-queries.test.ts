// Queries compiled once and run with new values, and statements named for Postgres to keep: the
// same answers as a query built per call, against a real Postgres.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { compiledOnce, createDb } from '@venue/platform';
import { createTestDatabase, type TestDatabase } from '@venue/testing';

interface Db {
  thing: { id: number; owner: number; name: string; kind: string };
}

let database: TestDatabase;
let db: Kysely<Db>;

before(async () => {
  database = await createTestDatabase();
  db = createDb<Db>({ url: database.url, schema: 'public', max: 2 });
  await sql`create table thing (id int primary key, owner int not null, name text not null, kind text not null)`.execute(
    db,
  );
  await sql`insert into thing values (1, 10, 'a', 'x'), (2, 10, 'b', 'y'), (3, 20, 'c', 'x')`.execute(db);
});
after(async () => {
  await db?.destroy();
  await database?.drop();
});

const byOwnerAndKind = compiledOnce(2, (executor: Kysely<Db>, owner: number, kind: string) =>
  executor
    .selectFrom('thing')
    .select(['id', 'name'])
    .where('owner', '=', owner)
    // A constant of the query stays what it was; a value may be used twice.
    .where('name', '!=', 'zzz')
    .where((eb) => eb.or([eb('kind', '=', kind), eb('name', '=', kind)]))
    .orderBy('id'),
);

test('a query compiled once answers each call with its own values', async () => {
  assert.deepEqual((await byOwnerAndKind(db, 10, 'x')).rows, [{ id: 1, name: 'a' }]);
  assert.deepEqual((await byOwnerAndKind(db, 10, 'y')).rows, [{ id: 2, name: 'b' }]);
  assert.deepEqual((await byOwnerAndKind(db, 20, 'x')).rows, [{ id: 3, name: 'c' }]);
  assert.deepEqual((await byOwnerAndKind(db, 30, 'x')).rows, []);
  // Inside a transaction too (the first call compiled it outside one).
  const inside = await db.transaction().execute((trx) => byOwnerAndKind(trx, 10, 'b'));
  assert.deepEqual(inside.rows, [{ id: 2, name: 'b' }]);
});

test('a value the builder reads instead of passing it on is refused when compiled', async () => {
  const wrong = compiledOnce(1, (executor: Kysely<Db>, owner: number) =>
    // The value decides the shape of the query: it cannot be compiled once.
    executor
      .selectFrom('thing')
      .select('id')
      .where('owner', '=', owner ? 10 : 20),
  );
  await assert.rejects(wrong(db, 10), /not query parameters/);
});

test('named statements: many executions on few connections, same answers, also after an error', async () => {
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      db
        .selectFrom('thing')
        .select('id')
        .where('id', '=', (i % 3) + 1)
        .executeTakeFirst(),
    ),
  );
  assert.deepEqual(
    answers.map((a) => a?.id),
    Array.from({ length: 50 }, (_, i) => (i % 3) + 1),
  );
  // A failing statement (a cast that fails at execution) leaves the connection and its named statements usable.
  await assert.rejects(sql`select ${'nope'}::int as n`.execute(db));
  assert.equal((await sql<{ n: number }>`select ${'7'}::int as n`.execute(db)).rows[0]!.n, 7);
});
