// AutomationBatches: at most `slots` transactions at once; the events waiting meanwhile go
// together, one manager's per transaction, oldest first; a failed batch is applied event by
// event, and only an event that fails alone fails.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BookingEvent } from '@venue/contracts/events';
import { createLogger, type EventEnvelope } from '@venue/platform';
import { AutomationBatches } from '../../src/booking-fact/automation-batches.ts';
import type { BookingEventResult } from '../../src/booking-fact/booking-fact.consumer.ts';

const logger = createLogger('automation-batches-test', 'silent');

const event = (id: string, managerId: number, timeZone = 'Europe/Berlin') =>
  ({ id, subject: 'venue.bookings.booking.created', occurred_at: '', data: { manager_id: managerId, time_zone: timeZone } }) as unknown as EventEnvelope<BookingEvent>;

const invoiced = (events: readonly EventEnvelope<BookingEvent>[]) =>
  new Map<string, BookingEventResult>(events.map((e) => [e.id, { fresh: true, stored: true, invoiced: true, cancelledInvoices: 0 }]));

/** An applyTogether that records its batches and settles each when released. */
function gated(fail: (ids: string[]) => boolean = () => false) {
  const batches: string[][] = [];
  const releases: (() => void)[] = [];
  const apply = async (events: readonly EventEnvelope<BookingEvent>[]) => {
    const ids = events.map((e) => e.id);
    batches.push(ids);
    await new Promise<void>((resolve) => releases.push(resolve));
    if (fail(ids)) throw new Error(`failed: ${ids.join(',')}`);
    return invoiced(events);
  };
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { apply, batches, releaseAll };
}

test('automation batches: a lone event goes at once; those waiting go together, one manager (and zone) per transaction, oldest first', async () => {
  const { apply, batches, releaseAll } = gated();
  const batcher = new AutomationBatches(apply, 1, logger, 3);
  const results = [
    batcher.apply(event('a', 1)),
    batcher.apply(event('b', 1)),
    batcher.apply(event('c', 2)),
    batcher.apply(event('d', 1)),
    batcher.apply(event('e', 1)),
    batcher.apply(event('f', 1)),
    batcher.apply(event('g', 1, 'Europe/London')),
  ];
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(batches, [['a']]);
  while (batches.length < 5) await releaseAll();
  await releaseAll();
  // At most three a batch; the manager of the oldest waiting event goes next.
  assert.deepEqual(batches, [['a'], ['b', 'd', 'e'], ['c'], ['f'], ['g']]);
  assert.ok((await Promise.all(results)).every((result) => result.invoiced));
});

test('automation batches: two slots run two transactions at once', async () => {
  const { apply, batches, releaseAll } = gated();
  const batcher = new AutomationBatches(apply, 2, logger);
  const results = ['a', 'b', 'c', 'd'].map((id) => batcher.apply(event(id, 1)));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(batches, [['a'], ['b']]);
  await releaseAll();
  await releaseAll();
  assert.deepEqual(batches, [['a'], ['b'], ['c', 'd']]);
  await Promise.all(results);
});

test('automation batches: a failed batch is applied event by event; only the event that fails alone fails', async () => {
  const { apply, batches, releaseAll } = gated((ids) => ids.includes('c'));
  const batcher = new AutomationBatches(apply, 1, logger);
  const results = ['a', 'b', 'c', 'd'].map((id) => batcher.apply(event(id, 1)).then(
    (result) => result.invoiced,
    (error: Error) => error.message,
  ));
  while (batches.length < 5) await releaseAll();
  await releaseAll();
  assert.deepEqual(batches, [['a'], ['b', 'c', 'd'], ['b'], ['c'], ['d']]);
  assert.deepEqual(await Promise.all(results), [true, true, 'failed: c', true]);
  assert.throws(() => new AutomationBatches(apply, 0, logger), /whole number/);
});
