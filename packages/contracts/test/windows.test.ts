// The packed free windows of an availability answer (bookings.proto): what bookings packs, the
// gateway reads back, wherever the bytes sit in the message buffer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { packWindows, unpackWindows } from '../src/windows.ts';

test('windows come back as they were packed, also from an unaligned place in a larger buffer', () => {
  const windows = [0, 0, 1440, 30, 480, 1020, 365, 1, 2, 65_535, 0, 0];
  const packed = packWindows(windows);
  assert.equal(packed.length, windows.length * 2);
  assert.deepEqual([...unpackWindows(packed)], windows);
  const message = Buffer.concat([Buffer.from([7, 7, 7]), packed]);
  assert.deepEqual([...unpackWindows(message.subarray(3))], windows);
  assert.deepEqual([...unpackWindows(packWindows([]))], []);
});

test('a value that does not fit, and a length that is not whole values, are refused', () => {
  assert.throws(() => packWindows([65_536]), /does not fit a uint16/);
  assert.throws(() => packWindows([-1]), /does not fit a uint16/);
  assert.throws(() => unpackWindows(Buffer.alloc(5)), /not a list of uint16 values/);
});
