// Redis unreachable: the gateway keeps serving, limits in-process, says so on /healthz and
// /readyz, and logs a warning. Nothing listens on port 1.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestStack, expectFailure, expectOk, type TestStack } from '@venue/testing';
import {
  policyQuota,
  profileOf,
  rateLimitHeader,
  rawFetch,
  retryAfter,
  sleep,
} from '../helpers.ts';

let stack: TestStack;
before(async () => {
  stack = await startTestStack({ gatewayEnv: { REDIS_URL: 'redis://127.0.0.1:1' } });
});
after(async () => {
  await stack?.stop();
});

async function health(path: string) {
  const answer = await rawFetch(stack, path);
  assert.equal(answer.status, 200, answer.text);
  assert.match(answer.headers.get('content-type') ?? '', /application\/json/);
  return JSON.parse(answer.text) as Record<string, unknown>;
}

test('/healthz and /readyz report the in-process limiter even before any API request', async () => {
  assert.deepEqual(await health('/healthz'), { status: 'ok', rate_limiter: 'in-process' });
  assert.deepEqual(await health('/readyz'), { status: 'ready', database: 'up', rate_limiter: 'in-process' });
});

test('API calls still succeed (never a 500)', async () => {
  const { apiKey } = await stack.createManager();
  const profile = await profileOf(stack, apiKey);
  expectOk(profile);
  assert.equal(policyQuota(profile), 50_000);
  assert.equal(rateLimitHeader(profile)?.remaining, 49_999);
  const added = await stack.post('/api/v2/resource_add', {
    api_secret_key: apiKey,
    title: 'Hall without Redis',
  });
  expectOk(added);
  const list = await stack.get('/api/v2/resource_list', { api_secret_key: apiKey });
  expectOk(list);
  assert.equal(list.body.data.length, 1);
  const form = await stack.post(
    '/api/v2/resource_add',
    { api_secret_key: apiKey, title: 'Form hall' },
    { form: true },
  );
  expectOk(form);
});

test('auth failures are still 401', async () => {
  expectFailure(await stack.get('/api/v2/profile'), 401);
  expectFailure(await stack.get('/api/v2/profile', { api_secret_key: 'unknown-key-0000000000' }), 401);
});

test('the in-process limiter enforces the cooldown', async () => {
  const { apiKey } = await stack.createManager({ cooldownMs: 60_000 });
  expectOk(await profileOf(stack, apiKey));
  const refused = await profileOf(stack, apiKey);
  assert.match(expectFailure(refused, 429), /too many requests/);
  const seconds = retryAfter(refused);
  assert.ok(seconds <= 60);
  assert.equal(rateLimitHeader(refused)?.policy, 'cooldown');
});

test('the in-process limiter enforces the daily quota', async () => {
  const { apiKey } = await stack.createManager({ dailyQuota: 2 });
  expectOk(await profileOf(stack, apiKey));
  const second = await profileOf(stack, apiKey);
  expectOk(second);
  assert.equal(rateLimitHeader(second)?.remaining, 0);
  const refused = await profileOf(stack, apiKey);
  assert.match(expectFailure(refused, 429), /quota/);
  assert.ok(retryAfter(refused) <= 86_400);
});

test('in-process too, a request refused by the cooldown does not use quota', async () => {
  const { apiKey } = await stack.createManager({ cooldownMs: 2000, dailyQuota: 3 });
  const first = await profileOf(stack, apiKey);
  expectOk(first);
  assert.equal(rateLimitHeader(first)?.remaining, 2);
  for (let i = 0; i < 5; i += 1) expectFailure(await profileOf(stack, apiKey), 429);
  await sleep(2500); // past the cooldown (refusals above came well within it)
  const next = await profileOf(stack, apiKey);
  expectOk(next);
  assert.equal(rateLimitHeader(next)?.remaining, 1);
});

test('a parallel burst on one key: exactly one succeeds, the rest are 429', async () => {
  const { apiKey } = await stack.createManager({ cooldownMs: 5000 });
  const answers = await Promise.all(Array.from({ length: 20 }, () => profileOf(stack, apiKey)));
  const statuses = answers.map((answer) => answer.status);
  assert.equal(statuses.filter((s) => s === 200).length, 1, statuses.join(','));
  assert.equal(statuses.filter((s) => s === 429).length, 19, statuses.join(','));
});

test('after API traffic the health endpoints still say in-process', async () => {
  assert.equal((await health('/healthz')).rate_limiter, 'in-process');
  assert.equal((await health('/readyz')).rate_limiter, 'in-process');
});

test('a warning about Redis was logged, once per outage rather than once per request', () => {
  const warnings = stack.gatewayLogs
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level === 40 && /redis/i.test(entry.msg));
  assert.ok(warnings.length >= 1, 'no Redis warning logged');
  assert.ok(
    warnings.some((entry) => /in-process/.test(entry.msg)),
    `no warning about the in-process fallback: ${warnings.map((w) => w.msg).join(' | ')}`,
  );
  // Dozens of requests were limited in-process; the fallback is reported once.
  assert.equal(warnings.filter((entry) => /in-process/.test(entry.msg)).length, 1);
  assert.ok(!stack.gatewayLogs.some((line) => JSON.parse(line).level >= 50), 'an error was logged');
});
