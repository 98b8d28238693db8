// Every booking write publishes exactly one event through the outbox (created, updated on a move
// or status change, cancelled on cancel); refused writes publish nothing. Events are read back
// from JetStream under the stack's subject prefix.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type pg from 'pg';
import { createDb, createLogger } from '@venue/platform';
import { expectFailure, expectOk, newManager, openSql, startTestStack, type TestManager, type TestStack } from '@venue/testing';
import type { Database } from '../../src/database.ts';
import { INVOICE_APPROVED, INVOICE_CANCELLED, type DocumentEvent } from '@venue/contracts/events';
import { applyDocumentEvent } from '../../src/invoicing/invoicing.consumer.ts';
import { addBooking, addVenue, bookingAdd, CONFLICT, documentEvent, EventLog, partsBody, singleBody, type BookingEvent } from './helpers.ts';

const CREATED = 'venue.bookings.booking.created';
const UPDATED = 'venue.bookings.booking.updated';
const CANCELLED = 'venue.bookings.booking.cancelled';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let stack: TestStack;
let sql: pg.Pool;
let log: EventLog;
let m: TestManager;
let venue: { main: number; parts: number[] };

before(async () => {
  stack = await startTestStack();
  sql = openSql(stack);
  log = await EventLog.start(stack);
  m = await newManager(stack);
  venue = await addVenue(m, 'Evented Hall', ['Wing']);
});
after(async () => {
  await log?.stop();
  await sql?.end();
  await stack?.stop();
});

/** Publishes what is pending and waits until the booking has `expected` events. */
async function eventsOf(bookingId: number, expected: number): Promise<BookingEvent[]> {
  await stack.bookings.relay.flush();
  await log.waitFor(() => log.of(bookingId).length >= expected, `${expected} event(s) of booking ${bookingId}`);
  log.assertNoDuplicates();
  return log.of(bookingId);
}

let markerDay = 0;

/**
 * Runs calls that must not publish anything, then one write that must: when its event has
 * arrived, everything enqueued before it has too (the relay publishes in outbox order).
 */
async function assertNothingPublishedBy(calls: () => Promise<void>): Promise<void> {
  await stack.bookings.relay.flush();
  const mark = log.events.length;
  await calls();
  markerDay += 1;
  const marker = await addBooking(m, singleBody(venue.main, `2029-01-${String(markerDay).padStart(2, '0')}`, '00:00', '01:00', { title: 'marker' }));
  await eventsOf(marker, 1);
  assert.deepEqual(
    log.events.slice(mark).map((e) => [e.subject, e.data.booking_id]),
    [[CREATED, marker]],
    'only the marker was published',
  );
}

async function storedInstances(bookingId: number) {
  const { rows } = await sql.query<{ id: string; resource_id: string; starts_at: Date; ends_at: Date }>(
    'select id, resource_id, starts_at, ends_at from bookings.booking_instance where booking_id = $1 order by starts_at, id',
    [bookingId],
  );
  return rows.map((r) => ({ id: Number(r.id), resource_id: Number(r.resource_id), from: r.starts_at.toISOString(), to: r.ends_at.toISOString() }));
}

describe('one event per change', () => {
  test('booking_add publishes one booking.created with the booking facts', async () => {
    const customer = expectOk(await m.post('/api/v2/customer_add', { first_name: 'Eve', email: 'eve@events.test' }))[0].id;
    const [wing] = venue.parts as [number];
    // An item billing knows, offered on the main resource: billing checks selections first.
    const item = expectOk(await m.post('/api/internal/inventory_add', { name: 'Chairs', quantity: 5, resource_ids: String(venue.main) })).id as number;
    const id = await addBooking(
      m,
      partsBody(venue.main, [wing], '2027-04-05', '18:00', '20:00', {
        title: 'Launch',
        customer_id: customer,
        inventory: { [venue.main]: { [item]: { checked: 'on', quantity: '2' } } },
      }),
    );
    const events = await eventsOf(id, 1);
    assert.equal(events.length, 1);
    const [event] = events as [BookingEvent];
    assert.equal(event.subject, CREATED);
    assert.match(event.id, UUID);
    assert.ok(!Number.isNaN(Date.parse(event.occurred_at)));
    const instances = await storedInstances(id);
    assert.deepEqual(instances.map((i) => [i.from, i.to]), [['2027-04-05T16:00:00.000Z', '2027-04-05T18:00:00.000Z']]);
    assert.deepEqual(event.data, {
      schema_version: 1,
      booking_id: id,
      manager_id: m.managerId,
      customer_id: customer,
      main_resource_id: venue.main,
      status: 'live',
      title: 'Launch',
      instances,
      items: [{ kind: 'inventory', resource_id: venue.main, item_id: item, quantity: 2 }],
      version: 1,
      time_zone: 'Europe/Berlin',
      cause: 'manager',
    });
  });

  test('a series publishes one created event carrying all its instances; a request is created as pending', async () => {
    const series = await addBooking(m, {
      ...singleBody(venue.main, '2027-05-03', '00:00', '00:00'),
      recurring: '1',
      date_to: '2027-05-23',
      recurrence_type: 'week',
      weekly_recurrence: [{ day: 'mon', from: '09:00', to: '10:00' }],
    });
    const [created] = (await eventsOf(series, 1)) as [BookingEvent];
    assert.equal(created.subject, CREATED);
    assert.equal(created.data.instances.length, 3);
    assert.deepEqual(created.data.instances, await storedInstances(series));
    const request = await addBooking(m, singleBody(venue.main, '2027-05-03', '09:00', '10:00', { booking_mode: 'booking_request' }));
    const events = await eventsOf(request, 1);
    assert.deepEqual(
      events.map((e) => [e.subject, e.data.status, e.data.customer_id]),
      [[CREATED, 'pending', null]],
    );
  });

  test('booking_save: created, then updated on a move and on each status change, cancelled on cancel', async () => {
    const created = expectOk(await m.get('/api/v2/booking_save', { resource_id: venue.main, date_from: '2027-06-01', date_to: '2027-06-01', time_from: '10:00', time_to: '11:00' }))[0].id;
    const update = (query: Record<string, string>) =>
      m.get('/api/v2/booking_save', { booking_id: created, resource_id: venue.main, date_from: '2027-06-02', date_to: '2027-06-02', time_from: '10:00', time_to: '11:00', ...query });
    expectOk(await update({}));
    expectOk(await update({ booking_status: 'draft' }));
    expectOk(await update({ booking_status: 'complete' }));
    expectOk(await update({ booking_status: 'cancel' }));
    const events = await eventsOf(created, 5);
    assert.deepEqual(
      events.map((e) => [e.subject, e.data.status, e.data.instances.map((i) => i.from)]),
      [
        [CREATED, 'live', ['2027-06-01T08:00:00.000Z']],
        [UPDATED, 'live', ['2027-06-02T08:00:00.000Z']],
        [UPDATED, 'draft', ['2027-06-02T08:00:00.000Z']],
        [UPDATED, 'complete', ['2027-06-02T08:00:00.000Z']],
        [CANCELLED, 'cancel', ['2027-06-02T08:00:00.000Z']],
      ],
    );
    // Re-activating a cancelled booking is an update.
    expectOk(await update({ booking_status: 'live' }));
    const after = await eventsOf(created, 6);
    assert.deepEqual(
      after.slice(5).map((e) => [e.subject, e.data.status]),
      [[UPDATED, 'live']],
    );
  });

  test('cancelling a series publishes one cancelled event, not one per instance', async () => {
    const series = await addBooking(m, {
      ...singleBody(venue.main, '2027-07-01', '00:00', '00:00'),
      recurring: '1',
      date_to: '2027-07-10',
      recurrence_type: 'day',
      daily_recurrence: { from: '12:00', to: '13:00' },
    });
    expectOk(await m.get('/api/v2/booking_save', { booking_id: series, resource_id: venue.main, date_from: '2027-07-01', date_to: '2027-07-10', booking_status: 'cancel' }));
    const events = await eventsOf(series, 2);
    assert.deepEqual(
      events.map((e) => [e.subject, e.data.instances.length]),
      [
        [CREATED, 10],
        [CANCELLED, 10],
      ],
    );
  });

  test('an inline customer on booking_save is in the event', async () => {
    const id = expectOk(
      await m.get('/api/v2/booking_save', { resource_id: venue.parts[0]!, date_from: '2027-08-01', date_to: '2027-08-01', customer_email: 'inline@events.test', customer_first_name: 'In' }),
    )[0].id;
    const [event] = (await eventsOf(id, 1)) as [BookingEvent];
    const customers = expectOk(await m.get('/api/v2/customer_list')) as { id: number; email: string }[];
    assert.equal(event.data.customer_id, customers.find((c) => c.email === 'inline@events.test')!.id);
    assert.equal(event.data.main_resource_id, venue.main);
    assert.deepEqual(
      event.data.instances.map((i) => i.resource_id),
      [venue.parts[0]],
    );
  });
});

describe("billing's documents change a booking's status", () => {
  // The consumer writes the status and its event in one statement (the payload built by Postgres):
  // every field must be what the row and its instances hold, as for any other change.
  test('an approved invoice publishes booking.updated, a cancelling one booking.cancelled, with every field', async () => {
    const db = createDb<Database>({ url: stack.database.url, schema: 'bookings', max: 2 });
    try {
      const series = await addBooking(m, {
        ...singleBody(venue.main, '2027-10-04', '00:00', '00:00', { title: 'Invoiced series' }),
        recurring: '1',
        date_to: '2027-10-24',
        recurrence_type: 'week',
        weekly_recurrence: [{ day: 'mon', from: '09:00', to: '10:00' }, { day: 'fri', from: '14:00', to: '15:00' }],
      });
      const apply = (subject: string, extra: Partial<DocumentEvent> = {}) =>
        applyDocumentEvent(db, stack.bookings.relay, documentEvent(subject, m.managerId, [series], extra), createLogger('test', 'silent'));
      const instances = await storedInstances(series);
      assert.equal(instances.length, 6);
      assert.equal(await apply(INVOICE_APPROVED), true);
      // Another approval finds it complete: nothing changes, no event (the versions below count on it).
      assert.equal(await apply(INVOICE_APPROVED), true);
      assert.equal(await apply(INVOICE_CANCELLED, { cancel_bookings: true }), true);
      const events = await eventsOf(series, 3);
      const expected = (status: string, version: number) => ({
        schema_version: 1,
        booking_id: series,
        manager_id: m.managerId,
        customer_id: null,
        main_resource_id: venue.main,
        status,
        title: 'Invoiced series',
        instances,
        items: [],
        version,
        time_zone: 'Europe/Berlin',
        cause: 'billing',
      });
      assert.deepEqual(
        events.slice(1).map((e) => [e.subject, e.data]),
        [
          [UPDATED, expected('complete', 2)],
          [CANCELLED, expected('cancel', 3)],
        ],
      );
    } finally {
      await db.destroy();
    }
  });
});

describe('a document event delivered again', () => {
  // An event without seq (published by a relay before it sent one) is claimed in the inbox with its
  // effect: processed before, it must change nothing, even when the booking could take the status again.
  test('is not applied again, whatever the status is by then', async () => {
    const db = createDb<Database>({ url: stack.database.url, schema: 'bookings', max: 2 });
    try {
      const id = await addBooking(m, singleBody(venue.main, '2027-11-10', '09:00', '10:00', { title: 'Delivered twice' }));
      const approval = documentEvent(INVOICE_APPROVED, m.managerId, [id]);
      const apply = (event: typeof approval) => applyDocumentEvent(db, stack.bookings.relay, event, createLogger('test', 'silent'));
      assert.equal(await apply(approval), true);
      // Its invoice cancelled, the booking is live again: the old approval would take it to complete.
      assert.equal(await apply(documentEvent(INVOICE_CANCELLED, m.managerId, [id])), true);
      assert.equal(await apply(approval), false);
      const events = await eventsOf(id, 3);
      assert.deepEqual(events.map((e) => e.data.status), ['live', 'complete', 'live']);
      const { rows } = await sql.query(`select status from bookings.booking where id = $1`, [id]);
      assert.equal(rows[0].status, 'live');
      const inbox = await sql.query(`select count(*)::int as n from bookings.inbox where message_id = $1`, [approval.id]);
      assert.equal(inbox.rows[0].n, 1);
    } finally {
      await db.destroy();
    }
  });
});

describe("a document's status change waits for a manager's change of the booking", () => {
  // The one-statement path (a one-booking document between blocking statuses) waits for the row
  // lock of a change in progress; its event must then carry the instances that change committed.
  test('the event names the instances as committed by the change it waited for', async () => {
    const db = createDb<Database>({ url: stack.database.url, schema: 'bookings', max: 2 });
    const manager = await sql.connect();
    try {
      const id = await addBooking(m, singleBody(venue.main, '2027-11-03', '09:00', '10:00', { title: 'Waited for' }));
      await eventsOf(id, 1);
      // The manager's change, held open: the booking row locked, its instance moved.
      await manager.query('begin');
      await manager.query(`update bookings.booking set title = 'Moved' where id = $1`, [id]);
      await manager.query(
        `update bookings.booking_instance set starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour' where booking_id = $1`,
        [id],
      );
      const applied = applyDocumentEvent(
        db,
        stack.bookings.relay,
        documentEvent(INVOICE_APPROVED, m.managerId, [id], { number: 'RE-9' }),
        createLogger('test', 'silent'),
      );
      // Committed once the document's statement waits for the row.
      for (let waited = 0; ; waited += 20) {
        const { rows } = await sql.query(
          `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows.length > 0) break;
        if (waited > 5_000) throw new Error('the document never waited for the row lock');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await manager.query('commit');
      assert.equal(await applied, true);
      const events = await eventsOf(id, 2);
      const last = events.at(-1)!;
      assert.equal(last.data.status, 'complete');
      assert.equal(last.data.title, 'Moved');
      assert.deepEqual(last.data.instances, await storedInstances(id));
    } finally {
      await manager.query('rollback').catch(() => undefined);
      manager.release();
      await db.destroy();
    }
  });
});

describe('refused writes publish nothing', () => {
  test('conflicts, bad input and unknown ids', async () => {
    const taken = await addBooking(m, singleBody(venue.main, '2027-09-01', '10:00', '12:00'));
    await eventsOf(taken, 1);
    await assertNothingPublishedBy(async () => {
      expectFailure(await bookingAdd(m, singleBody(venue.main, '2027-09-01', '11:00', '13:00')), 409, CONFLICT);
      expectFailure(
        await bookingAdd(m, {
          ...singleBody(venue.main, '2027-08-25', '00:00', '00:00'),
          recurring: '1',
          date_to: '2027-09-05',
          recurrence_type: 'day',
          daily_recurrence: { from: '11:00', to: '11:30' },
        }),
        409,
        CONFLICT,
      );
      expectFailure(await bookingAdd(m, singleBody(venue.main, '2027-02-30', '10:00', '11:00')), 400);
      expectFailure(await bookingAdd(m, singleBody(999999, '2027-09-02', '10:00', '11:00')), 404);
      expectFailure(await m.get('/api/v2/booking_save', { resource_id: venue.main, date_from: '2027-09-01', date_to: '2027-09-01' }), 409, CONFLICT);
      expectFailure(await m.get('/api/v2/booking_save', { booking_id: 999999, resource_id: venue.main, date_from: '2027-09-01', date_to: '2027-09-01' }), 404);
      expectFailure(
        await m.get('/api/v2/booking_save', { booking_id: taken, resource_id: venue.main, date_from: '2027-09-01', date_to: '2027-09-01', time_from: '12:00', time_to: '11:00' }),
        400,
      );
    });
  });

  test('a refused move or re-activation publishes nothing', async () => {
    const blocker = await addBooking(m, singleBody(venue.main, '2027-10-01', '10:00', '12:00'));
    const other = await addBooking(m, singleBody(venue.main, '2027-10-01', '16:00', '17:00'));
    const mover = await addBooking(m, singleBody(venue.main, '2027-10-01', '14:00', '15:00'));
    expectOk(
      await m.get('/api/v2/booking_save', { booking_id: mover, resource_id: venue.main, date_from: '2027-10-01', date_to: '2027-10-01', time_from: '14:00', time_to: '15:00', booking_status: 'cancel' }),
    );
    await eventsOf(mover, 2);
    await eventsOf(blocker, 1);
    await eventsOf(other, 1);
    await assertNothingPublishedBy(async () => {
      expectFailure(
        await m.get('/api/v2/booking_save', { booking_id: mover, resource_id: venue.main, date_from: '2027-10-01', date_to: '2027-10-01', time_from: '11:00', time_to: '12:00', booking_status: 'live' }),
        409,
        CONFLICT,
      );
      expectFailure(
        await m.get('/api/v2/booking_save', { booking_id: blocker, resource_id: venue.main, date_from: '2027-10-01', date_to: '2027-10-01', time_from: '16:30', time_to: '17:30' }),
        409,
        CONFLICT,
      );
    });
    assert.equal(log.of(mover).length, 2);
    assert.equal(log.of(blocker).length, 1);
  });
});
