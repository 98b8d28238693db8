// A start that fails part way (its port taken) closes what it had opened: the process that asked
// for it can exit. A half-started service had kept its pool, NATS connection and relay open, and a
// test file whose stack failed to start hung the whole test run.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, freePort, NATS_URL, REDIS_URL, testEventPrefix, testRedisPrefix, type TestDatabase } from '../src/index.ts';

const fixture = fileURLToPath(new URL('./fixtures/start-on-taken-port.ts', import.meta.url));
const EXIT_WITHIN_MS = 20_000;
let database: TestDatabase;

before(async () => {
  database = await createTestDatabase();
});

after(async () => {
  await database.drop();
});

/** Runs the fixture; answers what it printed and how it ended, or null if it was still running after EXIT_WITHIN_MS. */
async function startOnTakenPort(service: string, which: 'address' | 'metrics'): Promise<{ printed: string; code: number | null } | null> {
  const [taken, free] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, service, which], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: testRedisPrefix(),
      NATS_URL,
      EVENT_SUBJECT_PREFIX: testEventPrefix(),
      TAKEN_PORT: String(taken),
      FREE_PORT: String(free),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  // grpc-js logs a failed bind on stderr: kept with what the fixture printed, for a failure's message.
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_WITHIN_MS);
  const code = await exited;
  clearTimeout(timer);
  return child.signalCode === 'SIGKILL' ? null : { printed, code };
}

for (const service of ['resources', 'customers', 'bookings', 'billing', 'gateway']) {
  test(`${service}: a start whose listen port is taken fails, and its process exits by itself`, async () => {
    const ended = await startOnTakenPort(service, 'address');
    assert.ok(ended, `the process was still running ${EXIT_WITHIN_MS} ms after its start failed`);
    assert.match(ended.printed, /^refused: /m);
    assert.equal(ended.code, 0);
  });
}

test('bookings: a start whose metrics port is taken lets its bound gRPC port go too, and its process exits by itself', async () => {
  const ended = await startOnTakenPort('bookings', 'metrics');
  assert.ok(ended, `the process was still running ${EXIT_WITHIN_MS} ms after its start failed`);
  assert.match(ended.printed, /^refused: .*EADDRINUSE/m);
  assert.equal(ended.code, 0);
});
