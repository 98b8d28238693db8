// The consumer's batches of document events (invoicing.consumer.ts): a first event waits a moment
// for others, those arriving while a batch runs go together in the next transaction at once, in the
// order they came; a failed batch is applied again event by event, so that only the failing event fails.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createLogger } from '@venue/platform';
import { DocumentBatches } from '../../src/invoicing/invoicing.consumer.ts';
import type { DocumentMessage } from '../../src/invoicing/document-application.ts';

const logger = createLogger('test', 'silent');
const event = (id: string): DocumentMessage => ({
  id,
  subject: 'venue.billing.invoice.approved',
  occurred_at: new Date(0).toISOString(),
  data: { schema_version: 1, manager_id: 1, document_id: 1, number: 'RE-1', booking_ids: [1], time_zone: 'UTC' },
});

test('a first event waits a moment for others; those arriving while a batch runs go together next, at once, 32 at most', async () => {
  const calls: string[][] = [];
  let release: () => void = () => undefined;
  const batches = new DocumentBatches(async (events) => {
    calls.push(events.map((e) => e.id));
    if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
  }, logger);
  const first = [batches.add(event('a')), batches.add(event('b'))];
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(calls, [], 'lingering');
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.deepEqual(calls, [['a', 'b']]);
  const rest = Array.from({ length: 40 }, (_, n) => batches.add(event(`e${n}`)));
  release();
  await Promise.all([...first, ...rest]);
  assert.deepEqual(calls.slice(1), [
    Array.from({ length: 32 }, (_, n) => `e${n}`),
    Array.from({ length: 8 }, (_, n) => `e${n + 32}`),
  ]);
});

test('32 waiting go without lingering', async () => {
  const calls: string[][] = [];
  const batches = new DocumentBatches(async (events) => void calls.push(events.map((e) => e.id)), logger);
  const added = Array.from({ length: 32 }, (_, n) => batches.add(event(`e${n}`)));
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(calls.length, 1);
  assert.equal(calls[0]!.length, 32);
  await Promise.all(added);
});

test('a failed batch is applied event by event: only the failing event fails', async () => {
  const calls: string[][] = [];
  let release: () => void = () => undefined;
  const batches = new DocumentBatches(async (events) => {
    calls.push(events.map((e) => e.id));
    if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
    if (events.some((e) => e.id === 'bad')) throw new Error('bad event');
  }, logger);
  const first = batches.add(event('first'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const outcomes = ['x', 'bad', 'y'].map((id) => batches.add(event(id)).then(() => 'ok', (error: Error) => error.message));
  release();
  await first;
  assert.deepEqual(await Promise.all(outcomes), ['ok', 'bad event', 'ok']);
  assert.deepEqual(calls, [['first'], ['x', 'bad', 'y'], ['x'], ['bad'], ['y']]);
});
