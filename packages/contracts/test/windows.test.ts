// The packed free windows of an availability answer (bookings.proto): what bookings packs, the
// gateway reads back, wherever the bytes sit in the message buffer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { packWindows, unpackWindows } from '../src/windows.ts';

test('windows come back as they were packed, also from an unaligned place in a larger buffer', () => {
  const windows = [0, 0, 1440, 30, 480, 1020, 199_999, 1, 2];
  const packed = packWindows(windows);
  assert.equal(packed.length, windows.length * 4);
  assert.deepEqual([...unpackWindows(packed)], windows);
  const message = Buffer.concat([Buffer.from([7, 7, 7]), packed]);
  assert.deepEqual([...unpackWindows(message.subarray(3))], windows);
  assert.deepEqual([...unpackWindows(packWindows([]))], []);
});

test('a length that is not whole values is refused', () => {
  assert.throws(() => unpackWindows(Buffer.alloc(5)), /not a list of uint32 values/);
});
