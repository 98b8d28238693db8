import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AutomationHints } from '../../src/booking-fact/automation-hints.ts';

test('automation hints: a manager is guessed on once seen on, off once seen off or forgotten', () => {
  const hints = new AutomationHints(2);
  assert.equal(hints.likelyOn(1), false);
  hints.saw(1, true);
  hints.saw(2, true);
  assert.deepEqual([hints.likelyOn(1), hints.likelyOn(2)], [true, true]);
  hints.saw(1, true); // seen again: now the newest
  hints.saw(3, true); // over the limit: the oldest (2) is forgotten
  assert.deepEqual([hints.likelyOn(1), hints.likelyOn(2), hints.likelyOn(3)], [true, false, true]);
  hints.saw(3, false);
  assert.equal(hints.likelyOn(3), false);
});
