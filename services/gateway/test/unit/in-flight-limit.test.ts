// The in-flight limit under a saturated event loop (plugins/in-flight-limit.ts): it falls while the
// loop is saturated, never below the floor nor above MAX_REQUESTS_IN_FLIGHT, and grows back once
// the loop has time again.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SATURATED_FLOOR, saturationLimit } from '../../src/plugins/in-flight-limit.ts';

test('a saturated loop lowers the limit to what is in flight less a quarter, never below the floor', () => {
  const limit = saturationLimit(500);
  assert.equal(limit.value, 500);
  assert.equal(limit.sample(0.99, 400), 300);
  assert.equal(limit.sample(1, 400), 225, 'from the limit when more are in flight than it allows');
  assert.equal(limit.sample(0.97, 100), 75);
  assert.equal(limit.sample(0.97, 80), SATURATED_FLOOR);
  assert.equal(limit.sample(1, 10), SATURATED_FLOOR, 'saturated by other work: the floor');
});

test('a loop with time to spare raises it by a tenth a sample, back to MAX_REQUESTS_IN_FLIGHT', () => {
  const limit = saturationLimit(500);
  limit.sample(1, 0);
  assert.equal(limit.value, SATURATED_FLOOR);
  assert.equal(limit.sample(0.5, 10), SATURATED_FLOOR + 6);
  let samples = 1;
  while (limit.value < 500) {
    limit.sample(0.94, 0);
    samples += 1;
  }
  assert.equal(limit.value, 500);
  assert.ok(samples < 30, `${samples} samples to recover`);
  assert.equal(limit.sample(0, 0), 500);
});

test('a limit below the floor is never raised by it', () => {
  const limit = saturationLimit(2);
  assert.equal(limit.sample(1, 2), 2);
  assert.equal(limit.sample(0, 0), 2);
});
