// Liveness and readiness. Readiness needs the gateway's database; a Redis outage only degrades
// rate limiting to in-process, which both endpoints report. A gateway that is shutting down is
// not ready, so that load balancers stop sending to it while it finishes what it has. Both name the
// gateway's release (version.ts).
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { Lifecycle } from '../plugins/lifecycle.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { SERVICE_VERSION as version } from '../version.ts';

export const healthRoutes: FastifyPluginAsync<{ db: Db; limiter: RateLimiter; lifecycle: Lifecycle }> = async (
  app,
  { db, limiter, lifecycle },
) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', version, rate_limiter: limiter.mode }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (lifecycle.draining) return reply.status(503).send({ status: 'draining', version, rate_limiter: limiter.mode });
    try {
      await sql`select 1`.execute(db);
    } catch {
      return reply.status(503).send({ status: 'unavailable', version, database: 'down', rate_limiter: limiter.mode });
    }
    return { status: 'ready', version, database: 'up', rate_limiter: limiter.mode };
  });
};
