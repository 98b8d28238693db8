// Billing's document events applied several at a time and on several replicas
// (document-application.ts): with `seq` (their place in billing's outbox) a booking takes only an
// event newer than the last one applied to it, so an event that arrives late or again changes
// nothing, except a cancellation, which nothing after it would have undone. Several events in one
// transaction end as they would one by one.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type pg from 'pg';
import { createDb, createLogger } from '@venue/platform';
import { newManager, openSql, startTestStack, type TestManager, type TestStack } from '@venue/testing';
import { INVOICE_APPROVED, INVOICE_CANCELLED, QUOTE_CREATED, type DocumentEvent } from '@venue/contracts/events';
import type { Database } from '../../src/database.ts';
import { applyDocumentEvents } from '../../src/invoicing/invoicing.consumer.ts';
import { addBooking, addVenue, documentEvent, EventLog, singleBody } from './helpers.ts';

let stack: TestStack;
let sql: pg.Pool;
let log: EventLog;
let m: TestManager;
let other: TestManager;
let venue: { main: number };
let db: ReturnType<typeof createDb<Database>>;
const logger = createLogger('test', 'silent');

before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings'] });
  sql = openSql(stack);
  log = await EventLog.start(stack);
  m = await newManager(stack);
  other = await newManager(stack);
  venue = await addVenue(m, 'Ordered Hall');
  db = createDb<Database>({ url: stack.database.url, schema: 'bookings', max: 2 });
});
after(async () => {
  await db?.destroy();
  await log?.stop();
  await sql?.end();
  await stack?.stop();
});

let day = 0;
/** A new live booking of the manager, on a day of its own. */
async function newBooking(): Promise<number> {
  day += 1;
  return addBooking(m, singleBody(venue.main, `2028-03-${String(day).padStart(2, '0')}`, '10:00', '11:00', { title: `Ordered ${day}` }));
}

/** A document event as billing's relay publishes it: with its place in billing's outbox. */
const sequenced = (seq: number, subject: string, bookingIds: number[], extra: Partial<DocumentEvent> = {}, manager = m) => ({
  ...documentEvent(subject, manager.managerId, bookingIds, extra),
  seq,
});

const apply = (...events: ReturnType<typeof sequenced>[]) => applyDocumentEvents(db, stack.bookings.relay, events, logger);

async function stored(id: number): Promise<{ status: string; version: number; invoice: string | null; seq: number | null }> {
  const { rows } = await sql.query(
    `select b.status, b.version::int as version, i.invoice_number as invoice, d.seq::int as seq from bookings.booking b
       left join bookings.invoiced_booking i on i.booking_id = b.id left join bookings.document_seq d on d.booking_id = b.id
      where b.id = $1`,
    [id],
  );
  return rows[0];
}

/** The statuses of the booking's events after its booking.created, once they have all arrived. */
async function statusesAfterCreated(id: number, count: number): Promise<string[]> {
  await stack.bookings.relay.flush();
  await log.waitFor(() => log.of(id).length >= count + 1, `${count + 1} events of booking ${id}`);
  log.assertNoDuplicates();
  return log.of(id).slice(1).map((event) => String(event.data.status));
}

test('events applied together end as one by one: approved, cancelled, approved on another invoice', async () => {
  const id = await newBooking();
  const applied = await apply(
    sequenced(10, INVOICE_APPROVED, [id], { number: 'RE-1' }),
    sequenced(11, INVOICE_CANCELLED, [id], { number: 'RE-1' }),
    sequenced(12, INVOICE_APPROVED, [id], { number: 'RE-2', document_id: 2 }),
  );
  assert.equal(applied.size, 3);
  assert.deepEqual(await stored(id), { status: 'complete', version: 4, invoice: 'RE-2', seq: 12 });
  assert.deepEqual(await statusesAfterCreated(id, 3), ['complete', 'live', 'complete']);
});

test('an event older than the last one applied to a booking changes nothing, also when it comes again', async () => {
  const id = await newBooking();
  await apply(sequenced(30, INVOICE_APPROVED, [id], { number: 'RE-30' }));
  // Approved, cancelled, approved again, applied on two replicas: the first approval comes last.
  await apply(sequenced(20, INVOICE_APPROVED, [id], { number: 'RE-20' }), sequenced(30, INVOICE_APPROVED, [id], { number: 'RE-30' }));
  await apply(sequenced(25, INVOICE_CANCELLED, [id], { number: 'RE-20' }));
  assert.deepEqual(await stored(id), { status: 'complete', version: 2, invoice: 'RE-30', seq: 30 });
  assert.deepEqual(await statusesAfterCreated(id, 1), ['complete']);
});

test('a late cancellation of the bookings still cancels them, and leaves the newer invoice as it is', async () => {
  const id = await newBooking();
  await apply(sequenced(41, INVOICE_APPROVED, [id], { number: 'RE-41' }));
  // One by one: cancelled at 40, it would have stayed cancelled through the approval at 41.
  await apply(sequenced(40, INVOICE_CANCELLED, [id], { number: 'RE-39', cancel_bookings: true }));
  assert.deepEqual(await stored(id), { status: 'cancel', version: 3, invoice: 'RE-41', seq: 41 });
  assert.deepEqual(await statusesAfterCreated(id, 2), ['complete', 'cancel']);
});

test("a manager's events never change another manager's bookings, in a batch with its own", async () => {
  const mine = await newBooking();
  const theirs = await newBooking();
  // The other manager's event names this manager's booking: not found, as for an unknown id.
  await apply(sequenced(50, QUOTE_CREATED, [theirs], {}, other), sequenced(51, INVOICE_APPROVED, [mine], { number: 'RE-51' }));
  assert.deepEqual(await stored(theirs), { status: 'live', version: 1, invoice: null, seq: null });
  assert.deepEqual(await stored(mine), { status: 'complete', version: 2, invoice: 'RE-51', seq: 51 });
});

test('events without seq (published before it was sent) are applied once, by their inbox row', async () => {
  const id = await newBooking();
  const approval = documentEvent(INVOICE_APPROVED, m.managerId, [id]);
  assert.deepEqual([...(await applyDocumentEvents(db, stack.bookings.relay, [approval, approval], logger))], [approval.id]);
  assert.deepEqual([...(await applyDocumentEvents(db, stack.bookings.relay, [approval], logger))], []);
  assert.deepEqual(await stored(id), { status: 'complete', version: 2, invoice: 'RE-1', seq: null });
});
