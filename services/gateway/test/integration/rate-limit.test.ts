// Per-key cooldown and daily quota through Redis (spec 7.3, 8): 429 with Retry-After and the
// RateLimit headers; cooldown refusals do not use quota; per-manager overrides; bursts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createKeyFor, setLimits } from '@venue/gateway';
import { startTestStack, expectFailure, expectOk, type ApiAnswer, type TestStack } from '@venue/testing';
import {
  PAST_KEY_CACHE_TTL_MS,
  policyQuota,
  profileOf,
  rateLimitHeader,
  retryAfter,
  sleep,
} from '../helpers.ts';

let stack: TestStack;
before(async () => {
  // The stack's defaults: no cooldown, the configured daily quota (50000).
  stack = await startTestStack({ services: ['resources'] });
});
after(async () => {
  await stack?.stop();
});

function assertCooldownRefusal(answer: ApiAnswer, cooldownMs: number): void {
  const message = expectFailure(answer, 429);
  assert.match(message, /too many requests/);
  const seconds = retryAfter(answer);
  assert.ok(seconds <= Math.ceil(cooldownMs / 1000), `Retry-After ${seconds} beyond the cooldown`);
  const header = rateLimitHeader(answer);
  assert.ok(header, 'RateLimit header missing on a cooldown refusal');
  assert.equal(header.policy, 'cooldown');
  assert.equal(header.remaining, 0);
  assert.ok(answer.headers.get('ratelimit-policy'), 'RateLimit-Policy missing on a cooldown refusal');
}

function assertQuotaRefusal(answer: ApiAnswer, quota: number): void {
  const message = expectFailure(answer, 429);
  assert.match(message, /quota/);
  const seconds = retryAfter(answer);
  assert.ok(seconds <= 86_400, `Retry-After ${seconds} is beyond midnight UTC`);
  assert.equal(policyQuota(answer), quota);
  const header = rateLimitHeader(answer);
  assert.ok(header);
  assert.equal(header.policy, 'daily');
  assert.equal(header.remaining, 0);
  assert.ok(header.resetSeconds >= 1 && header.resetSeconds <= 86_400);
}

describe('successful calls', () => {
  test('carry RateLimit and RateLimit-Policy headers counting down the daily quota', async () => {
    const { apiKey } = await stack.createManager();
    const first = await profileOf(stack, apiKey);
    const second = await profileOf(stack, apiKey);
    expectOk(first);
    expectOk(second);
    assert.equal(policyQuota(first), 50_000);
    const [a, b] = [rateLimitHeader(first), rateLimitHeader(second)];
    assert.ok(a && b);
    assert.equal(a.policy, 'daily');
    assert.equal(a.remaining, 49_999);
    assert.equal(b.remaining, 49_998);
    assert.ok(a.resetSeconds >= 1 && a.resetSeconds <= 86_400);
  });
});

describe('cooldown', () => {
  test('a second quick request is refused with 429, Retry-After and the RateLimit headers', async () => {
    const { apiKey } = await stack.createManager({ cooldownMs: 5000 });
    expectOk(await profileOf(stack, apiKey));
    assertCooldownRefusal(await profileOf(stack, apiKey), 5000);
  });

  test('applies to POST and GET alike, on any endpoint', async () => {
    const { apiKey } = await stack.createManager({ cooldownMs: 60_000 });
    expectOk(await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'Hall' }));
    assertCooldownRefusal(await stack.get('/api/v2/resource_list', { api_secret_key: apiKey }), 60_000);
    assertCooldownRefusal(
      await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'Hall' }, { form: true }),
      60_000,
    );
    assertCooldownRefusal(await stack.get('/api/internal/category_list', { api_secret_key: apiKey }), 60_000);
  });

  test('a refused request is not executed', async () => {
    const { apiKey, managerId } = await stack.createManager({ cooldownMs: 60_000 });
    expectOk(await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'First' }));
    expectFailure(await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'Second' }), 429);
    // The cooldown is per key: list with another key of the same manager.
    const other = await createKeyFor(stack.adminDb, managerId);
    const list = await stack.get('/api/v2/resource_list', { api_secret_key: other.api_key });
    expectOk(list);
    assert.deepEqual(
      list.body.data.map((r: { title: string }) => r.title),
      ['First'],
    );
  });

  test('is per key: another key of the same manager and another manager are not affected', async () => {
    const { apiKey, managerId } = await stack.createManager({ cooldownMs: 60_000 });
    const second = await createKeyFor(stack.adminDb, managerId);
    const stranger = await stack.createManager({ cooldownMs: 60_000 });
    expectOk(await profileOf(stack, apiKey));
    expectFailure(await profileOf(stack, apiKey), 429);
    expectOk(await profileOf(stack, second.api_key));
    expectOk(await profileOf(stack, stranger.apiKey));
  });

  test('a request refused by the cooldown does not use quota', async () => {
    const { apiKey } = await stack.createManager({ cooldownMs: 2000, dailyQuota: 3 });
    const first = await profileOf(stack, apiKey);
    expectOk(first);
    assert.equal(rateLimitHeader(first)?.remaining, 2);
    for (let i = 0; i < 5; i += 1) expectFailure(await profileOf(stack, apiKey), 429);
    // Past the cooldown (refusals above came well within it): its end is the scenario, not a state to poll.
    await sleep(2500);
    const next = await profileOf(stack, apiKey);
    expectOk(next);
    // Five refusals later only one more request was counted.
    assert.equal(rateLimitHeader(next)?.remaining, 1);
  });

  test('failed calls that passed the limiter still count (a validation error is a call)', async () => {
    const { apiKey } = await stack.createManager({ dailyQuota: 2 });
    expectFailure(await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: '' }), 400);
    expectOk(await profileOf(stack, apiKey));
    assertQuotaRefusal(await profileOf(stack, apiKey), 2);
  });

  test('requests refused for their key never reach the limiter', async () => {
    const { apiKey } = await stack.createManager({ cooldownMs: 60_000 });
    for (let i = 0; i < 3; i += 1)
      expectFailure(await stack.get('/api/v2/profile', { api_secret_key: `${apiKey}x` }), 401);
    expectOk(await profileOf(stack, apiKey));
  });
});

describe('daily quota', () => {
  test('the request past the quota is refused with 429 and Retry-After', async () => {
    const { apiKey } = await stack.createManager({ dailyQuota: 2 });
    const first = await profileOf(stack, apiKey);
    const second = await profileOf(stack, apiKey);
    expectOk(first);
    expectOk(second);
    assert.equal(policyQuota(first), 2);
    assert.equal(rateLimitHeader(first)?.remaining, 1);
    assert.equal(rateLimitHeader(second)?.remaining, 0);
    assertQuotaRefusal(await profileOf(stack, apiKey), 2);
    // It stays refused for the rest of the day, for every endpoint.
    assertQuotaRefusal(await stack.get('/api/v2/resource_list', { api_secret_key: apiKey }), 2);
    assertQuotaRefusal(await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'x' }), 2);
  });

  test('a quota of 0 refuses every request', async () => {
    const { apiKey } = await stack.createManager({ dailyQuota: 0 });
    assertQuotaRefusal(await profileOf(stack, apiKey), 0);
  });

  test('is per key', async () => {
    const { apiKey, managerId } = await stack.createManager({ dailyQuota: 1 });
    expectOk(await profileOf(stack, apiKey));
    expectFailure(await profileOf(stack, apiKey), 429);
    const second = await createKeyFor(stack.adminDb, managerId);
    expectOk(await profileOf(stack, second.api_key));
  });
});

describe('per-manager overrides (setLimits)', () => {
  test('a lower quota and then a cooldown apply once the key cache has expired', async () => {
    const { apiKey, managerId } = await stack.createManager();
    for (let i = 0; i < 2; i += 1) {
      const answer = await profileOf(stack, apiKey);
      expectOk(answer);
      assert.equal(policyQuota(answer), 50_000);
    }

    assert.deepEqual(await setLimits(stack.adminDb, managerId, { dailyQuota: 3 }), {
      manager_id: managerId,
      cooldown_ms: null,
      daily_quota: 3,
    });
    await sleep(PAST_KEY_CACHE_TTL_MS);
    const third = await profileOf(stack, apiKey);
    expectOk(third);
    assert.equal(policyQuota(third), 3);
    assert.equal(rateLimitHeader(third)?.remaining, 0);
    assertQuotaRefusal(await profileOf(stack, apiKey), 3);

    assert.deepEqual(await setLimits(stack.adminDb, managerId, { cooldownMs: 60_000, dailyQuota: 100 }), {
      manager_id: managerId,
      cooldown_ms: 60_000,
      daily_quota: 100,
    });
    await sleep(PAST_KEY_CACHE_TTL_MS);
    const allowed = await profileOf(stack, apiKey);
    expectOk(allowed);
    assert.equal(policyQuota(allowed), 100);
    assert.equal(rateLimitHeader(allowed)?.remaining, 96);
    assertCooldownRefusal(await profileOf(stack, apiKey), 60_000);
  });

  test('overrides apply to every key of the manager, and only to that manager', async () => {
    const { apiKey, managerId } = await stack.createManager();
    const second = await createKeyFor(stack.adminDb, managerId);
    const bystander = await stack.createManager();
    await setLimits(stack.adminDb, managerId, { dailyQuota: 1 });
    await sleep(PAST_KEY_CACHE_TTL_MS);
    expectOk(await profileOf(stack, apiKey));
    assertQuotaRefusal(await profileOf(stack, apiKey), 1);
    expectOk(await profileOf(stack, second.api_key));
    assertQuotaRefusal(await profileOf(stack, second.api_key), 1);
    for (let i = 0; i < 3; i += 1) expectOk(await profileOf(stack, bystander.apiKey));
  });

  test('setLimits refuses bad values and unknown managers', async () => {
    const { managerId } = await stack.createManager();
    await assert.rejects(setLimits(stack.adminDb, managerId, {}), /cooldown-ms and\/or --daily-quota/);
    await assert.rejects(setLimits(stack.adminDb, managerId, { cooldownMs: -1 }), /cooldown-ms/);
    await assert.rejects(setLimits(stack.adminDb, managerId, { dailyQuota: 1.5 }), /daily-quota/);
    await assert.rejects(setLimits(stack.adminDb, managerId, { dailyQuota: 2 ** 31 }), /daily-quota/);
    await assert.rejects(setLimits(stack.adminDb, 999_999, { dailyQuota: 1 }), /not found/);
  });
});

describe('parallel bursts on one key', () => {
  test('with a cooldown, exactly one of 20 simultaneous requests succeeds', async () => {
    const { apiKey } = await stack.createManager({ cooldownMs: 5000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => profileOf(stack, apiKey)));
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((s) => s === 200).length, 1, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 429).length, 19, statuses.join(','));
    for (const answer of answers.filter((a) => a.status === 429)) assertCooldownRefusal(answer, 5000);
  });

  test('with a mixed burst of GET and POST, still exactly one succeeds', async () => {
    const { apiKey } = await stack.createManager({ cooldownMs: 5000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? stack.get('/api/v2/resource_list', { api_secret_key: apiKey })
          : stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: `Burst ${i}` }),
      ),
    );
    assert.equal(answers.filter((a) => a.status === 200).length, 1, answers.map((a) => a.status).join(','));
    assert.ok(answers.every((a) => a.status === 200 || a.status === 429));
  });

  test('without a cooldown, exactly the quota of 20 simultaneous requests succeeds', async () => {
    const { apiKey } = await stack.createManager({ dailyQuota: 5 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => profileOf(stack, apiKey)));
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((s) => s === 200).length, 5, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 429).length, 15, statuses.join(','));
    const remaining = answers.filter((a) => a.status === 200).map((a) => rateLimitHeader(a)?.remaining);
    assert.deepEqual(remaining.sort(), [0, 1, 2, 3, 4]);
  });
});
