export interface RateLimits {
  cooldownMs: number;
  dailyQuota: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Why a request was refused. */
  reason?: 'cooldown' | 'quota';
  retryAfterMs: number;
  /** Requests left today (-1 when unknown, after a cooldown refusal). */
  remaining: number;
  /** Milliseconds until the daily quota resets (midnight UTC). */
  resetMs: number;
}

export function decisionFrom(verdict: number, retryAfterMs: number, remaining: number, resetMs: number): RateDecision {
  if (verdict === 1) return { allowed: false, reason: 'cooldown', retryAfterMs, remaining, resetMs };
  if (verdict === 2) return { allowed: false, reason: 'quota', retryAfterMs, remaining, resetMs };
  return { allowed: true, retryAfterMs: 0, remaining, resetMs };
}
