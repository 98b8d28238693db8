// Per-key cooldown and daily quota, decided by one Lua script in Redis per request. When Redis
// cannot answer, the in-process limiter decides instead; the switch is logged both ways and
// reported by `mode` (shown on /healthz and /readyz).
import { readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';
import type { Logger } from '@venue/platform';
import { LocalLimiter } from './local-limiter.ts';
import { decisionFrom, type RateDecision, type RateLimits } from './rate-limit.types.ts';

const SCRIPT = readFileSync(new URL('./rate-limit.lua', import.meta.url), 'utf8');

type ScriptRedis = Redis & {
  venueRateLimit(prefix: string, cooldownMs: number, quota: number): Promise<[number, number, number, number]>;
};

export type LimiterMode = 'redis' | 'in-process';

export class RateLimiter {
  private readonly redis: ScriptRedis;
  private readonly local = new LocalLimiter();
  private degraded = false;

  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
    private readonly logger: Logger,
  ) {
    redis.defineCommand('venueRateLimit', { numberOfKeys: 1, lua: SCRIPT });
    this.redis = redis as ScriptRedis;
  }

  /** In-process while the last check fell back, and while Redis is not connected at all (so a
   *  health check right after start, before any API request, does not claim Redis). */
  get mode(): LimiterMode {
    return this.degraded || this.redis.status !== 'ready' ? 'in-process' : 'redis';
  }

  async check(keyId: number, limits: RateLimits): Promise<RateDecision> {
    try {
      // The hash tag keeps all of one key's counters in one cluster slot.
      const [verdict, retryAfterMs, remaining, resetMs] = await this.redis.venueRateLimit(
        `${this.keyPrefix}rl:{${keyId}}`,
        limits.cooldownMs,
        limits.dailyQuota,
      );
      if (this.degraded) {
        this.degraded = false;
        this.logger.info('Redis is back: rate limits are shared again');
      }
      return decisionFrom(verdict, retryAfterMs, remaining, resetMs);
    } catch (error) {
      if (!this.degraded) {
        this.degraded = true;
        this.logger.warn({ err: error }, 'Redis unavailable: rate limiting in-process until it is back');
      }
      return this.local.check(keyId, limits);
    }
  }
}
