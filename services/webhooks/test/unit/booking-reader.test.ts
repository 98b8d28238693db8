// The booking reader (fan-out/booking-reader.ts) asks bookings for the bookings of events handled
// side by side in as few GetBookings calls as it may: one call at a time per manager, zone and
// catalog version, the waiting ones together, at most 8 a call. Bookings itself is a stand-in here
// that notes each call and answers when told to; the delivery tests run the real one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { bookings } from '@venue/contracts';
import type { CallContext } from '@venue/platform';
import { bookingReader } from '../../src/fan-out/booking-reader.ts';

interface Call {
  ids: number[];
  context: CallContext;
  answer(known: number[]): void;
  fail(error: Error): void;
}

function standIn() {
  const calls: Call[] = [];
  const bookingsClient = {
    GetBookings: (request: { ids: number[] }, context: CallContext) =>
      new Promise<{ bookings: bookings.Booking__Output[] }>((resolve, reject) => {
        calls.push({
          ids: request.ids,
          context,
          answer: (known) => resolve({ bookings: request.ids.filter((id) => known.includes(id)).map((id) => ({ id }) as bookings.Booking__Output) }),
          fail: reject,
        });
      }),
  };
  return { calls, reader: bookingReader({ bookings: bookingsClient as never }) };
}

const berlin: CallContext = { managerId: 1, timezone: 'Europe/Berlin', catalogVersion: '1.10' };
const settle = () => new Promise((resolve) => setImmediate(resolve));

test('the first read goes at once; those arriving meanwhile go together in the next call, at most 8 a call', async () => {
  const { calls, reader } = standIn();
  const first = reader.get(berlin, 1);
  const waiting = Array.from({ length: 10 }, (_, index) => reader.get(berlin, 100 + index));
  assert.deepEqual(calls.map((call) => call.ids), [[1]]);
  calls[0]!.answer([1]);
  assert.equal((await first)?.id, 1);
  await settle();
  assert.deepEqual(calls.map((call) => call.ids), [[1], [100, 101, 102, 103, 104, 105, 106, 107]]);
  calls[1]!.answer([100, 101, 102, 103, 104, 105, 106]);
  await settle();
  assert.deepEqual(calls[2]?.ids, [108, 109]);
  calls[2]!.answer([108, 109]);
  const read = await Promise.all(waiting);
  assert.deepEqual(read.map((booking) => booking?.id), [100, 101, 102, 103, 104, 105, 106, undefined, 108, 109], 'an id bookings does not know reads as undefined');
});

test('another manager, zone or catalog version never shares a call', async () => {
  const { calls, reader } = standIn();
  const contexts: CallContext[] = [berlin, { ...berlin, managerId: 2 }, { ...berlin, timezone: 'Europe/Paris' }, { ...berlin, catalogVersion: '1.11' }];
  const read = contexts.map((context, index) => reader.get(context, index + 1));
  assert.deepEqual(calls.map((call) => [call.context, call.ids]), contexts.map((context, index) => [context, [index + 1]]));
  for (const call of calls) call.answer(call.ids);
  assert.deepEqual((await Promise.all(read)).map((booking) => booking?.id), [1, 2, 3, 4]);
});

test('a failed call fails every read it carried, and the next reads go in a new call', async () => {
  const { calls, reader } = standIn();
  const first = reader.get(berlin, 1);
  const second = reader.get(berlin, 2);
  calls[0]!.fail(new Error('bookings is down'));
  await assert.rejects(first, /bookings is down/);
  await settle();
  calls[1]!.fail(new Error('still down'));
  await assert.rejects(second, /still down/);
  const third = reader.get(berlin, 3);
  assert.deepEqual(calls[2]?.ids, [3]);
  calls[2]!.answer([3]);
  assert.equal((await third)?.id, 3);
});
