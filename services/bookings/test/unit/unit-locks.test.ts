// The unit locks a booking takes: in ascending order (racing writers queue instead of
// deadlocking), each unit once, and only ids that fit the lock key (they travel as an int4 array).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unitLockOrder } from '../../src/booking/occupancy.repository.ts';

test('one lock per unit, in ascending id order, each unit once', () => {
  assert.deepEqual(unitLockOrder([30, 7, 30, 12]), [7, 12, 30]);
});

test('anything but an id that fits the lock key is refused', () => {
  for (const id of [1.5, -1, 2 ** 31, Number.NaN, Number.POSITIVE_INFINITY, '1; drop table booking' as unknown as number]) {
    assert.throws(() => unitLockOrder([1, id]), /cannot be locked/, String(id));
  }
});
