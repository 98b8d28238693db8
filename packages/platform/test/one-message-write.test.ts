// writeInOneMessage against a real Postgres: the opening and the statement run as one transaction
// (a failure anywhere writes nothing and leaves the connection usable), the statement is prepared
// once per connection and its values arrive as they were (text with quotes, backslashes and
// accents, arrays, JSON, nulls), the statement timeout bounds the message, `inTime` refuses a
// write whose deadline has passed, and a timeout that fired too late to cancel its statement is
// taken before the connection serves anyone else.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import pg from 'pg';
import { createDb, DomainError, sqlLiteral, writeInOneMessage } from '@venue/platform';
import { createTestDatabase, type TestDatabase } from '@venue/testing';

interface Db {
  note: { id: number; body: string | null; tags: string[]; data: unknown };
}

let database: TestDatabase;
let db: Kysely<Db>;

before(async () => {
  database = await createTestDatabase();
  // One connection: a transaction left open would hang the next test.
  db = createDb<Db>({ url: database.url, schema: 'public', max: 1 });
  await sql`create table note (id int primary key, body text, tags text[] not null default '{}', data jsonb)`.execute(db);
});
after(async () => {
  await db?.destroy();
  await database?.drop();
});

const count = async () => Number((await sql<{ n: string }>`select count(*) as n from note`.execute(db)).rows[0]!.n);

const insertNote = (note: { id: number; body: string | null; tags: string[]; data: unknown }) => (inTime: RawBuilder<boolean>) =>
  sql<{ id: number }>`insert into note (id, body, tags, data)
    select ${note.id}::int, ${note.body}::text, ${note.tags}::text[], ${JSON.stringify(note.data)}::jsonb where ${inTime}
    returning id`;

test('values arrive as they were sent, and the statement is prepared once per connection', async () => {
  const body = `O'Brien \\ "quoted" – Köln ☃ $1 -- not a comment`;
  const tags = ['a,b', 'c"d', 'e\\f', '', 'NULL'];
  const data = { text: "it's", list: [1, 2], nested: { nul: null } };
  for (const id of [1, 2]) {
    const rows = await writeInOneMessage(db, {}, undefined, insertNote({ id, body, tags, data }));
    assert.deepEqual(rows, [{ id }]);
  }
  const stored = await sql<{ body: string; tags: string[]; data: unknown }>`select body, tags, data from note order by id`.execute(db);
  for (const row of stored.rows) assert.deepEqual(row, { body, tags, data });
  const prepared = await sql<{ n: string }>`select count(*) as n from pg_prepared_statements where name like 'venue_one_%'`.execute(db);
  assert.equal(Number(prepared.rows[0]!.n), 1);
  await writeInOneMessage(db, {}, undefined, insertNote({ id: 3, body: null, tags: [], data: null }));
  const empty = await sql<{ body: string | null; tags: string[] }>`select body, tags from note where id = 3`.execute(db);
  assert.deepEqual(empty.rows[0], { body: null, tags: [] });
});

test('the opening and the statement are one transaction: a failure in either writes nothing', async () => {
  const before = await count();
  // The statement fails (a duplicate id) after the opening wrote a row.
  await assert.rejects(
    writeInOneMessage(db, {}, `insert into note (id) values (100)`, insertNote({ id: 1, body: 'again', tags: [], data: null })),
    (error: { code?: string }) => error.code === '23505',
  );
  // The opening fails: the statement never runs.
  await assert.rejects(
    writeInOneMessage(db, {}, `select 1 / 0`, insertNote({ id: 101, body: 'x', tags: [], data: null })),
    (error: { code?: string }) => error.code === '22012',
  );
  assert.equal(await count(), before);
  // The connection (the only one) is usable, outside any transaction.
  const status = await sql<{ ok: number }>`select 1 as ok`.execute(db);
  assert.deepEqual(status.rows, [{ ok: 1 }]);
});

test('the time left is the statement timeout of the message', async () => {
  const started = Date.now();
  const error = await writeInOneMessage(db, { deadline: Date.now() + 300 }, 'select pg_sleep(5)', insertNote({ id: 200, body: 'late', tags: [], data: null })).catch(
    (caught: unknown) => caught,
  );
  assert.equal((error as { code?: string }).code, '57014', String(error));
  assert.ok(Date.now() - started < 2_000);
  assert.equal(Number((await sql<{ n: string }>`select count(*) as n from note where id = 200`.execute(db)).rows[0]!.n), 0);
});

test('a deadline too close to commit writes nothing: refused before sending, or by inTime', async () => {
  await assert.rejects(
    writeInOneMessage(db, { deadline: Date.now() + 10 }, undefined, insertNote({ id: 300, body: 'x', tags: [], data: null })),
    (error: unknown) => error instanceof DomainError && error.kind === 'timeout',
  );
  // Prepared on the connection first (a write with time to spare), so that the next one is sent once.
  await writeInOneMessage(db, { deadline: Date.now() + 5_000 }, undefined, insertNote({ id: 302, body: 'x', tags: [], data: null }));
  // Sent with 600 ms left, the opening takes 580: inTime (550 ms after arrival) no longer holds when
  // the statement runs, so it writes nothing (on a slow machine the statement timeout may cancel it first).
  const outcome = await writeInOneMessage(
    db,
    { deadline: Date.now() + 600 },
    'select pg_sleep(0.58)',
    insertNote({ id: 301, body: 'x', tags: [], data: null }),
  ).catch((caught: unknown) => caught);
  assert.ok(Array.isArray(outcome) ? outcome.length === 0 : (outcome as { code?: string }).code === '57014', String(outcome));
  assert.equal(Number((await sql<{ n: string }>`select count(*) as n from note where id in (300, 301)`.execute(db)).rows[0]!.n), 0);
});

test('a statement held up by a lock after a slow opening is cancelled before the deadline, not committed after it', async () => {
  // Another session holds an uncommitted row with the id the statement will insert: the insert
  // waits for it. It gives up only after the deadline, by rolling back.
  const blocker = new pg.Client({ connectionString: database.url });
  await blocker.connect();
  try {
    await blocker.query('begin');
    await blocker.query('insert into note (id) values (400)');
    const started = Date.now();
    setTimeout(() => void blocker.query('rollback'), 900);
    // 800 ms left; the opening takes 300, so the statement may run for 450 more, not 800.
    const outcome = await writeInOneMessage(
      db,
      { deadline: started + 800 },
      'select pg_sleep(0.3)',
      insertNote({ id: 400, body: 'late', tags: [], data: null }),
    ).catch((caught: unknown) => caught);
    assert.equal((outcome as { code?: string }).code, '57014', String(outcome));
    assert.ok(Date.now() - started < 850, `cancelled by the deadline (${Date.now() - started} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(Number((await sql<{ n: string }>`select count(*) as n from note where id = 400`.execute(db)).rows[0]!.n), 0);
  } finally {
    await blocker.end();
  }
});

/**
 * A statement whose analysis takes far longer than the timeouts below, with no check for a cancel
 * in it: 60,000 rows of expressions in a VALUES list (0.15 to 0.5 s to analyse here).
 */
const slowToAnalyse = `select x from (values ${Array.from({ length: 60_000 }, (_, i) => `((${i} + 1)::text::int)`).join(', ')}) v(x)`;

test("a statement timeout that fires as the message's last statement ends fails no later use of the connection", async () => {
  // What Postgres does: a PREPARE whose analysis outlives its statement timeout succeeds, and the
  // timeout is reported for the connection's next message instead.
  const raw = new pg.Client({ connectionString: database.url });
  await raw.connect();
  try {
    await raw.query(`set local statement_timeout = 20; prepare slow_to_analyse as ${slowToAnalyse}`);
    await assert.rejects(raw.query('select 1'), (error: { code?: string }) => error.code === '57014');
  } finally {
    await raw.end();
  }
  // The same through writeInOneMessage: its statement is prepared on first use, with the time left
  // (120 ms) as the timeout; the prepare succeeds past the deadline, so the write is refused (504).
  const outcome = await writeInOneMessage(db, { deadline: Date.now() + 120 }, undefined, (inTime) =>
    sql<{ x: number }>`insert into note (id) ${sql.raw(slowToAnalyse)} where ${inTime} and false returning id`,
  ).catch((caught: unknown) => caught);
  assert.ok(outcome instanceof DomainError && outcome.kind === 'timeout', String(outcome));
  // The only connection serves the next caller: the pending cancel was taken before it went back.
  assert.deepEqual((await sql<{ ok: number }>`select 1 as ok`.execute(db)).rows, [{ ok: 1 }]);
});

test('sqlLiteral: a NUL is the client mistake Postgres would have refused, never a truncated query', () => {
  assert.throws(() => sqlLiteral('a\u0000b'), (error: unknown) => error instanceof DomainError && error.kind === 'invalid');
  assert.throws(() => sqlLiteral(['a\u0000b']), (error: unknown) => error instanceof DomainError && error.kind === 'invalid');
  assert.equal(sqlLiteral(null), 'NULL');
  assert.equal(sqlLiteral(12), `'12'`);
  assert.equal(sqlLiteral(false), `'false'`);
  assert.equal(sqlLiteral([1, null, 'x']), `'{"1",NULL,"x"}'`);
  assert.throws(() => sqlLiteral(Number.NaN));
});
