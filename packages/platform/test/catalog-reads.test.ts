// Calls that miss while the same read is under way share it (catalog-reads.ts, single flight).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalogReads, DomainError } from '../src/index.ts';

/** A read that answers (or fails) only when told to, counting how often it was made. */
function heldRead(answer: string) {
  let made = 0;
  const held: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = () => {
    made += 1;
    return new Promise<string>((resolve, reject) => held.push({ resolve, reject }));
  };
  return {
    load,
    made: () => made,
    answer: (index = 0) => held[index]!.resolve(answer),
    fail: (error: Error, index = 0) => held[index]!.reject(error),
  };
}

const UNDER_WAY = 1_000_000;

test('calls missing together make one read, and all get its answer', async () => {
  const reads = catalogReads(UNDER_WAY);
  const read = heldRead('tree of 7');
  const calls = [1, 2, 3].map(() => reads.readUnder(1, 'v1', 'tree:7', read.load));
  assert.equal(read.made(), 1);
  read.answer();
  assert.deepEqual(await Promise.all(calls), ['tree of 7', 'tree of 7', 'tree of 7']);
  // Kept once settled: a later call reads nothing.
  assert.equal(await reads.readUnder(1, 'v1', 'tree:7', read.load), 'tree of 7');
  assert.equal(read.made(), 1);
});

test('no read is shared across managers, versions or reads', async () => {
  const reads = catalogReads(UNDER_WAY);
  const read = heldRead('answer');
  const calls = [
    reads.readUnder(1, 'v1', 'tree:7', read.load),
    reads.readUnder(2, 'v1', 'tree:7', read.load),
    reads.readUnder(1, 'v2', 'tree:7', read.load),
    reads.readUnder(1, 'v1', 'tree:8', read.load),
    reads.readUnder(1, undefined, 'tree:7', read.load),
    reads.readUnder(1, undefined, 'tree:7', read.load),
  ];
  assert.equal(read.made(), 6);
  for (let index = 0; index < 6; index += 1) read.answer(index);
  await Promise.all(calls);
});

test("the joiners of a failed read read again, once and together; the first caller sees its own failure", async () => {
  const reads = catalogReads(UNDER_WAY);
  const read = heldRead('tree of 7');
  const first = reads.readUnder(1, 'v1', 'tree:7', read.load);
  const joiners = [1, 2, 3].map(() => reads.readUnder(1, 'v1', 'tree:7', read.load));
  read.fail(new DomainError('timeout', 'deadline exceeded'));
  await assert.rejects(first, /deadline exceeded/);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(read.made(), 2);
  read.answer(1);
  assert.deepEqual(await Promise.all(joiners), ['tree of 7', 'tree of 7', 'tree of 7']);
  // The retry's answer is kept like any other.
  assert.equal(await reads.readUnder(1, 'v1', 'tree:7', read.load), 'tree of 7');
  assert.equal(read.made(), 2);
});

test('when the retry fails too, its joiners get that failure: no third read', async () => {
  const reads = catalogReads(UNDER_WAY);
  const read = heldRead('tree of 7');
  const first = reads.readUnder(1, 'v1', 'tree:7', read.load);
  const joiners = [1, 2].map(() => reads.readUnder(1, 'v1', 'tree:7', read.load));
  read.fail(new DomainError('not_found', 'resource 7 not found'));
  await assert.rejects(first, /not found/);
  await new Promise((resolve) => setImmediate(resolve));
  read.fail(new DomainError('not_found', 'resource 7 not found'), 1);
  for (const joiner of joiners) await assert.rejects(joiner, /not found/);
  assert.equal(read.made(), 2);
});

test('a read that throws before it is under way fails its caller and leaves nothing behind', async () => {
  const reads = catalogReads(UNDER_WAY);
  const throwing = (): Promise<string> => {
    throw new Error('no connection');
  };
  await assert.rejects(reads.readUnder(1, 'v1', 'tree:7', throwing), /no connection/);
  assert.equal(await reads.readUnder(1, 'v1', 'tree:7', async () => 'tree of 7'), 'tree of 7');
});

test('a failed read is not kept and leaves no read under way: the next call asks again', async () => {
  const reads = catalogReads(UNDER_WAY);
  const read = heldRead('tree of 7');
  const failed = reads.readUnder(1, 'v1', 'tree:7', read.load);
  read.fail(new DomainError('not_found', 'resource 7 not found'));
  await assert.rejects(failed, /not found/);
  const next = reads.readUnder(1, 'v1', 'tree:7', read.load);
  assert.equal(read.made(), 2);
  read.answer(1);
  assert.equal(await next, 'tree of 7');
});
