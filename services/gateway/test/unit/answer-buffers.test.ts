// Buffers of large answers are reused only once the response that used one has closed.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { test } from 'node:test';
import type { FastifyReply } from 'fastify';
import { answerBuffer } from '../../src/bookings/answer-buffers.ts';

const fakeReply = () => ({ raw: new EventEmitter() }) as unknown as FastifyReply & { raw: EventEmitter };

test('a large answer reuses a buffer only after its reply closed; two replies in flight never share one', () => {
  const first = fakeReply();
  const a = answerBuffer(first, 3_000_000);
  assert.ok(a.length >= 3_000_000);
  const second = fakeReply();
  const b = answerBuffer(second, 3_000_000);
  assert.notEqual(a.buffer, b.buffer);
  first.raw.emit('close');
  const third = fakeReply();
  assert.equal(answerBuffer(third, 2_900_000), a);
  second.raw.emit('close');
  third.raw.emit('close');
});

test('a small answer takes an ordinary buffer of its size', () => {
  assert.equal(answerBuffer(fakeReply(), 1000).length, 1000);
});
