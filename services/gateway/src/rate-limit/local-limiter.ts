// The same rules as rate-limit.lua, held in this process: the fallback while Redis is down.
// Each gateway replica then limits on its own, which is looser but keeps the API serving.
import { LRUCache } from 'lru-cache';
import { decisionFrom, type RateDecision, type RateLimits } from './rate-limit.types.ts';

interface KeyState {
  cooldownUntil: number;
  day: number;
  used: number;
}

const DAY_MS = 86_400_000;

export class LocalLimiter {
  private readonly state = new LRUCache<number, KeyState>({ max: 100_000 });

  check(keyId: number, limits: RateLimits, now = Date.now()): RateDecision {
    const day = Math.floor(now / DAY_MS);
    const state = this.state.get(keyId) ?? { cooldownUntil: 0, day, used: 0 };
    if (state.day !== day) Object.assign(state, { day, used: 0 });
    this.state.set(keyId, state);
    if (state.cooldownUntil > now) return decisionFrom(1, state.cooldownUntil - now, -1, 0);
    const resetMs = (day + 1) * DAY_MS - now;
    if (state.used >= limits.dailyQuota) return decisionFrom(2, resetMs, 0, resetMs);
    state.used += 1;
    if (limits.cooldownMs > 0) state.cooldownUntil = now + limits.cooldownMs;
    return decisionFrom(0, 0, limits.dailyQuota - state.used, resetMs);
  }
}
