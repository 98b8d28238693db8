// KeyedLanes: work of different keys side by side up to the limit, work of one key in order.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KeyedLanes } from '../src/bus/keyed-lanes.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `pieces` through lanes, each taking a few ms; records starts, ends and the most at once. */
async function runAll(limit: number, pieces: { key: string; ms: number }[]) {
  const lanes = new KeyedLanes(limit);
  const log: { key: string; index: number; event: 'start' | 'end' }[] = [];
  let running = 0;
  let most = 0;
  for (const [index, piece] of pieces.entries()) {
    await lanes.run(piece.key, async () => {
      running += 1;
      most = Math.max(most, running);
      log.push({ key: piece.key, index, event: 'start' });
      await tick(piece.ms);
      log.push({ key: piece.key, index, event: 'end' });
      running -= 1;
    });
  }
  await lanes.drain();
  return { log, most, running };
}

test('work of one key runs one piece at a time, in the order given', async () => {
  const pieces = [5, 1, 3, 0, 2].map((ms) => ({ key: 'a', ms }));
  const { log, most } = await runAll(4, pieces);
  assert.equal(most, 1);
  assert.deepEqual(
    log.map((entry) => `${entry.event}${entry.index}`),
    ['start0', 'end0', 'start1', 'end1', 'start2', 'end2', 'start3', 'end3', 'start4', 'end4'],
  );
});

test('work of different keys overlaps, never more than the limit at once', async () => {
  const pieces = Array.from({ length: 12 }, (_, i) => ({ key: `k${i % 6}`, ms: 10 }));
  const { log, most } = await runAll(3, pieces);
  assert.equal(most, 3);
  for (const key of ['k0', 'k1', 'k2', 'k3', 'k4', 'k5']) {
    const own = log.filter((entry) => entry.key === key).map((entry) => `${entry.event}${entry.index}`);
    const [first, second] = own.filter((e) => e.startsWith('start')).map((e) => Number(e.slice(5)));
    assert.ok(first! < second!, `${key}: given order`);
    assert.ok(own.indexOf(`end${first}`) < own.indexOf(`start${second}`), `${key}: one at a time`);
  }
});

test('run waits for room; drain waits for every piece', async () => {
  const lanes = new KeyedLanes(1);
  let done = 0;
  let doneWhenSecondStarted = -1;
  await lanes.run('a', async () => {
    await tick(20);
    done += 1;
  });
  const accepted = lanes.run('b', async () => {
    doneWhenSecondStarted = done;
    await tick(20);
    done += 1;
  });
  assert.equal(doneWhenSecondStarted, -1, 'not accepted while the first piece runs');
  await accepted;
  await lanes.drain();
  assert.equal(doneWhenSecondStarted, 1, 'the second piece of another key started after the first finished');
  assert.equal(done, 2);
});

test('a limit below 1 is refused', () => {
  assert.throws(() => new KeyedLanes(0));
});
