// The resources service stops: calls that need it answer 503 in the envelope; the rest of the
// gateway keeps working.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestStack, expectFailure, expectOk, type TestStack } from '@venue/testing';
import { profileOf, rawFetch } from '../helpers.ts';

let stack: TestStack;
let apiKey: string;
before(async () => {
  stack = await startTestStack();
  ({ apiKey } = await stack.createManager());
});
after(async () => {
  await stack?.stop();
});

test('while the resources service runs, resource_list answers 200', async () => {
  expectOk(await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'Before the outage' }));
  const list = await stack.get('/api/v2/resource_list', { api_secret_key: apiKey });
  expectOk(list);
  assert.equal(list.body.data.length, 1);
});

test('once it is stopped, every call that needs it is a 503 envelope', async () => {
  await stack.stopResources();
  const list = await stack.get('/api/v2/resource_list', { api_secret_key: apiKey });
  const message = expectFailure(list, 503);
  assert.match(message, /unavailable/);
  expectFailure(await stack.get('/api/v2/resource/1', { api_secret_key: apiKey }), 503);
  expectFailure(
    await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'During the outage' }),
    503,
  );
  expectFailure(await stack.get('/api/internal/category_list', { api_secret_key: apiKey }), 503);
});

test('the gateway itself keeps answering: auth, profile and health', async () => {
  expectOk(await profileOf(stack, apiKey));
  expectFailure(await stack.get('/api/v2/resource_list'), 401);
  assert.equal((await rawFetch(stack, '/healthz')).status, 200);
  assert.equal((await rawFetch(stack, '/readyz')).status, 200);
});

test('the outage is logged as a warning without internals leaking into the answer', async () => {
  const list = await stack.get('/api/v2/resource_list', { api_secret_key: apiKey });
  expectFailure(list, 503);
  assert.doesNotMatch(list.body.data, /ECONNREFUSED|127\.0\.0\.1|grpc/i);
  const warnings = stack.gatewayLogs.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
  assert.ok(
    warnings.some((entry) => entry.msg === 'request failed'),
    'no warning for the failed call',
  );
});
