// startTestStack({ services }): only the listed gRPC services start. A call that reaches one left
// out is answered by the stand-in (a 503 whose logged cause names the service to list), and its
// accessor says the same; a listed service's peers left out are refused before anything starts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { expectFailure, expectOk, newManager, startTestStack, type TestStack } from '../src/index.ts';

let stack: TestStack;
before(async () => {
  stack = await startTestStack({ services: ['resources'] });
});
after(async () => {
  await stack?.stop();
});

test('the listed service answers through the gateway', async () => {
  const m = await newManager(stack);
  expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' }));
  assert.deepEqual(stack.services, ['resources']);
});

test('a call to a service left out is a 503 whose logged cause names it', async () => {
  const m = await newManager(stack);
  const answer = await m.get('/api/v2/customer_list');
  expectFailure(answer, 503);
  assert.ok(
    answer.logged?.some((line) => line.includes('customers is not started in this test stack')),
    `the log does not name the service: ${answer.logged?.join('\n')}`,
  );
});

test('the accessors of what was left out say so', () => {
  assert.throws(() => stack.customers, /customers is not started in this test stack/);
  assert.throws(() => stack.bookings, /bookings is not started/);
  assert.throws(() => stack.billing, /billing is not started/);
  assert.throws(() => stack.eventPrefix, /not started/);
  assert.match(stack.addresses.bookings, /^127\.0\.0\.1:\d+$/);
});

test("a service whose peers are left out is refused before anything starts", async () => {
  await assert.rejects(startTestStack({ services: ['bookings'] }), /bookings calls resources and customers; list them/);
  await assert.rejects(startTestStack({ services: ['resources', 'customers', 'billing'] }), /billing calls bookings; list it/);
  await assert.rejects(startTestStack({ services: ['resources'], asProcesses: ['bookings'] }), /asProcesses names bookings, not started; list it in services/);
});

test('without the gateway, its client refuses to send', async () => {
  const bare = await startTestStack({ services: [], gateway: false });
  try {
    assert.throws(() => bare.baseUrl, /the gateway is not started/);
    await assert.rejects(bare.get('/api/v2/profile'), /the gateway is not started/);
    assert.ok((await bare.createManager()).managerId > 0, 'managers are made in the database all the same');
  } finally {
    await bare.stop();
  }
});
