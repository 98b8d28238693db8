// Builds the gateway's dependencies and listens. main.ts and the test helpers start it here.
import { createDb, ownerVersionsAt, startOrUndo, type Logger } from '@venue/platform';
import { buildApp } from './app.ts';
import { createServiceClients } from './clients.ts';
import type { GatewayConfig } from './config.ts';
import { applyHttpLimits } from './http-limits.ts';
import { SCHEMA, type Database } from './database.ts';
import { catalogClient } from './catalog-version/catalog-client.ts';
import { RateLimiter } from './rate-limit/rate-limiter.ts';
import { createRedis } from './redis.ts';

export function startGateway(config: GatewayConfig, logger: Logger) {
  // Closed in the reverse order once drained, or at once should a later step fail (opened-stack.ts).
  return startOrUndo(async (opened) => {
    const db = opened.adopt(createDb<Database>({ url: config.DATABASE_URL, schema: SCHEMA, max: config.DB_POOL_MAX, logger }), (db) => db.destroy());
    const redis = opened.adopt(createRedis(config.REDIS_URL, logger), (redis) => redis.disconnect());
    const limiter = new RateLimiter(redis, config.REDIS_KEY_PREFIX, logger);
    // Read from the resources service's schema with every API request, passed on to the services.
    const catalogVersions = opened.adopt(ownerVersionsAt(config.RESOURCES_DATABASE_URL, db, 'catalog', SCHEMA), (versions) => versions.close());
    const services = opened.adopt(createServiceClients(config), (services) => services.close());
    const clients = {
      ...services,
      resources: catalogClient(services.resources),
    };
    const lifecycle = { draining: false };
    const app = opened.adopt(await buildApp({ config, logger, db, limiter, catalogVersions, clients, lifecycle }), (app) => app.close());
    const limits = applyHttpLimits(app.server, config, logger);
    await app.listen({ port: config.PORT, host: config.HOST, backlog: limits.listenBacklog });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    /**
     * Readiness fails first; after SHUTDOWN_DELAY_MS (load balancers have turned away) the server
     * stops accepting connections and the requests in flight are answered before it closes.
     */
    async function drainAndClose(): Promise<void> {
      lifecycle.draining = true;
      if (config.SHUTDOWN_DELAY_MS) await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
      await opened.closeAll();
    }
    let stopping: Promise<void> | null = null;

    return {
      app,
      port,
      redis,
      /** Drains and closes; a second call waits for the first. */
      stop: () => (stopping ??= drainAndClose()),
    };
  });
}
