// The consumer's batches of document events (invoicing.consumer.ts): the first goes at once, those
// arriving meanwhile together in the next transaction, in the order they came; a failed batch is
// applied again event by event, so that only the failing event fails.
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

test('the first event goes at once; those arriving meanwhile go together next, in their order, at most 32', async () => {
  const calls: string[][] = [];
  let release: () => void = () => undefined;
  const batches = new DocumentBatches(async (events) => {
    calls.push(events.map((e) => e.id));
    if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
  }, logger);
  const first = batches.add(event('a'));
  const rest = Array.from({ length: 40 }, (_, n) => batches.add(event(`e${n}`)));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(calls, [['a']]);
  release();
  await Promise.all([first, ...rest]);
  assert.deepEqual(calls.slice(1), [
    Array.from({ length: 32 }, (_, n) => `e${n}`),
    Array.from({ length: 8 }, (_, n) => `e${n + 32}`),
  ]);
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
  const outcomes = ['x', 'bad', 'y'].map((id) => batches.add(event(id)).then(() => 'ok', (error: Error) => error.message));
  await new Promise((resolve) => setImmediate(resolve));
  release();
  await first;
  assert.deepEqual(await Promise.all(outcomes), ['ok', 'bad event', 'ok']);
  assert.deepEqual(calls, [['first'], ['x', 'bad', 'y'], ['x'], ['bad'], ['y']]);
});
