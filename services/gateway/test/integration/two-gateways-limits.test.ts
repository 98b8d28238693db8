// Two gateway instances, one Redis (issue 14): the per-key cooldown and daily quota are decided
// by one Lua script on Redis (rate-limit.lua), keyed by REDIS_KEY_PREFIX and the key id, so two
// gateways with the same REDIS_URL and REDIS_KEY_PREFIX share them exactly: N requests in total
// per day, whichever gateway answers, and a cooldown started on one is seen by the other.
//
// With Redis down (not tested here; see redis-down.test.ts) each gateway falls back to its own
// in-process LocalLimiter: the limits then hold per gateway, not in total — two gateways may
// together let through up to twice the daily quota, and a request on gateway B right after one on
// gateway A is not refused by A's cooldown. They are shared again once Redis answers (the limiter
// switches back on the next successful script call, and logs it).
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { createGatewayLogger, loadGatewayConfig, startGateway } from '@venue/gateway';
import {
  expectFailure,
  expectOk,
  freePort,
  newManager,
  startTestStack,
  type ApiAnswer,
  type TestStack,
} from '@venue/testing';
import { profileOf, rateLimitHeader } from '../helpers.ts';

let stack: TestStack;
let second: Awaited<ReturnType<typeof startGateway>>;
let secondBase: string;

before(async () => {
  // Only gateways and their limits: every service call is answered by the stack's stand-in.
  stack = await startTestStack({ services: [] });
  const port = await freePort();
  assert.ok(port < 32768, `port ${port} is in the ephemeral range`);
  // The same database, Redis, key prefix and services as the stack's gateway.
  const config = loadGatewayConfig({ ...stack.gatewayEnv, PORT: String(port), LOG_LEVEL: 'warn' });
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  second = await startGateway(config, createGatewayLogger('warn', silent));
  secondBase = `http://127.0.0.1:${second.port}`;
  // Wait until the second gateway's Redis client is connected: before that it limits in-process.
  const deadline = Date.now() + 5000;
  while (second.redis.status !== 'ready' && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  assert.equal(second.redis.status, 'ready', 'the second gateway could not reach Redis');
  assert.equal(stack.gateway.redis.status, 'ready', 'the first gateway could not reach Redis');
});

after(async () => {
  await second?.stop();
  await stack?.stop();
});

/** GET /api/v2/profile with the key, on the second gateway. */
async function profileOnSecond(apiKey: string): Promise<ApiAnswer> {
  const response = await fetch(`${secondBase}/api/v2/profile?api_secret_key=${encodeURIComponent(apiKey)}`);
  const text = await response.text();
  let body: ApiAnswer['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = { success: false, data: text };
  }
  return { status: response.status, headers: response.headers, body };
}

/** Gateway A is the stack's, B the second one. */
const onGateway = (which: 'A' | 'B', apiKey: string) =>
  which === 'A' ? profileOf(stack, apiKey) : profileOnSecond(apiKey);

describe('two gateways on one Redis', () => {
  test('both are healthy and report the Redis limiter', async () => {
    for (const base of [stack.baseUrl, secondBase]) {
      const health = (await (await fetch(`${base}/healthz`)).json()) as Record<string, unknown>;
      assert.equal(health.rate_limiter, 'redis', `${base}: ${JSON.stringify(health)}`);
    }
  });

  test('the daily quota is shared exactly: N successes in total, alternating, then 429 on either', async () => {
    const quota = 7;
    const m = await newManager(stack, { dailyQuota: quota, cooldownMs: 0 });
    const order: ('A' | 'B')[] = [];
    for (let i = 0; i < quota; i += 1) order.push(i % 2 === 0 ? 'A' : 'B');
    let succeeded = 0;
    for (const [i, which] of order.entries()) {
      const answer = await onGateway(which, m.apiKey);
      expectOk(answer);
      succeeded += 1;
      // The remaining count comes from the one shared counter: it falls by one per request
      // whichever gateway answered.
      assert.equal(rateLimitHeader(answer)?.remaining, quota - i - 1, `request ${i + 1} on ${which}`);
    }
    assert.equal(succeeded, quota);
    // The next request is refused on both gateways, whichever comes first.
    const refusedB = await onGateway('B', m.apiKey);
    assert.match(expectFailure(refusedB, 429), /quota/);
    const refusedA = await onGateway('A', m.apiKey);
    assert.match(expectFailure(refusedA, 429), /quota/);
    assert.equal(rateLimitHeader(refusedA)?.policy, 'daily');
    assert.equal(rateLimitHeader(refusedB)?.policy, 'daily');
  });

  test('the quota is shared when the first request goes to B too', async () => {
    const quota = 4;
    const m = await newManager(stack, { dailyQuota: quota, cooldownMs: 0 });
    for (const which of ['B', 'A', 'B', 'A'] as const) expectOk(await onGateway(which, m.apiKey));
    assert.match(expectFailure(await onGateway('A', m.apiKey), 429), /quota/);
    assert.match(expectFailure(await onGateway('B', m.apiKey), 429), /quota/);
  });

  test('a cooldown started on gateway A refuses the next request on gateway B (and the other way round)', async () => {
    const cooldownMs = 2000;
    const m = await newManager(stack, { cooldownMs });
    expectOk(await onGateway('A', m.apiKey));
    const refused = await onGateway('B', m.apiKey);
    assert.match(expectFailure(refused, 429), /too many requests/);
    assert.equal(rateLimitHeader(refused)?.policy, 'cooldown');

    const other = await newManager(stack, { cooldownMs });
    expectOk(await onGateway('B', other.apiKey));
    const refusedOnA = await onGateway('A', other.apiKey);
    assert.match(expectFailure(refusedOnA, 429), /too many requests/);
    assert.equal(rateLimitHeader(refusedOnA)?.policy, 'cooldown');

    // After the cooldown (its end is the scenario, not a state to poll), either gateway serves again.
    await new Promise((resolve) => setTimeout(resolve, cooldownMs + 200));
    expectOk(await onGateway('B', m.apiKey));
  });
});
