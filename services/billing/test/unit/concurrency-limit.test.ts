// concurrencyLimit: at most `limit` tasks at once, the rest in the order they came; a failing task
// gives its slot back.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { concurrencyLimit } from '../../src/booking-fact/concurrency-limit.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('no more than the limit at once; waiting tasks start in the order they came; results and failures pass through', async () => {
  const limited = concurrencyLimit(3);
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const outcomes = await Promise.allSettled(
    [4, 1, 3, 0, 2, 5, 1, 0, 2, 3].map((ms, index) =>
      limited(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await tick(ms);
        running -= 1;
        if (index % 4 === 1) throw new Error(`task ${index} failed`);
        return index * 10;
      }),
    ),
  );
  assert.equal(most, 3);
  assert.deepEqual(started, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  assert.deepEqual(
    outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message)),
    [0, 'task 1 failed', 20, 30, 40, 'task 5 failed', 60, 70, 80, 'task 9 failed'],
  );
  // Every slot came back, failures included: the limit's worth run at once again.
  let again = 0;
  await Promise.all([1, 2, 3].map(() => limited(async () => ((again += 1), await tick(5), assert.equal(again, 3)))));
});

test('a limit below one or not whole is refused', () => {
  for (const limit of [0, -1, 1.5, Number.NaN]) assert.throws(() => concurrencyLimit(limit), /whole number/);
});
