// Exactly-once keyed writes under faults, for the fault tests of each service
// (exactly-once.test.ts): the service runs as a process of its own and is paused
// (SIGSTOP … SIGCONT) at random points of keyed writes, or killed (SIGKILL) and started again,
// while clients retry every failure with the request's Idempotency-Key until it answers 200.
// What must hold: every key ends 200 with an id of its own, and the rows written are exactly
// those ids (rows = keys): never a second row, never a 409 on one's own write.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestContext } from 'node:test';
import type pg from 'pg';
import type { ApiAnswer, ServiceProcess } from '@venue/testing';

export interface KeyedWrite {
  path: string;
  /** The n-th write's body: each one different, so that rows can be told apart. */
  body(n: number): Record<string, unknown>;
  /** The id a successful answer gives. */
  idOf(answer: ApiAnswer): number;
  /** The ids of the rows the writes made (of this manager). */
  storedIds(sql: pg.Pool): Promise<number[]>;
  /** Whether the n-th write's row exists (for unkeyed writes, which answer no id on a 504). */
  stored(sql: pg.Pool, n: number): Promise<boolean>;
}

type Post = (path: string, body: Record<string, unknown>, options?: { headers: Record<string, string> }) => Promise<ApiAnswer>;

/** What a client may retry: the service away, busy or late, the key's first request still running, or no answer (0). */
const retryable = (answer: ApiAnswer) =>
  answer.status === 0 ||
  answer.status === 503 ||
  answer.status === 504 ||
  (answer.status === 409 && /still running/.test(String(answer.body?.data)));

/**
 * `post`, with a connection that ended without an answer (fetch's "fetch failed") as status 0: its
 * outcome is unknown, as a 504's, and a client retries it with its key. Seen once on a machine
 * twice as slow as usual while billing was paused; reported, not hidden.
 */
const answered =
  (post: Post, resets: { count: number }): Post =>
  async (path, body, options) => {
    try {
      return await post(path, body, options);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      resets.count += 1;
      return { status: 0, headers: new Headers(), body: { success: false, data: String(error.cause ?? error) } };
    }
  };

interface Outcome {
  key: string;
  id: number;
  attempts: number;
  replayed: boolean;
}

/** Writes the n-th body with a new key, retrying with that key until it answers 200 (or fails otherwise). */
async function writeUntilDone(post: Post, write: KeyedWrite, n: number, failures: string[]): Promise<Outcome | undefined> {
  const key = randomUUID();
  for (let attempts = 1; attempts <= 200; attempts += 1) {
    const answer = await post(write.path, write.body(n), { headers: { 'Idempotency-Key': key } });
    if (answer.status === 200) return { key, id: write.idOf(answer), attempts, replayed: answer.headers.get('idempotent-replayed') === 'true' };
    if (!retryable(answer)) {
      failures.push(`write ${n} (attempt ${attempts}): ${answer.status} ${JSON.stringify(answer.body?.data)}`);
      return undefined;
    }
    await sleep(10);
  }
  failures.push(`write ${n}: no 200 after 200 attempts`);
  return undefined;
}

/** A manager's client and the write it makes (bound to that manager's rows). */
export interface Writer {
  post: Post;
  write: KeyedWrite;
}

/**
 * `writers` clients of one manager write with keys while `disturb` runs (pausing or killing the
 * process); each finishes the write it has begun once `disturb` is done. A client of another
 * manager writes without keys meanwhile, to count how often a 504 hid a write. Asserts rows =
 * keys for the keyed manager and reports the figures.
 */
export async function keyedWritesSurvive(
  t: TestContext,
  options: { sql: pg.Pool; keyed: Writer; unkeyed: Writer; writers: number; disturb: () => Promise<void> },
): Promise<{ keys: number; replayed: number; unkeyedTimedOut: number; unkeyedWritten: number }> {
  const { sql, keyed, unkeyed } = options;
  const failures: string[] = [];
  const outcomes: Outcome[] = [];
  let next = 0;
  let done = false;
  // Connections that ended without an answer: reported, outcome unknown as a 504's.
  const resets = { count: 0 };
  const keyedClient = async () => {
    while (!done) {
      const outcome = await writeUntilDone(answered(keyed.post, resets), keyed.write, next++, failures);
      if (outcome) outcomes.push(outcome);
    }
  };
  const timedOut: number[] = [];
  const unkeyedClient = async () => {
    for (let n = 0; !done; n += 1) {
      const answer = await answered(unkeyed.post, resets)(unkeyed.write.path, unkeyed.write.body(n));
      if (answer.status === 504 || answer.status === 0) timedOut.push(n);
      else if (answer.status !== 200 && !retryable(answer))
        failures.push(`unkeyed write ${n}: ${answer.status} ${JSON.stringify(answer.body?.data)}`);
    }
  };
  const clients = [...Array.from({ length: options.writers }, keyedClient), unkeyedClient()];
  await options.disturb();
  done = true;
  await Promise.all(clients);

  assert.deepEqual(failures, [], 'every keyed write ends 200, without a 409 on its own write');
  const ids = outcomes.map((o) => o.id).sort((a, b) => a - b);
  assert.equal(new Set(ids).size, ids.length, 'every key has an id of its own');
  const stored = (await keyed.write.storedIds(sql)).sort((a, b) => a - b);
  assert.deepEqual(stored, ids, `rows (${stored.length}) = keys (${ids.length}): the rows are exactly the ids answered`);
  const unkeyedWritten = (await Promise.all(timedOut.map((n) => unkeyed.write.stored(sql, n)))).filter(Boolean).length;
  const replayed = outcomes.filter((o) => o.replayed).length;
  const retried = outcomes.filter((o) => o.attempts > 1).length;
  t.diagnostic(
    `${outcomes.length} keys, ${retried} retried after a failure, ${replayed} answered from the service's record (replayed); ` +
      `unkeyed: ${timedOut.length} answered 504 (or no answer), ${unkeyedWritten} of them written anyway; ` +
      `connections ended without an answer: ${resets.count}`,
  );
  return { keys: outcomes.length, replayed, unkeyedTimedOut: timedOut.length, unkeyedWritten };
}

/** `rounds` pauses at random points: run 0–60 ms, stopped 30–350 ms (past the gateway's deadline, often). */
export async function pauseAtRandom(process: ServiceProcess, rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await sleep(Math.random() * 60);
    process.pause();
    await sleep(30 + Math.random() * 320);
    process.resume();
  }
}
