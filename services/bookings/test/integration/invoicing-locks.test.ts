// A document over several bookings and a manager's update of one of them, at the same moment:
// bookings' invoicing consumer takes the rows of all the document's bookings before any unit, the
// order updateBooking follows (its row, then its units), so neither waits on the other in a cycle.
// The consumer used to take each booking's units before the next booking's row; Postgres then
// found a deadlock and aborted one of the two (40P01).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type pg from 'pg';
import { createDb, createLogger } from '@venue/platform';
import { eventually, newManager, openSql, startTestStack, type TestManager, type TestStack } from '@venue/testing';
import type { Database } from '../../src/database.ts';
import { INVOICE_APPROVED } from '@venue/contracts/events';
import { applyDocumentEvent } from '../../src/invoicing/invoicing.consumer.ts';
import { addBooking, addVenue, documentEvent, singleBody } from './helpers.ts';

let stack: TestStack;
let sql: pg.Pool;
let m: TestManager;
let db: ReturnType<typeof createDb<Database>>;

before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings'] });
  sql = openSql(stack);
  m = await newManager(stack);
  db = createDb<Database>({ url: stack.database.url, schema: 'bookings', max: 2 });
});
after(async () => {
  await db?.destroy();
  await sql?.end();
  await stack?.stop();
});

const statusOf = async (id: number) =>
  (await sql.query<{ status: string }>('select status from bookings.booking where id = $1', [id])).rows[0]!.status;

test("an invoice over two booking requests and a manager's update of the second: both go through, no deadlock", async () => {
  const { main } = await addVenue(m, 'Locked Hall');
  // Requests hold no time; the approved invoice completes them, so the consumer locks their unit.
  const request = { booking_mode: 'booking_request' };
  const first = await addBooking(m, singleBody(main, '2027-09-01', '10:00', '11:00', request));
  const second = await addBooking(m, singleBody(main, '2027-09-02', '10:00', '11:00', request));

  // The manager's update of the second booking, as updateBooking locks: its row, then its unit.
  const manager = await sql.connect();
  try {
    await manager.query('begin');
    await manager.query('select id from bookings.booking where id = $1 for update', [second]);
    const applying = applyDocumentEvent(
      db,
      stack.bookings.relay,
      documentEvent(INVOICE_APPROVED, m.managerId, [second, first]),
      createLogger('test', 'silent'),
    );
    const outcome = applying.then(
      () => 'applied',
      (error: { code?: string }) => `failed ${error.code ?? String(error)}`,
    );
    // The consumer now waits for the second booking's row, which the manager holds.
    await eventually('the consumer to wait for the row lock', async () => {
      const { rows } = await sql.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      return rows[0]!.n > 0 ? true : undefined;
    });
    await manager.query('select pg_advisory_xact_lock(2, $1::int)', [main]);
    await manager.query('commit');
    assert.equal(await outcome, 'applied');
  } finally {
    manager.release();
  }
  assert.deepEqual([await statusOf(first), await statusOf(second)], ['complete', 'complete']);
});
