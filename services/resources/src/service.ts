// Builds the running resources service: database, gRPC server with health. main.ts and the
// test helpers both start it through here.
import { resourcesPackage } from '@venue/contracts';
import { createDb, migrateSchema, startGrpcServer, type Logger } from '@venue/platform';
import type { ResourcesConfig } from './config.ts';
import { SCHEMA, type Database } from './database.ts';
import { resourcesHandlers } from './grpc/handlers.ts';
import { migrations } from './migrations/index.ts';

export function migrateResources(databaseUrl: string, logger?: Logger): Promise<void> {
  return migrateSchema(databaseUrl, SCHEMA, migrations, logger);
}

export async function startResourcesService(config: ResourcesConfig, logger: Logger) {
  const db = createDb<Database>({ url: config.DATABASE_URL, schema: SCHEMA, max: config.DB_POOL_MAX, logger });
  const quotas = { locations: config.RESOURCES_LOCATIONS_QUOTA, partsPerParent: config.RESOURCES_PARTS_QUOTA };
  const server = await startGrpcServer({
    address: config.RESOURCES_ADDR,
    services: [
      {
        definition: resourcesPackage().ResourcesService.service,
        implementation: resourcesHandlers(db, quotas, logger),
      },
    ],
    logger,
    metricsPort: config.METRICS_PORT,
    shutdownDelayMs: config.SHUTDOWN_DELAY_MS,
  });
  return {
    port: server.port,
    metricsPort: server.metricsPort,
    async stop() {
      await server.stop();
      await db.destroy();
    },
  };
}
