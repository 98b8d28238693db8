// The gateway as a Fastify application, built from its dependencies (server.ts only listens).
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import qs from 'qs';
import type { Logger } from '@venue/platform';
import type { ServiceClients } from './clients.ts';
import type { GatewayConfig } from './config.ts';
import type { Db } from './database.ts';
import { KeyResolver } from './api-key/api-key.service.ts';
import envelope from './plugins/envelope.ts';
import { protectWithApiKeys } from './plugins/api-key-auth.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import { healthRoutes } from './routes/health.ts';
import { resourceRoutes } from './routes/v2/resources.ts';
import { profileRoutes } from './routes/v2/profile.ts';
import { internalResourceRoutes } from './routes/internal/resources.ts';

export interface AppDependencies {
  config: GatewayConfig;
  logger: Logger;
  db: Db;
  limiter: RateLimiter;
  clients: ServiceClients;
}

// Nested parameters (customfields[3]=10, address[0][city]=…) as PHP clients send them, within bounds.
// parseArrays off: customfields[3]=10 must stay an object keyed by id, not become a sparse array.
const QS_OPTIONS = { depth: 5, parseArrays: false, parameterLimit: 2000 };
const parseQuery = (text: string) => qs.parse(text, QS_OPTIONS) as Record<string, unknown>;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { querystringParser: parseQuery },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(envelope);
  await app.register(formbody, { parser: parseQuery, bodyLimit: config.BODY_LIMIT_BYTES });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Venue API',
        version: '2',
        description:
          'Reservation and venue management, API v2. Every call carries api_secret_key (query string on GET, body on POST). ' +
          'Operations tagged "internal" are manager endpoints outside the v2 contract.',
      },
      tags: [
        { name: 'resources', description: 'Venues and their parts' },
        { name: 'profile', description: 'The manager profile' },
        { name: 'internal', description: 'Internal manager endpoints (not part of API v2)' },
      ],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes, { db: deps.db, limiter: deps.limiter });

  const keys = new KeyResolver(deps.db, config.KEY_CACHE_TTL_MS);
  const defaults = { cooldownMs: config.RATE_COOLDOWN_MS, dailyQuota: config.RATE_DAILY_QUOTA };
  await app.register(async (api) => {
    protectWithApiKeys(api, { keys, limiter: deps.limiter, defaults });
    await api.register(resourceRoutes, { prefix: '/api/v2', clients: deps.clients });
    await api.register(profileRoutes, { prefix: '/api/v2', db: deps.db });
    await api.register(internalResourceRoutes, { prefix: '/api/internal', clients: deps.clients });
  });
  return app;
}
