// Builds the running resources service: database, gRPC server with health. main.ts and the
// test helpers both start it through here.
import { Kysely, PostgresDialect } from 'kysely';
import { resourcesPackage } from '@venue/contracts';
import { createPool, migrateToLatest, startGrpcServer, type Logger } from '@venue/platform';
import type { ResourcesConfig } from './config.ts';
import { SCHEMA, type Database } from './database.ts';
import { resourcesHandlers } from './grpc/handlers.ts';
import { migrations } from './migrations/index.ts';

/**
 * Kysely over a pool that survives losing idle connections. When the server closes an idle
 * connection (a Postgres restart or failover, a database dropped with force) the pg pool emits
 * 'error'; with nobody listening that is an uncaught exception that ends the process.
 */
function openDb<DB>(url: string, max: number, logger?: Logger): Kysely<DB> {
  const pool = createPool({ url, schema: SCHEMA, max });
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection lost'));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

export async function migrateResources(databaseUrl: string, logger?: Logger): Promise<void> {
  const db = openDb<unknown>(databaseUrl, 1, logger);
  try {
    await migrateToLatest(db, SCHEMA, migrations, logger);
  } finally {
    await db.destroy();
  }
}

export async function startResourcesService(config: ResourcesConfig, logger: Logger) {
  const db = openDb<Database>(config.DATABASE_URL, config.DB_POOL_MAX, logger);
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
  });
  return {
    port: server.port,
    async stop() {
      await server.stop();
      await db.destroy();
    },
  };
}
