// Authentication and rate limiting for the API routes, as preValidation hooks so that a
// request without a valid key is refused before its parameters are even looked at.
// The key comes from the query string on GET (and on a POST without a body), from the body on
// a POST with one: a query-string key is then ignored.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { counter, DomainError, unauthenticated, type CallContext } from '@venue/platform';
import type { KeyOwner, KeyResolver } from '../api-key/api-key.service.ts';
import type { OwnerVersions } from '@venue/platform';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { RateLimits } from '../rate-limit/rate-limit.types.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: KeyOwner | null;
    /** The manager's catalog version, read from its owner beside the rate limit (owner-versions.ts), if any. */
    catalogVersion: string | undefined;
  }
}

const rateLimitRefusals = counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused with 429, by reason (cooldown between requests, daily quota)',
  labelNames: ['reason'] as const,
});

const KEY_MESSAGE = 'missing, unknown or revoked api_secret_key';

function keyFrom(request: FastifyRequest): string | undefined {
  const hasBody = request.body !== undefined && request.body !== null;
  const source = request.method === 'GET' || request.method === 'HEAD' || !hasBody ? request.query : request.body;
  if (source === null || typeof source !== 'object' || Array.isArray(source)) return undefined;
  const key = (source as Record<string, unknown>).api_secret_key;
  return typeof key === 'string' && key.length > 0 && key.length <= 256 ? key : undefined;
}

/** The caller context the gRPC services get: who is asking, in which time zone. */
export function callContext(request: FastifyRequest): CallContext {
  if (!request.auth) throw unauthenticated(KEY_MESSAGE);
  const context: CallContext = { managerId: request.auth.managerId, timezone: request.auth.timezone, requestId: request.id };
  if (request.catalogVersion !== undefined) context.catalogVersion = request.catalogVersion;
  // The request's idempotency key goes with its calls: the services record what they write under
  // it, and say when an answer was built from such a record (plugins/idempotency.ts).
  const claim = request.idempotency;
  if (claim) {
    context.idempotencyKey = claim.key;
    context.onReplayed = () => (claim.replayed = true);
  }
  return context;
}

function setRateHeaders(reply: FastifyReply, quota: number, remaining: number, resetMs: number): void {
  reply.header('RateLimit-Policy', `"daily";q=${quota};w=86400`);
  if (remaining >= 0) reply.header('RateLimit', `"daily";r=${remaining};t=${Math.ceil(resetMs / 1000)}`);
}

export function protectWithApiKeys(
  app: FastifyInstance,
  deps: { keys: KeyResolver; limiter: RateLimiter; catalogVersions: OwnerVersions; defaults: RateLimits },
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('catalogVersion', undefined);
  app.addHook('preValidation', async (request, reply) => {
    const apiKey = keyFrom(request);
    const owner = apiKey === undefined ? null : await deps.keys.resolve(apiKey);
    if (!owner) throw unauthenticated(KEY_MESSAGE);
    request.auth = owner;

    const limits = {
      cooldownMs: owner.cooldownMs ?? deps.defaults.cooldownMs,
      dailyQuota: owner.dailyQuota ?? deps.defaults.dailyQuota,
    };
    // Redis and Postgres asked at once: the request waits for one round trip, not two.
    const [decision, catalogVersion] = await Promise.all([
      deps.limiter.check(owner.keyId, limits),
      deps.catalogVersions.current(owner.managerId),
    ]);
    request.catalogVersion = catalogVersion;
    setRateHeaders(reply, limits.dailyQuota, decision.remaining, decision.resetMs);
    if (!decision.allowed) {
      rateLimitRefusals.inc({ reason: decision.reason ?? 'cooldown' });
      reply.header('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
      if (decision.reason === 'cooldown') reply.header('RateLimit', `"cooldown";r=0;t=${Math.max(1, Math.ceil(decision.retryAfterMs / 1000))}`);
      throw new DomainError(
        'exhausted',
        decision.reason === 'quota'
          ? 'daily request quota of this key is used up; it resets at midnight UTC'
          : `too many requests: wait ${decision.retryAfterMs} ms between requests`,
      );
    }
  });
}
