// Booking events written in batches (facts-batches.ts) against billing's real schema: events that
// wait beside a statement go as one, each claimed and stored on its own terms (version, gate); a
// batch that fails leaves nothing and its events are written one by one; two batches over the same
// bookings do not deadlock.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createDb, metricsRegistry, type Logger, type OutboxRelay } from '@venue/platform';
import type { BookingEvent } from '@venue/contracts/events';
import { applyBookingEvent, BOOKINGS_CONSUMER } from '../../src/booking-fact/booking-fact.consumer.ts';
import type { BatchedFacts } from '../../src/booking-fact/booking-fact.repository.ts';
import { FactsBatches, type FactsWritten } from '../../src/booking-fact/facts-batches.ts';
import { SCHEMA, type Db } from '../../src/database.ts';
import { waitingForLocks } from '@venue/testing';
import { startBillingUnderTest, type BillingUnderTest } from '../helpers/billing.ts';

const MANAGER = 601;
const AUTOMATED = 602;

let svc: BillingUnderTest;
let db: Db;
let nextBookingId = 5000;
const warnings: string[] = [];
const logger = { warn: (_fields: unknown, message: string) => warnings.push(message) } as unknown as Logger;
const relay: OutboxRelay = { kick() {}, flush: async () => 0, stop: async () => {} };

function event(bookingId: number, overrides: Partial<BatchedFacts['facts']> = {}, gated = true): BatchedFacts {
  return {
    messageId: randomUUID(),
    gated,
    facts: {
      booking_id: bookingId,
      manager_id: MANAGER,
      version: 1,
      time_zone: 'Europe/Berlin',
      customer_id: 500,
      main_resource_id: 1,
      status: 'live',
      title: `Booking ${bookingId}`,
      instances: [{ id: bookingId * 10, resource_id: 1, from: '2026-03-02T09:00:00.000Z', to: '2026-03-02T11:00:00.000Z' }],
      items: [{ kind: 'service', resource_id: 1, item_id: 7, quantity: 2 }],
      ...overrides,
    },
  };
}

const newBooking = () => (nextBookingId += 1);

const factsOf = (bookingId: number) =>
  db.selectFrom('booking_fact').select(['version', 'title', 'status', 'customer_id', 'instances', 'items']).where('booking_id', '=', bookingId).executeTakeFirst();

const claimed = async (messageId: string) =>
  (await db.selectFrom('inbox').select('message_id').where('consumer', '=', BOOKINGS_CONSUMER).where('message_id', '=', messageId).executeTakeFirst()) !== undefined;

/** The statements the histogram counted since `before`, and the events in them. */
async function statementsSince(before: { count: number; sum: number }) {
  const now = await histogramTotals();
  return { statements: now.count - before.count, events: now.sum - before.sum };
}

async function histogramTotals() {
  const metric = metricsRegistry.getSingleMetric('billing_booking_facts_per_statement');
  const values = metric ? (await metric.get()).values : [];
  const value = (suffix: string) => values.find((v) => (v as { metricName?: string }).metricName === `billing_booking_facts_per_statement_${suffix}`)?.value ?? 0;
  return { count: value('count'), sum: value('sum') };
}

/**
 * Writes `first` and then `rest` while first's statement is at Postgres, so that `rest` goes as
 * one batch; answers every outcome (a failure as the error).
 */
async function writeBehindOne(batches: FactsBatches, first: BatchedFacts, rest: BatchedFacts[]): Promise<(FactsWritten | Error)[]> {
  const all = [first, ...rest].map((e) => batches.write(e).catch((error: Error) => error));
  return Promise.all(all);
}

before(async () => {
  svc = await startBillingUnderTest();
  db = createDb({ url: svc.database.url, schema: SCHEMA, max: 4 });
  await db.insertInto('invoice_automation').values({ manager_id: AUTOMATED, mode: 'on_booking' }).execute();
});
after(async () => {
  await db?.destroy();
  await svc?.stop();
});

describe('booking facts in batches', () => {
  test('events waiting beside a statement go as one: each claimed, stored when newer, as sent', async () => {
    const batches = new FactsBatches(db, BOOKINGS_CONSUMER, logger);
    const held = newBooking();
    assert.deepEqual(await batches.write(event(held, { version: 5, title: 'Held' })), { claimed: true, stored: true });
    const [a, b, c] = [newBooking(), newBooking(), newBooking()];
    const older = event(held, { version: 3, title: 'Older' });
    const own = event(c, { customer_id: null, status: 'complete', title: "O'Brien \\ \"quoted\" ünïcode" }, false);
    const before = await histogramTotals();
    const outcomes = await writeBehindOne(batches, event(a), [older, event(b, { version: 2 }), own]);
    assert.deepEqual(outcomes, [
      { claimed: true, stored: true },
      { claimed: true, stored: false },
      { claimed: true, stored: true },
      { claimed: true, stored: true },
    ]);
    // The first alone, the three that waited in one statement.
    assert.deepEqual(await statementsSince(before), { statements: 2, events: 4 });
    assert.equal((await factsOf(held))?.title, 'Held');
    assert.equal((await factsOf(b))?.version, 2);
    assert.deepEqual(await factsOf(c), {
      version: 1,
      title: own.facts.title,
      status: 'complete',
      customer_id: null,
      instances: own.facts.instances,
      items: own.facts.items,
    });
    assert.ok(await claimed(older.messageId), 'an older event is claimed all the same');
    assert.deepEqual(warnings, []);
  });

  test("a gated event of a manager with automation on is neither claimed nor stored; the consumer's transaction then applies it", async () => {
    const batches = new FactsBatches(db, BOOKINGS_CONSUMER, logger);
    const [plain, automated, own] = [newBooking(), newBooking(), newBooking()];
    const onBooking = event(automated, { manager_id: AUTOMATED, customer_id: null });
    // Billing's own change is never gated: stored for a manager with automation on too.
    const ownChange = event(own, { manager_id: AUTOMATED, status: 'complete' }, false);
    const outcomes = await writeBehindOne(batches, event(newBooking()), [event(plain), onBooking, ownChange]);
    assert.deepEqual(outcomes.slice(1), [{ claimed: true, stored: true }, { claimed: false }, { claimed: true, stored: true }]);
    assert.equal(await claimed(onBooking.messageId), false);
    assert.equal(await factsOf(automated), undefined);
    assert.equal((await factsOf(own))?.status, 'complete');
    // Through the consumer: the gate sends it to the transaction, which stores it (no customer: no invoice).
    const data = { ...onBooking.facts, cause: 'manager' } as BookingEvent;
    const envelope = { id: onBooking.messageId, subject: 'venue.bookings.booking.created', occurred_at: new Date().toISOString(), data };
    const applied = await applyBookingEvent({ db, ports: svc.peers, relay, factsBatches: batches }, envelope, logger);
    assert.deepEqual([applied.fresh, applied.stored, applied.invoiced], [true, true, false]);
    assert.equal((await factsOf(automated))?.version, 1);
  });

  test("an event naming a booking held for another manager stores nothing, batched, alone or through the consumer's transaction", async () => {
    const batches = new FactsBatches(db, BOOKINGS_CONSUMER, logger);
    const held = newBooking();
    await batches.write(event(held, { title: 'Held' }));
    const foreign = (version: number, managerId = MANAGER + 100) => event(held, { manager_id: managerId, version, title: 'Foreign' });
    // Two events behind the first: they go as one batch statement.
    const beside = event(newBooking());
    const [, batched, besideOutcome] = await writeBehindOne(batches, event(newBooking()), [foreign(2), beside]);
    assert.deepEqual([batched, besideOutcome], [{ claimed: true, stored: false }, { claimed: true, stored: true }]);
    assert.deepEqual(await batches.write(foreign(3)), { claimed: true, stored: false });
    // A manager with automation on: the gate sends the event to the transaction, which holds no row of its own.
    const automated = foreign(4, AUTOMATED);
    const envelope = { id: automated.messageId, subject: 'venue.bookings.booking.updated', occurred_at: new Date().toISOString(), data: { ...automated.facts, cause: 'manager' } as BookingEvent };
    const applied = await applyBookingEvent({ db, ports: svc.peers, relay, factsBatches: batches }, envelope, logger);
    assert.deepEqual([applied.fresh, applied.stored, applied.invoiced], [true, false, false]);
    assert.deepEqual(await db.selectFrom('booking_fact').select(['manager_id', 'version', 'title']).where('booking_id', '=', held).execute(), [
      { manager_id: MANAGER, version: 1, title: 'Held' },
    ]);
  });

  test('a message processed before fails its batch, whose events are then written one by one: it alone is not applied again', async () => {
    const batches = new FactsBatches(db, BOOKINGS_CONSUMER, logger);
    const seen = event(newBooking(), { title: 'Seen' });
    await batches.write(seen);
    const [before, after] = [newBooking(), newBooking()];
    const replay = { ...seen, facts: { ...seen.facts, version: 9, title: 'Replayed' } };
    const totals = await histogramTotals();
    const outcomes = await writeBehindOne(batches, event(newBooking()), [event(before), replay, event(after)]);
    assert.deepEqual(outcomes.slice(1), [{ claimed: true, stored: true }, undefined, { claimed: true, stored: true }]);
    // The first alone, the failed batch's three alone each.
    assert.deepEqual(await statementsSince(totals), { statements: 4, events: 4 });
    assert.deepEqual([(await factsOf(seen.facts.booking_id))?.title, (await factsOf(before))?.version, (await factsOf(after))?.version], ['Seen', 1, 1]);
    assert.deepEqual(warnings, [], 'a redelivery is expected, not worth a warning');
  });

  test("an event Postgres refuses fails alone, not its batch's others; one booking twice in a batch applies in order", async () => {
    const batches = new FactsBatches(db, BOOKINGS_CONSUMER, logger);
    const [good, bad, twice] = [newBooking(), newBooking(), newBooking()];
    const outcomes = await writeBehindOne(batches, event(newBooking()), [
      event(good),
      event(bad, { title: 'NUL \u0000 inside' }),
      event(twice, { version: 1, title: 'First' }),
      event(twice, { version: 2, title: 'Second' }),
    ]);
    assert.deepEqual(outcomes[1], { claimed: true, stored: true });
    assert.ok(outcomes[2] instanceof Error, 'the NUL is refused');
    assert.deepEqual(outcomes.slice(3), [{ claimed: true, stored: true }, { claimed: true, stored: true }]);
    assert.equal((await factsOf(good))?.version, 1);
    assert.equal(await factsOf(bad), undefined);
    assert.equal((await factsOf(twice))?.title, 'Second');
    assert.equal(warnings.length, 1, 'a batch failing for another reason than a redelivery is logged');
    warnings.length = 0;
  });

  test('two batchers (two replicas) writing the same bookings in opposite orders finish without a deadlock', async () => {
    const ids = Array.from({ length: 20 }, newBooking);
    const first = new FactsBatches(db, BOOKINGS_CONSUMER, logger);
    await writeBehindOne(first, event(ids[0]!), ids.slice(1).map((id) => event(id)));
    for (let round = 1; round <= 3; round += 1) {
      const [one, two] = [new FactsBatches(db, BOOKINGS_CONSUMER, logger), new FactsBatches(db, BOOKINGS_CONSUMER, logger)];
      const forward = ids.map((id) => event(id, { version: round * 2 }));
      const backward = ids.toReversed().map((id) => event(id, { version: round * 2 + 1 }));
      let writing: Promise<(FactsWritten | Error)[][]> | undefined;
      // A booking in the middle held meanwhile: both batches lock up to it from their ends, then
      // wait, and would each want the other's rows next if they locked in the order given.
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('booking_fact').select('version').where('booking_id', '=', ids[10]!).forUpdate().execute();
        writing = Promise.all([writeBehindOne(one, forward[0]!, forward.slice(1)), writeBehindOne(two, backward[0]!, backward.slice(1))]);
        await waitingForLocks(svc.database, 2);
      });
      const outcomes = await writing!;
      assert.ok(outcomes.flat().every((outcome) => outcome !== undefined && !(outcome instanceof Error) && outcome.claimed));
    }
    const versions = await db.selectFrom('booking_fact').select('version').where('booking_id', 'in', ids).execute();
    assert.deepEqual(versions.map((row) => row.version), ids.map(() => 7));
    assert.deepEqual(warnings, [], 'no batch failed (a deadlock would have)');
  });
});
