// The Redis rate limiter (rate-limit.lua) against the real Redis, and its in-process fallback.
// The cooldown's expiry is simulated by deleting its Redis key, so nothing here waits.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { Redis } from 'ioredis';
import { createLogger } from '@venue/platform';
import { REDIS_URL, testRedisPrefix } from '@venue/testing';
import { RateLimiter } from '../../src/rate-limit/rate-limiter.ts';
import { createRedis } from '../../src/redis.ts';

function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger(
    'test',
    'info',
    {},
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    }),
  );
  return { lines, logger };
}

describe('with Redis', () => {
  const prefix = testRedisPrefix();
  let redis: Redis;
  let limiter: RateLimiter;
  let nextKeyId = 1;
  const keyId = () => nextKeyId++;
  const endCooldown = (id: number) => redis.del(`${prefix}rl:{${id}}:cd`);

  before(async () => {
    redis = createRedis(REDIS_URL, capturingLogger().logger);
    limiter = new RateLimiter(redis, prefix, capturingLogger().logger);
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  });
  after(async () => {
    try {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  test('reports mode redis', () => {
    assert.equal(limiter.mode, 'redis');
  });

  test('cooldown: refused with the time left, then allowed again', async () => {
    const id = keyId();
    const limits = { cooldownMs: 60_000, dailyQuota: 10 };
    const first = await limiter.check(id, limits);
    assert.equal(first.allowed, true);
    assert.equal(first.remaining, 9);
    const refused = await limiter.check(id, limits);
    assert.equal(refused.allowed, false);
    assert.equal(refused.reason, 'cooldown');
    assert.equal(refused.remaining, -1);
    assert.ok(refused.retryAfterMs > 0 && refused.retryAfterMs <= 60_000);
    await endCooldown(id);
    assert.equal((await limiter.check(id, limits)).allowed, true);
  });

  test('a request refused by the cooldown does not use quota', async () => {
    const id = keyId();
    const limits = { cooldownMs: 60_000, dailyQuota: 3 };
    assert.equal((await limiter.check(id, limits)).remaining, 2);
    for (let i = 0; i < 10; i += 1) assert.equal((await limiter.check(id, limits)).reason, 'cooldown');
    await endCooldown(id);
    assert.equal((await limiter.check(id, limits)).remaining, 1);
    await endCooldown(id);
    assert.equal((await limiter.check(id, limits)).remaining, 0);
    await endCooldown(id);
    assert.equal((await limiter.check(id, limits)).reason, 'quota');
  });

  test('a request refused by the quota does not start a cooldown', async () => {
    const id = keyId();
    const limits = { cooldownMs: 60_000, dailyQuota: 1 };
    assert.equal((await limiter.check(id, limits)).allowed, true);
    await endCooldown(id);
    const refused = await limiter.check(id, limits);
    assert.equal(refused.reason, 'quota');
    assert.equal(refused.remaining, 0);
    assert.ok(refused.retryAfterMs > 0 && refused.retryAfterMs <= 86_400_000);
    assert.equal(refused.retryAfterMs, refused.resetMs);
    assert.equal(await redis.exists(`${prefix}rl:{${id}}:cd`), 0);
    assert.equal((await limiter.check(id, limits)).reason, 'quota');
  });

  test('the quota counter expires after the day it counts', async () => {
    const id = keyId();
    const decision = await limiter.check(id, { cooldownMs: 0, dailyQuota: 5 });
    const [quotaKey] = await redis.keys(`${prefix}rl:{${id}}:q:*`);
    assert.ok(quotaKey, 'no quota key');
    const ttl = await redis.pttl(quotaKey);
    assert.ok(
      ttl > decision.resetMs && ttl <= decision.resetMs + 60_000 + 1000,
      `ttl ${ttl}, reset ${decision.resetMs}`,
    );
  });

  test('a cooldown of 0 sets no cooldown key', async () => {
    const id = keyId();
    for (let i = 0; i < 5; i += 1)
      assert.equal((await limiter.check(id, { cooldownMs: 0, dailyQuota: 100 })).allowed, true);
    assert.equal(await redis.exists(`${prefix}rl:{${id}}:cd`), 0);
  });

  test('concurrent checks on one key: exactly one passes the cooldown, exactly the quota passes without one', async () => {
    const burstId = keyId();
    const withCooldown = await Promise.all(
      Array.from({ length: 30 }, () => limiter.check(burstId, { cooldownMs: 60_000, dailyQuota: 100 })),
    );
    assert.equal(withCooldown.filter((d) => d.allowed).length, 1);
    const id = keyId();
    const withoutCooldown = await Promise.all(
      Array.from({ length: 30 }, () => limiter.check(id, { cooldownMs: 0, dailyQuota: 7 })),
    );
    assert.equal(withoutCooldown.filter((d) => d.allowed).length, 7);
  });
});

describe('without Redis', () => {
  test('falls back to the in-process limiter, reports it and warns once', async () => {
    const { lines, logger } = capturingLogger();
    const redis = createRedis('redis://127.0.0.1:1', logger);
    try {
      const limiter = new RateLimiter(redis, testRedisPrefix(), logger);
      await new Promise((resolve) => redis.once('error', resolve));
      assert.equal(limiter.mode, 'in-process');
      const limits = { cooldownMs: 60_000, dailyQuota: 2 };
      const first = await limiter.check(1, limits);
      assert.equal(first.allowed, true);
      assert.equal(first.remaining, 1);
      assert.equal((await limiter.check(1, limits)).reason, 'cooldown');
      assert.equal((await limiter.check(2, { cooldownMs: 0, dailyQuota: 1 })).allowed, true);
      assert.equal((await limiter.check(2, { cooldownMs: 0, dailyQuota: 1 })).reason, 'quota');
      assert.equal(limiter.mode, 'in-process');
      const fallbacks = lines.map((line) => JSON.parse(line)).filter((entry) => /in-process/.test(entry.msg));
      assert.equal(fallbacks.length, 1);
      assert.equal(fallbacks[0].level, 40);
    } finally {
      redis.disconnect();
    }
  });
});
