// Liveness and readiness. Readiness needs the gateway's database; a Redis outage only degrades
// rate limiting to in-process, which both endpoints report.
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';

export const healthRoutes: FastifyPluginAsync<{ db: Db; limiter: RateLimiter }> = async (app, { db, limiter }) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', rate_limiter: limiter.mode }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'down', rate_limiter: limiter.mode });
    }
    return { status: 'ready', database: 'up', rate_limiter: limiter.mode };
  });
};
