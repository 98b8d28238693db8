// memoryBudget: large reads reserve what they hold, wait their turn in the order they came (for at
// most maxWaitMs, and half of their caller's time left), and are refused as unavailable when the
// room does not come; whatever a read reserved is given back however it ends; small reads reserve
// nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUSY_MESSAGE, DomainError, memoryBudget, metricsRegistry, type Admit } from '@venue/platform';

const NO_DEADLINE = {};

/** A read that reserves `bytes` and then holds them until `finish` is called. */
function heldRead(budget: ReturnType<typeof memoryBudget>, bytes: number, context: { deadline?: number } = NO_DEADLINE) {
  let finish!: () => void;
  let admitted = false;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const done = budget.run(context, async (admit: Admit) => {
    await admit(bytes);
    admitted = true;
    await finished;
  });
  return {
    done,
    finish,
    get admitted() {
      return admitted;
    },
  };
}

/** Bytes reserved now, as the heavy_read_bytes_reserved gauge shows them (one budget at a time here). */
async function reserved(): Promise<number> {
  return (await metricsRegistry.getSingleMetric('heavy_read_bytes_reserved')!.get()).values[0]?.value ?? 0;
}

const refusal = (error: unknown) => error instanceof DomainError && error.kind === 'unavailable' && error.message === BUSY_MESSAGE;
const turn = () => new Promise((resolve) => setImmediate(resolve));

test('reads that fit run at once; the next waits, and the waiting are let in first come, first served', async () => {
  const budget = memoryBudget({ bytes: 100, smallBytes: 1, maxWaitMs: 5000 });
  const a = heldRead(budget, 60);
  await turn();
  assert.ok(a.admitted);
  const b = heldRead(budget, 60);
  const c = heldRead(budget, 10);
  await turn();
  // C would fit beside A, but waits behind B: a large read is not overtaken for ever by small ones.
  assert.deepEqual([b.admitted, c.admitted, await reserved()], [false, false, 60]);
  a.finish();
  await a.done;
  await turn();
  assert.deepEqual([b.admitted, c.admitted, await reserved()], [true, true, 70]);
  b.finish();
  c.finish();
  await Promise.all([b.done, c.done]);
  assert.equal(await reserved(), 0);
});

test('a read that gets no room within maxWaitMs is refused as unavailable, and leaves the queue', async () => {
  const budget = memoryBudget({ bytes: 100, smallBytes: 1, maxWaitMs: 30 });
  const a = heldRead(budget, 100);
  const started = Date.now();
  const b = heldRead(budget, 1);
  await assert.rejects(b.done, refusal);
  assert.ok(Date.now() - started >= 25, `refused after ${Date.now() - started} ms`);
  assert.equal(b.admitted, false);
  assert.equal(await reserved(), 100);
  a.finish();
  await a.done;
  // Left the queue: nothing was granted to it, and the next read gets in at once.
  assert.equal(await reserved(), 0);
  const next = heldRead(budget, 100);
  await turn();
  assert.ok(next.admitted);
  next.finish();
  await next.done;
});

test("the wait is at most half of the caller's time left", async () => {
  const budget = memoryBudget({ bytes: 100, smallBytes: 1, maxWaitMs: 5000 });
  const a = heldRead(budget, 100);
  const started = Date.now();
  await assert.rejects(heldRead(budget, 50, { deadline: Date.now() + 100 }).done, refusal);
  const waited = Date.now() - started;
  assert.ok(waited < 1000, `waited ${waited} ms`);
  a.finish();
  await a.done;
});

test('a refused read at the head of the queue lets the reads behind it in when they fit', async () => {
  const budget = memoryBudget({ bytes: 100, smallBytes: 1, maxWaitMs: 5000 });
  const a = heldRead(budget, 50);
  const b = heldRead(budget, 80, { deadline: Date.now() + 40 });
  const c = heldRead(budget, 30);
  await turn();
  assert.equal(c.admitted, false);
  await assert.rejects(b.done, refusal);
  await turn();
  assert.ok(c.admitted, 'let in once the read ahead of it gave up, A still running');
  a.finish();
  c.finish();
  await Promise.all([a.done, c.done]);
  assert.equal(await reserved(), 0);
});

test('what a read reserved is given back when it fails', async () => {
  const budget = memoryBudget({ bytes: 100, smallBytes: 1, maxWaitMs: 0 });
  await assert.rejects(
    budget.run(NO_DEADLINE, async (admit) => {
      await admit(100);
      assert.equal(await reserved(), 100);
      throw new Error('the read failed');
    }),
    /the read failed/,
  );
  assert.equal(await reserved(), 0);
  // No wait at all (maxWaitMs 0): room is there, so the next is let in at once.
  assert.equal(await budget.run(NO_DEADLINE, async (admit) => (await admit(100), 'read')), 'read');
});

test('a read estimated above the whole budget runs alone, reserving all of it', async () => {
  const budget = memoryBudget({ bytes: 100, smallBytes: 1, maxWaitMs: 20 });
  const a = heldRead(budget, 1000);
  await turn();
  assert.deepEqual([a.admitted, await reserved()], [true, 100]);
  await assert.rejects(heldRead(budget, 1).done, refusal);
  a.finish();
  await a.done;
});

test('small reads reserve nothing and never wait, even with the budget taken', async () => {
  const budget = memoryBudget({ bytes: 100, smallBytes: 10, maxWaitMs: 1000 });
  const a = heldRead(budget, 100);
  const started = Date.now();
  assert.equal(await budget.run(NO_DEADLINE, async (admit) => (await admit(9), 'small')), 'small');
  assert.ok(Date.now() - started < 100);
  assert.equal(await reserved(), 100);
  a.finish();
  await a.done;
});

test('a read whose caller went away while it waited is not done, and gives its room back', async () => {
  const budget = memoryBudget({ bytes: 100, smallBytes: 1, maxWaitMs: 5000 });
  const a = heldRead(budget, 100);
  const context = { deadline: Date.now() + 10_000 };
  const b = heldRead(budget, 50, context);
  await turn();
  // What the gRPC server does when the caller cancels (grpc-server.ts).
  context.deadline = Date.now();
  a.finish();
  await assert.rejects(b.done, (error: unknown) => error instanceof DomainError && error.kind === 'timeout');
  assert.equal(b.admitted, false);
  assert.equal(await reserved(), 0);
});
