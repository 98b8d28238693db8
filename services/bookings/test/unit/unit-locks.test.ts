// The unit locks a booking takes in its transaction's first message: text built from ids only,
// in ascending order (racing writers queue instead of deadlocking), each unit once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unitLocksSql } from '../../src/booking/occupancy.repository.ts';

test('one lock per unit, in ascending id order, each unit once', () => {
  assert.equal(
    unitLocksSql([30, 7, 30, 12]),
    'select pg_advisory_xact_lock(2, 7); select pg_advisory_xact_lock(2, 12); select pg_advisory_xact_lock(2, 30)',
  );
});

test('anything but an id that fits the lock key is refused, never written into the text', () => {
  for (const id of [1.5, -1, 2 ** 31, Number.NaN, Number.POSITIVE_INFINITY, '1; drop table booking' as unknown as number]) {
    assert.throws(() => unitLocksSql([1, id]), /cannot be locked/, String(id));
  }
});
