// The in-process limiter (the fallback while Redis is down), driven by an explicit clock.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LocalLimiter } from '../../src/rate-limit/local-limiter.ts';

const DAY_MS = 86_400_000;
// Noon UTC on some day, so that small steps never cross midnight by accident.
const NOON = Date.UTC(2026, 10, 21, 12, 0, 0);
const MIDNIGHT_AFTER_NOON = Date.UTC(2026, 10, 22, 0, 0, 0);

describe('cooldown', () => {
  test('a request within the cooldown is refused with the time left to wait', () => {
    const limiter = new LocalLimiter();
    const limits = { cooldownMs: 1000, dailyQuota: 100 };
    assert.equal(limiter.check(1, limits, NOON).allowed, true);
    const refused = limiter.check(1, limits, NOON + 300);
    assert.deepEqual(refused, {
      allowed: false,
      reason: 'cooldown',
      retryAfterMs: 700,
      remaining: -1,
      resetMs: 0,
    });
  });

  test('the cooldown ends exactly cooldownMs after the allowed request', () => {
    const limiter = new LocalLimiter();
    const limits = { cooldownMs: 1000, dailyQuota: 100 };
    assert.equal(limiter.check(1, limits, NOON).allowed, true);
    assert.equal(limiter.check(1, limits, NOON + 999).allowed, false);
    assert.equal(limiter.check(1, limits, NOON + 1000).allowed, true);
  });

  test('a refused request does not extend the cooldown', () => {
    const limiter = new LocalLimiter();
    const limits = { cooldownMs: 1000, dailyQuota: 100 };
    limiter.check(1, limits, NOON);
    for (let t = 100; t < 1000; t += 100) assert.equal(limiter.check(1, limits, NOON + t).allowed, false);
    assert.equal(limiter.check(1, limits, NOON + 1000).allowed, true);
  });

  test('a cooldown of 0 never refuses', () => {
    const limiter = new LocalLimiter();
    const limits = { cooldownMs: 0, dailyQuota: 1000 };
    for (let i = 0; i < 50; i += 1) assert.equal(limiter.check(1, limits, NOON).allowed, true);
  });

  test('keys are independent', () => {
    const limiter = new LocalLimiter();
    const limits = { cooldownMs: 60_000, dailyQuota: 100 };
    assert.equal(limiter.check(1, limits, NOON).allowed, true);
    assert.equal(limiter.check(1, limits, NOON + 1).allowed, false);
    assert.equal(limiter.check(2, limits, NOON + 1).allowed, true);
  });
});

describe('daily quota', () => {
  test('counts down and refuses the request past the quota until midnight UTC', () => {
    const limiter = new LocalLimiter();
    const limits = { cooldownMs: 0, dailyQuota: 3 };
    const remaining = [0, 1, 2].map((i) => limiter.check(1, limits, NOON + i).remaining);
    assert.deepEqual(remaining, [2, 1, 0]);
    const refused = limiter.check(1, limits, NOON + 10);
    assert.equal(refused.allowed, false);
    assert.equal(refused.reason, 'quota');
    assert.equal(refused.remaining, 0);
    assert.equal(refused.retryAfterMs, MIDNIGHT_AFTER_NOON - (NOON + 10));
    assert.equal(refused.resetMs, MIDNIGHT_AFTER_NOON - (NOON + 10));
  });

  test('allowed requests report when the quota resets', () => {
    const limiter = new LocalLimiter();
    const decision = limiter.check(1, { cooldownMs: 0, dailyQuota: 3 }, NOON);
    assert.deepEqual(decision, {
      allowed: true,
      retryAfterMs: 0,
      remaining: 2,
      resetMs: MIDNIGHT_AFTER_NOON - NOON,
    });
  });

  test('a quota of 0 refuses the first request', () => {
    const limiter = new LocalLimiter();
    const decision = limiter.check(1, { cooldownMs: 0, dailyQuota: 0 }, NOON);
    assert.equal(decision.allowed, false);
    assert.equal(decision.reason, 'quota');
  });

  test('a request refused by the cooldown does not use quota', () => {
    const limiter = new LocalLimiter();
    const limits = { cooldownMs: 1000, dailyQuota: 3 };
    assert.equal(limiter.check(1, limits, NOON).remaining, 2);
    for (let i = 1; i <= 20; i += 1) assert.equal(limiter.check(1, limits, NOON + i).reason, 'cooldown');
    assert.equal(limiter.check(1, limits, NOON + 1000).remaining, 1);
    assert.equal(limiter.check(1, limits, NOON + 2000).remaining, 0);
    assert.equal(limiter.check(1, limits, NOON + 3000).reason, 'quota');
  });

  test('a request refused by the quota does not start a cooldown', () => {
    const limiter = new LocalLimiter();
    const limits = { cooldownMs: 1000, dailyQuota: 1 };
    assert.equal(limiter.check(1, limits, NOON).allowed, true);
    assert.equal(limiter.check(1, limits, NOON + 1000).reason, 'quota');
    // Still quota (not cooldown) right after: the quota refusal set no cooldown.
    assert.equal(limiter.check(1, limits, NOON + 1001).reason, 'quota');
  });

  test('while both apply, the cooldown is reported first', () => {
    const limiter = new LocalLimiter();
    const limits = { cooldownMs: 1000, dailyQuota: 1 };
    limiter.check(1, limits, NOON);
    assert.equal(limiter.check(1, limits, NOON + 1).reason, 'cooldown');
  });

  test('a lower quota set later applies to what was already used', () => {
    const limiter = new LocalLimiter();
    for (let i = 0; i < 5; i += 1) limiter.check(1, { cooldownMs: 0, dailyQuota: 10 }, NOON + i);
    assert.equal(limiter.check(1, { cooldownMs: 0, dailyQuota: 5 }, NOON + 10).reason, 'quota');
    assert.equal(limiter.check(1, { cooldownMs: 0, dailyQuota: 6 }, NOON + 11).remaining, 0);
  });
});

describe('day rollover', () => {
  test('the quota is fresh on the next UTC day', () => {
    const limiter = new LocalLimiter();
    const limits = { cooldownMs: 0, dailyQuota: 2 };
    limiter.check(1, limits, NOON);
    limiter.check(1, limits, NOON + 1);
    assert.equal(limiter.check(1, limits, MIDNIGHT_AFTER_NOON - 1).reason, 'quota');
    const next = limiter.check(1, limits, MIDNIGHT_AFTER_NOON);
    assert.equal(next.allowed, true);
    assert.equal(next.remaining, 1);
    assert.equal(next.resetMs, DAY_MS);
  });

  test('a refused day does not carry over, and a later day starts over too', () => {
    const limiter = new LocalLimiter();
    const limits = { cooldownMs: 0, dailyQuota: 1 };
    assert.equal(limiter.check(1, limits, NOON).allowed, true);
    assert.equal(limiter.check(1, limits, NOON + 1).allowed, false);
    assert.equal(limiter.check(1, limits, NOON + DAY_MS).allowed, true);
    assert.equal(limiter.check(1, limits, NOON + DAY_MS + 1).allowed, false);
    assert.equal(limiter.check(1, limits, NOON + 10 * DAY_MS).allowed, true);
  });

  test('a cooldown running across midnight still applies after it', () => {
    const limiter = new LocalLimiter();
    const limits = { cooldownMs: 10_000, dailyQuota: 5 };
    assert.equal(limiter.check(1, limits, MIDNIGHT_AFTER_NOON - 5000).allowed, true);
    const refused = limiter.check(1, limits, MIDNIGHT_AFTER_NOON + 1000);
    assert.equal(refused.reason, 'cooldown');
    assert.equal(refused.retryAfterMs, 4000);
    const allowed = limiter.check(1, limits, MIDNIGHT_AFTER_NOON + 5000);
    assert.equal(allowed.allowed, true);
    assert.equal(allowed.remaining, 4);
  });
});
