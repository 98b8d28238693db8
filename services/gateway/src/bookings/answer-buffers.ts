// Buffers for large answers (availability: ~4 MB each), reused once their response is done. A
// fresh Buffer of that size is memory outside V8's heap, and V8 answers a few of those with a
// full mark-compact of the heap: about one every eight searches, 10–25 ms each, and over half of
// the gateway's CPU per search went to the garbage collector. A handful kept here bound the
// memory (MAX_KEPT × the largest answer) and leave V8 nothing to collect.
import type { FastifyReply } from 'fastify';

const MAX_KEPT = 4;
/** Smaller answers take ordinary buffers: they cost V8 little, and would waste a kept one. */
const KEPT_FROM = 256 * 1024;
/** Sizes are rounded up so that answers of similar size can share a buffer. */
const GRANULE = 256 * 1024;

const kept: Buffer[] = [];

/** A buffer of at least `size` bytes for the answer of this reply, kept again when the reply is done. */
export function answerBuffer(reply: FastifyReply, size: number): Buffer {
  if (size < KEPT_FROM) return Buffer.allocUnsafe(size);
  let best = -1;
  for (let i = 0; i < kept.length; i += 1) {
    if (kept[i]!.length >= size && (best < 0 || kept[i]!.length < kept[best]!.length)) best = i;
  }
  const buffer = best >= 0 ? kept.splice(best, 1)[0]! : Buffer.allocUnsafeSlow(Math.ceil(size / GRANULE) * GRANULE);
  // 'close' comes once the response was written to the socket, or once the connection is gone:
  // either way nothing reads the buffer any more.
  reply.raw.once('close', () => {
    if (kept.length < MAX_KEPT) kept.push(buffer);
  });
  return buffer;
}
