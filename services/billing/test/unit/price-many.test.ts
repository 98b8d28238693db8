// priceManyBookingFacts checks each booking before asking a peer: a booking refused by its own
// facts is refused without a call (so a peer that is down cannot turn a 400 into a 503), and one
// refused booking does not refuse the others.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CallContext } from '@venue/platform';
import { priceManyBookingFacts } from '../../src/booking-price/booking-price.service.ts';
import type { Executor } from '../../src/database.ts';
import type { BillingPorts } from '../../src/ports/index.ts';

const context: CallContext = { managerId: 1, timezone: 'Europe/Berlin' };
const unreachable = new Proxy({}, { get: () => () => Promise.reject(new Error('no peer may be asked')) });
const ports = { resources: unreachable, customers: unreachable, cards: unreachable, bookings: unreachable } as unknown as BillingPorts;
const db = unreachable as unknown as Executor;

test('bookings refused by their own facts are refused without asking a peer', async () => {
  const backwards = { mainResourceId: 1, customerId: 7, instances: [{ id: 1, resourceId: 1, startMs: 2_000, endMs: 1_000 }], items: [] };
  const outcomes = await priceManyBookingFacts(db, ports, context, [backwards, backwards]);
  assert.deepEqual(
    outcomes.map((outcome) => ('refusal' in outcome ? [outcome.refusal.kind, outcome.refusal.message] : 'priced')),
    [['invalid', 'every booked instance ends after it starts'], ['invalid', 'every booked instance ends after it starts']],
  );
});
