// Weekday names as v2 parameters spell them (weekday-names.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WEEKDAY_NAMES, weekdayOfName } from '../../src/weekday-names.ts';

test('short and full English names, any case, blanks around ignored, give the ISO weekday', () => {
  assert.deepEqual(WEEKDAY_NAMES.map(weekdayOfName), [1, 2, 3, 4, 5, 6, 7]);
  assert.equal(weekdayOfName('Monday'), 1);
  assert.equal(weekdayOfName(' SUNDAY '), 7);
  assert.equal(weekdayOfName('Wed'), 3);
  for (const name of ['', 'mo', 'mond', 'montag', 'sundays']) assert.equal(weekdayOfName(name), undefined, name);
});
