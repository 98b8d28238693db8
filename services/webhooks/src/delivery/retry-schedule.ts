// When a failed delivery is tried again, and when an endpoint has failed long enough to be
// disabled (issue #60: retries for 3 days; an endpoint failing for 5 days is disabled).

/** A delivery is retried while its first attempt (or its redelivery) is younger than this. */
export const RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** An endpoint whose every attempt failed for this long is disabled. */
export const DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;

/**
 * The wait before attempt `attemptsMade + 1`: the schedule's entry for it (the last one repeated),
 * varied by ±20 % so that endpoints that failed together are not all retried in the same moment.
 */
export function retryDelayMs(delays: readonly number[], attemptsMade: number, random: () => number = Math.random): number {
  const base = delays[Math.min(attemptsMade - 1, delays.length - 1)] ?? delays[0] ?? 5000;
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The next attempt's time, or null when it would fall outside the retry window: the delivery failed. */
export function nextAttemptAt(delays: readonly number[], attemptsMade: number, windowStart: Date, now: Date): Date | null {
  const at = new Date(now.getTime() + retryDelayMs(delays, attemptsMade));
  return at.getTime() - windowStart.getTime() <= RETRY_WINDOW_MS ? at : null;
}
