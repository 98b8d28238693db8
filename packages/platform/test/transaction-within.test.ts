// transactionWithin against a real Postgres: the caller's deadline becomes the transaction's
// statement timeout (a statement that would outlive it is cancelled), a deadline that passes
// before the commit rolls the work back, and work that fails rolls back and frees the connection,
// even when a timeout that fired too late to cancel its statement refuses the first rollback.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { absorbLateTimeout, createDb, createPool, DomainError, transactionWithin } from '@venue/platform';
import { createTestDatabase, type TestDatabase } from '@venue/testing';

interface Db {
  note: { id: number };
}

let database: TestDatabase;
let db: Kysely<Db>;

before(async () => {
  database = await createTestDatabase();
  // One connection: a transaction left open or a connection not given back would hang the next test.
  db = createDb<Db>({ url: database.url, schema: 'public', max: 1 });
  await sql`create table note (id int primary key)`.execute(db);
});
after(async () => {
  await db?.destroy();
  await database?.drop();
});

const count = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from note`.execute(db)).rows[0]!.n);

test('the time left is the statement timeout of the transaction, and only of it', async () => {
  const timeout = await transactionWithin(db, { deadline: Date.now() + 3_000 }, async (trx) => {
    const inside = await sql<{ ms: string }>`select current_setting('statement_timeout') as ms`.execute(trx);
    await sql`insert into note values (1)`.execute(trx);
    return inside.rows[0]!.ms;
  });
  const ms = Number(timeout.replace(/ms$/, '').replace(/s$/, '000'));
  assert.ok(ms > 2_000 && ms <= 3_000, `statement_timeout inside was ${timeout}`);
  assert.equal(await count(), 1);
  const outside = await sql<{ ms: string }>`select current_setting('statement_timeout') as ms`.execute(db);
  assert.equal(outside.rows[0]!.ms, '0', 'the timeout does not outlive the transaction');
});

test('a statement that would outlive the deadline is cancelled, and nothing is written', async () => {
  const started = Date.now();
  const error = await transactionWithin(db, { deadline: Date.now() + 300 }, async (trx) => {
    await sql`insert into note values (2)`.execute(trx);
    await sql`select pg_sleep(5)`.execute(trx);
  }).catch((caught: unknown) => caught);
  assert.equal(
    (error as { code?: string }).code,
    '57014',
    `expected a statement timeout, got ${String(error)}`,
  );
  assert.ok(Date.now() - started < 2_000, 'cancelled at the deadline, not after the sleep');
  assert.equal(await count(), 1);
});

test('work that ends past the deadline is rolled back (504), and the connection serves again', async () => {
  const error = await transactionWithin(db, { deadline: Date.now() + 200 }, async (trx) => {
    await sql`insert into note values (3)`.execute(trx);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }).catch((caught: unknown) => caught);
  assert.ok(
    error instanceof DomainError && error.kind === 'timeout',
    `expected a timeout, got ${String(error)}`,
  );
  assert.equal(await count(), 1);
});

test('work that throws is rolled back; without a deadline the transaction has no timeout', async () => {
  await assert.rejects(
    transactionWithin(db, { deadline: Date.now() + 5_000 }, async (trx) => {
      await sql`insert into note values (4)`.execute(trx);
      throw new Error('changed my mind');
    }),
    /changed my mind/,
  );
  const timeout = await transactionWithin(db, {}, async (trx) => {
    await sql`insert into note values (5)`.execute(trx);
    return (await sql<{ ms: string }>`select current_setting('statement_timeout') as ms`.execute(trx))
      .rows[0]!.ms;
  });
  assert.equal(timeout, '0');
  assert.deepEqual((await sql<{ id: number }>`select id from note order by id`.execute(db)).rows, [
    { id: 1 },
    { id: 5 },
  ]);
});

test('a statement that fails rolls the transaction back, and the connection serves again', async () => {
  for (const deadline of [Date.now() + 3_000, undefined]) {
    const error = await transactionWithin(db, { deadline }, async (trx) => {
      await sql`insert into note values (90)`.execute(trx);
      await sql`select 1 / 0`.execute(trx);
    }).catch((caught: unknown) => caught);
    assert.equal((error as { code?: string }).code, '22012', `expected division by zero, got ${String(error)}`);
    // One connection in the pool: a transaction left aborted would fail this with 25P02.
    const written = await sql<{ n: number }>`select count(*)::int as n from note where id = 90`.execute(db);
    assert.equal(written.rows[0]!.n, 0);
  }
});

test("a lock wait at the transaction's first statement is bounded by the deadline", async () => {
  // Another session holds the lock a transaction's first statement waits for (as a booking's
  // first statement waits for its units' locks): the wait ends at the deadline, not with the holder.
  const holder = new pg.Client({ connectionString: database.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock(7, 1)');
    const started = Date.now();
    const error = await transactionWithin(db, { deadline: started + 300 }, async (trx) => {
      await sql`select pg_advisory_xact_lock(7, 1)`.execute(trx);
      await sql`insert into note values (91)`.execute(trx);
    }).catch((caught: unknown) => caught);
    assert.equal((error as { code?: string }).code, '57014', String(error));
    assert.ok(Date.now() - started < 1_500, `cancelled at the deadline (${Date.now() - started} ms)`);
  } finally {
    await holder.end();
  }
  assert.equal(Number((await sql<{ n: string }>`select count(*) as n from note where id = 91`.execute(db)).rows[0]!.n), 0);
});

test('values travel as bound parameters: the statements a transaction sends carry none in their text', async () => {
  const texts: string[] = [];
  const pool = createPool({ url: database.url, schema: 'public', max: 1 });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      texts.push(typeof config === 'string' ? config : (config as { text: string }).text);
      return query(config, ...rest);
    }) as typeof client.query;
  });
  const spied = new Kysely<Db>({ dialect: new PostgresDialect({ pool }) });
  try {
    await transactionWithin(spied, { deadline: Date.now() + 4_321 }, async (trx) => {
      await sql`insert into note values (${92})`.execute(trx);
    });
    assert.deepEqual(texts.slice(0, 2), ['begin', "select set_config('statement_timeout', $1, true)"]);
    assert.equal(texts[2], 'insert into note values ($1)');
    // Well within its deadline: no probe before the connection goes back (absorbLateTimeout).
    assert.deepEqual(texts.slice(3), ['commit']);
  } finally {
    await spied.destroy();
  }
});

test('a statement timeout that fires as the last statement ends does not leave the connection in an aborted transaction', async () => {
  // A statement that runs past its timeout without checking for a cancel: preparing one whose
  // analysis takes 0.15 to 0.5 s (60,000 rows of expressions). It succeeds; the deadline has passed,
  // so the work is rolled back, and Postgres reports the timeout for that `rollback` instead of running it.
  // (On a busy machine the timer may fire while the text is still being parsed, before the statement's
  // own timer starts: Postgres then cancels the statement itself, "due to user request", also 57014.)
  const rows = Array.from({ length: 60_000 }, (_, i) => `((${i} + 1)::text::int)`).join(', ');
  const error = await transactionWithin(db, { deadline: Date.now() + 100 }, async (trx) => {
    await sql.raw(`prepare slow_to_analyse as select x from (values ${rows}) v(x)`).execute(trx);
  }).catch((caught: unknown) => caught);
  assert.ok(
    (error instanceof DomainError && error.kind === 'timeout') || (error as { code?: string }).code === '57014',
    `expected a timeout, got ${String(error)}`,
  );
  // The only connection serves the next caller outside any transaction (not 25P02).
  assert.deepEqual((await sql<{ ok: number }>`select 1 as ok`.execute(db)).rows, [{ ok: 1 }]);
});

test('a cancel a late statement timeout left pending is taken by a probe, sent only once the deadline has come', async () => {
  // What Postgres does: a PREPARE whose analysis outlives its statement timeout succeeds, and the
  // timeout is reported for the connection's next message instead.
  const rows = Array.from({ length: 60_000 }, (_, i) => `((${i} + 1)::text::int)`).join(', ');
  const leavePending = (connection: Kysely<unknown>, name: string) =>
    sql.raw(`set local statement_timeout = 20; prepare ${name} as select x from (values ${rows}) v(x)`).execute(connection);
  await db.connection().execute(async (connection) => {
    await leavePending(connection as Kysely<unknown>, 'late_a');
    // Far from its deadline, a use is not probed: the next message would take the cancel.
    await absorbLateTimeout(connection as Kysely<unknown>, Date.now() + 60_000);
    await assert.rejects(sql`select 1`.execute(connection), (error: { code?: string }) => error.code === '57014');
    await leavePending(connection as Kysely<unknown>, 'late_b');
    // At its deadline the probe takes it, and the connection's next user is served.
    await absorbLateTimeout(connection as Kysely<unknown>, Date.now());
    assert.deepEqual((await sql<{ ok: number }>`select 1 as ok`.execute(connection)).rows, [{ ok: 1 }]);
  });
});
