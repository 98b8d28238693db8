// Small assertions of the gateway tests (not a test file itself); the envelope assertions
// (expectOk, expectFailure) are the shared ones of @venue/testing.
import assert from 'node:assert/strict';
import { eventually, type ApiAnswer, type TestStack } from '@venue/testing';

export { setTimeout as sleep } from 'node:timers/promises';

/**
 * Comfortably past the 200 ms key cache TTL the test stack configures: how long a test waits for
 * a change of a manager's limits to apply (a wait, not a poll: a request polling for the change
 * would itself count against the limits under test), and the deadline of keyRefused.
 */
export const PAST_KEY_CACHE_TTL_MS = 600;

/** The one message every refused key gets. */
export const KEY_MESSAGE = 'missing, unknown or revoked api_secret_key';

export interface RateLimitHeader {
  policy: string;
  remaining: number;
  resetSeconds: number;
}

/** The RateLimit header ("daily";r=41;t=3600), or null when absent. */
export function rateLimitHeader(answer: ApiAnswer): RateLimitHeader | null {
  const value = answer.headers.get('ratelimit');
  if (value === null) return null;
  const match = /^"(\w+)";r=(\d+);t=(\d+)$/.exec(value);
  assert.ok(match, `malformed RateLimit header: ${value}`);
  return { policy: match[1]!, remaining: Number(match[2]), resetSeconds: Number(match[3]) };
}

/** The quota of the RateLimit-Policy header ("daily";q=50000;w=86400). */
export function policyQuota(answer: ApiAnswer): number {
  const value = answer.headers.get('ratelimit-policy');
  assert.ok(value, 'RateLimit-Policy header missing');
  const match = /^"daily";q=(\d+);w=86400$/.exec(value);
  assert.ok(match, `malformed RateLimit-Policy header: ${value}`);
  return Number(match[1]);
}

/** Retry-After in whole seconds (at least 1). */
export function retryAfter(answer: ApiAnswer): number {
  const value = answer.headers.get('retry-after');
  assert.ok(value, 'Retry-After header missing');
  assert.match(value, /^\d+$/);
  const seconds = Number(value);
  assert.ok(seconds >= 1, `Retry-After ${value}`);
  return seconds;
}

/** A raw request (no envelope parsing), e.g. for redirects or non-JSON answers. */
export async function rawFetch(stack: TestStack, path: string, init?: RequestInit) {
  const response = await fetch(`${stack.baseUrl}${path}`, init);
  return {
    status: response.status,
    headers: response.headers,
    text: await response.text(),
    url: response.url,
  };
}

/** Waits until the gateway refuses a revoked key: at the latest once its key cache has let it go. */
export async function keyRefused(stack: TestStack, apiKey: string): Promise<void> {
  const refused = async () => ((await profileOf(stack, apiKey)).status === 401 ? true : undefined);
  await eventually('the revoked key refused', refused, PAST_KEY_CACHE_TTL_MS, 20);
}

export function profileOf(stack: TestStack, apiKey: string) {
  return stack.get('/api/v2/profile', { api_secret_key: apiKey });
}
