// The gateway's own database unreachable (nothing listens on port 1): readiness says so, and
// API calls answer 503 in the envelope rather than a 500.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestStack, expectFailure, type TestStack } from '@venue/testing';
import { KEY_MESSAGE, profileOf, rawFetch } from '../helpers.ts';
import { SERVICE_VERSION } from '../../src/version.ts';

let stack: TestStack;
let apiKey: string;
before(async () => {
  stack = await startTestStack({ services: ['resources'], gatewayEnv: { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere' } });
  // The key exists in the stack's database; the gateway just cannot reach it.
  ({ apiKey } = await stack.createManager());
});
after(async () => {
  await stack?.stop();
});

test('/readyz answers 503 with JSON naming the database; /healthz stays 200', async () => {
  const ready = await rawFetch(stack, '/readyz');
  assert.equal(ready.status, 503);
  assert.match(ready.headers.get('content-type') ?? '', /application\/json/);
  assert.deepEqual(JSON.parse(ready.text), {
    status: 'unavailable',
    version: SERVICE_VERSION,
    database: 'down',
    rate_limiter: 'redis',
  });
  const health = await rawFetch(stack, '/healthz');
  assert.equal(health.status, 200);
});

test('an API call with a key is a 503 envelope, not a 500', async () => {
  const message = expectFailure(await profileOf(stack, apiKey), 503);
  assert.doesNotMatch(message, /ECONNREFUSED|127\.0\.0\.1/);
  expectFailure(await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'x' }), 503);
});

test('a call without a key is still refused with 401 (no lookup needed)', async () => {
  assert.equal(expectFailure(await stack.get('/api/v2/profile'), 401), KEY_MESSAGE);
});

test('the outage is logged as a warning, not as an unexpected error', () => {
  const entries = stack.gatewayLogs.map((line) => JSON.parse(line) as { level: number; msg: string });
  assert.ok(entries.some((entry) => entry.level === 40 && /unavailable/.test(entry.msg)));
  assert.deepEqual(
    entries.filter((entry) => entry.level >= 50),
    [],
  );
});
