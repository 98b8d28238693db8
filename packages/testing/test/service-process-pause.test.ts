// A service run as a process of its own (asProcesses) can be paused: SIGSTOP leaves it alive, its
// port and connections open, but it answers nothing, so the gateway's call runs into its deadline
// (504) rather than failing at once (503) as with a dead one; after resume the next call is answered.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { expectOk, newManager, startTestStack, type TestStack } from '@venue/testing';

const DEADLINE_MS = 1000;
let stack: TestStack;

before(async () => {
  stack = await startTestStack({
    services: ['resources', 'customers'],
    asProcesses: ['customers'],
    gatewayEnv: { GRPC_DEADLINE_MS: String(DEADLINE_MS) },
  });
});
after(async () => {
  await stack?.stop();
});

test('a paused customers process is not answered for until its deadline; resumed, it answers again', { timeout: 15_000 }, async () => {
  const customers = stack.processes.customers!;
  assert.notEqual(customers.pid, process.pid, 'customers runs in a process of its own');
  assert.throws(() => stack.customers, /customers runs as a process of its own/);
  const m = await newManager(stack);
  // Answered once before the pause: the gateway's connection to customers is up.
  expectOk(await m.post('/api/v2/customer_add', { first_name: 'Ada', last_name: 'Before' }));

  customers.pause();
  try {
    const started = Date.now();
    const paused = await m.post('/api/v2/customer_add', { first_name: 'Ada', last_name: 'Paused' });
    const took = Date.now() - started;
    assert.equal(paused.status, 504, JSON.stringify(paused.body));
    assert.equal(paused.body.success, false);
    assert.ok(took >= DEADLINE_MS - 100, `answered at the deadline, not at once (${took} ms)`);
  } finally {
    customers.resume();
  }

  const resumed = await m.post('/api/v2/customer_add', { first_name: 'Ada', last_name: 'After' });
  assert.equal(resumed.status, 200, JSON.stringify(resumed.body));
  expectOk(resumed);
});
