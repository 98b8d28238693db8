// Invoice automation under faults, through the real stack (gateway, bookings, NATS JetStream,
// billing, Postgres): billing killed (SIGKILL) while it consumes a backlog and started again, a
// NATS server killed and restarted while bookings are made, and a booking event delivered again
// (same message id) and out of order (an older version after a newer one). Each ends the same:
// exactly one approved "auto" invoice per booking, numbers 1…N without gaps, every booking complete.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectBus, type Bus, type EventEnvelope } from '@venue/platform';
import {
  freeAddress,
  NATS_URL,
  openSql,
  startPrivateNats,
  startTestStack,
  type TestStack,
} from '@venue/testing';
import type { BookingEvent } from '@venue/contracts/events';
import { BOOKINGS_CONSUMER } from '../../src/booking-fact/booking-fact.consumer.ts';
import {
  assertInvoicedExactlyOnce,
  autoInvoicingVenue,
  book,
  bookMany,
  completeCount,
  eventually,
  invoicesOf,
} from '../helpers/auto-invoicing.ts';
import { spawnBilling } from '../helpers/billing-process.ts';

let stack: TestStack;
let sql: ReturnType<typeof openSql>;
let bus: Bus;

before(async () => {
  stack = await startTestStack();
  sql = openSql(stack);
  bus = await connectBus({ url: NATS_URL, subjectPrefix: stack.eventPrefix, name: 'invoicing-faults' });
});
after(async () => {
  await bus?.close();
  await sql?.end();
  await stack?.stop();
});

const bookingsConsumer = () => bus.jsm.consumers.info(bus.stream, BOOKINGS_CONSUMER);

/** Every event in a stack's stream, in stream order, with its subject without the prefix. */
async function streamEvents(url: string, prefix: string): Promise<EventEnvelope[]> {
  const reader = await connectBus({ url, subjectPrefix: prefix, name: 'invoicing-faults-reader' });
  try {
    const { state } = await reader.jsm.streams.info(reader.stream);
    const events: EventEnvelope[] = [];
    for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq += 1) {
      const stored = await reader.jsm.streams.getMessage(reader.stream, { seq });
      if (stored)
        events.push({ ...stored.json<EventEnvelope>(), subject: stored.subject.slice(prefix.length) });
    }
    assert.equal(events.length, state.messages);
    return events;
  } finally {
    await reader.close();
  }
}

describe('invoice automation under faults', () => {
  test(
    'billing killed while consuming a backlog, then started again: one invoice per booking, gapless, all complete',
    { timeout: 55_000 },
    async (t) => {
      const v = await autoInvoicingVenue(stack);
      const early = await bookMany(v, 3);
      await eventually('the first bookings complete', async () =>
        (await completeCount(sql, early)) === early.length ? true : undefined,
      );

      // Billing down: the next bookings' events wait in the stream.
      await stack.stopBilling();
      const backlog = await bookMany(v, 12);
      // A billing process of its own pulls the backlog (up to 100 messages at once) and works through
      // it; it is killed as soon as it has invoiced one more booking, in the middle of the backlog.
      const child = spawnBilling({ ...stack.billingEnv, BILLING_ADDR: await freeAddress() });
      try {
        await eventually(
          'the billing process invoicing',
          async () => ((await invoicesOf(sql, v.m.managerId)).length > early.length ? true : undefined),
          30_000,
          10,
        );
      } finally {
        await child.kill();
      }
      const atKill = await bookingsConsumer();
      const invoicedAtKill = (await invoicesOf(sql, v.m.managerId)).length - early.length;
      t.diagnostic(
        `killed after ${invoicedAtKill} of ${backlog.length} backlog invoices; ${atKill.num_ack_pending} messages delivered, unacknowledged`,
      );
      assert.ok(invoicedAtKill < backlog.length, 'killed before the backlog was through');

      // More bookings while no billing runs at all.
      const whileDown = await bookMany(v, 4);
      // The killed process's unacknowledged messages come back after the durable's ack wait (30 s);
      // shortened here so the test need not sit it out. The restarted billing sets it back.
      await bus.jsm.consumers.update(bus.stream, BOOKINGS_CONSUMER, { ack_wait: 1_000_000_000 });
      // That second to pass (a timer of the server's, not a state to poll), before billing sets it back.
      await sleep(1500);
      await stack.startBilling();
      assert.equal(
        (await bookingsConsumer()).config.ack_wait,
        30_000_000_000,
        'the restarted billing restored its ack wait',
      );

      await assertInvoicedExactlyOnce(sql, v, [...early, ...backlog, ...whileDown]);
    },
  );

  test(
    'NATS killed and restarted while bookings are made: the outboxes hold the events; one invoice per booking, gapless, all complete',
    { timeout: 55_000 },
    async (t) => {
      const nats = await startPrivateNats();
      let own: TestStack | undefined;
      let ownSql: ReturnType<typeof openSql> | undefined;
      try {
        own = await startTestStack({ natsUrl: nats.url });
        ownSql = openSql(own);
        const v = await autoInvoicingVenue(own);
        const first = await bookMany(v, 4);
        await eventually('a first invoice', async () =>
          (await invoicesOf(ownSql!, v.m.managerId)).length > 0 ? true : undefined,
        );

        await nats.kill();
        const whileDown = await bookMany(v, 6);
        const { rows } = await ownSql.query<{ n: number }>(
          `select count(*)::int as n from bookings.outbox where payload->>'booking_id' = any($1)`,
          [whileDown.map(String)],
        );
        t.diagnostic(
          `bookings' outbox holds ${rows[0]!.n} events of the ${whileDown.length} bookings made while NATS was down`,
        );
        assert.ok(
          rows[0]!.n >= whileDown.length,
          'every booking made while NATS was down has its event waiting in the outbox',
        );

        const restarted = Date.now();
        await nats.restart();
        await assertInvoicedExactlyOnce(ownSql, v, [...first, ...whileDown], 40_000);
        t.diagnostic(`all invoiced and complete ${Date.now() - restarted} ms after NATS came back`);

        // The outboxes drain, and the stream holds every event exactly once: no event id twice (a
        // publish retried across the restart was dropped as a duplicate), one created event per booking.
        await eventually('the outboxes drained', async () => {
          const { rows: left } = await ownSql!.query<{ n: number }>(
            'select (select count(*) from bookings.outbox) + (select count(*) from billing.outbox) + (select count(*) from customers.outbox) as n',
          );
          return Number(left[0]!.n) === 0 ? true : undefined;
        });
        const events = await streamEvents(nats.url, own.eventPrefix);
        t.diagnostic(`${events.length} events in the stream`);
        const ids = events.map((event) => event.id);
        assert.equal(new Set(ids).size, ids.length, `every event once in the stream (${ids.length} events)`);
        const created = events.filter((event) => event.subject === 'venue.bookings.booking.created');
        assert.deepEqual(
          created.map((event) => (event.data as BookingEvent).booking_id).sort((a, b) => a - b),
          [...first, ...whileDown].sort((a, b) => a - b),
          'one booking.created per booking, none lost, none twice',
        );
      } finally {
        // The stack closes its connections and deletes its stream on a running server.
        await nats.restart();
        await ownSql?.end();
        await own?.stop();
        await nats.stop();
      }
    },
  );

  test(
    'a booking event delivered again (same message id) and an older version after a newer one: no second invoice',
    { timeout: 30_000 },
    async () => {
      const v = await autoInvoicingVenue(stack);
      const id = await book(v);
      await assertInvoicedExactlyOnce(sql, v, [id]);
      // Billing holds the newest version: its own status change (complete) has come back to it.
      const factOf = async () =>
        (
          await sql.query<{ version: number; status: string }>(
            'select version, status from billing.booking_fact where booking_id = $1',
            [id],
          )
        ).rows[0];
      const newest = await eventually('billing sees the booking complete', async () => {
        const fact = await factOf();
        return fact?.status === 'complete' ? fact : undefined;
      });

      const subject = `${stack.eventPrefix}venue.bookings.booking.created`;
      const stored = await bus.jsm.streams.getMessage(bus.stream, { last_by_subj: subject });
      const created = stored!.json<EventEnvelope<BookingEvent>>();
      assert.equal(created.data.booking_id, id);
      assert.ok(created.data.version < newest.version);

      // Within JetStream's duplicate window the same Nats-Msg-Id is dropped by the stream itself…
      assert.equal(
        (await bus.js.publish(subject, JSON.stringify(created), { msgID: created.id })).duplicate,
        true,
      );
      // …after it, the same event is delivered again: the inbox must recognise its id.
      await bus.js.publish(subject, JSON.stringify(created), { msgID: `${created.id}:again` });
      // An older version after the newer ones, as a new event (a new id: the inbox lets it through).
      const olderId = randomUUID();
      const older = await bus.js.publish(subject, JSON.stringify({ ...created, id: olderId }), {
        msgID: olderId,
      });

      await eventually('billing acknowledged both', async () =>
        (await bookingsConsumer()).ack_floor.stream_seq >= older.seq ? true : undefined,
      );
      const { rows: inbox } = await sql.query(
        'select 1 from billing.inbox where consumer = $1 and message_id = $2',
        [BOOKINGS_CONSUMER, olderId],
      );
      assert.equal(inbox.length, 1, 'the older event was processed');
      assert.deepEqual(await factOf(), newest, 'the older version changed nothing');
      await assertInvoicedExactlyOnce(sql, v, [id]);
    },
  );
});
