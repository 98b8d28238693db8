// Builds the running resources service: database, gRPC server with health. main.ts and the
// test helpers both start it through here.
import { resourcesPackage } from '@venue/contracts';
import { createDb, sweepIdempotentWrites, migrateSchema, startGrpcServer, startOrUndo, type Logger } from '@venue/platform';
import type { ResourcesConfig } from './config.ts';
import { SCHEMA, type Database } from './database.ts';
import { resourcesHandlers } from './grpc/handlers.ts';
import { migrations, roles } from './migrations/index.ts';
import { SERVICE_VERSION } from './version.ts';

export function migrateResources(databaseUrl: string, logger?: Logger): Promise<void> {
  return migrateSchema(databaseUrl, SCHEMA, migrations, logger, roles);
}

export function startResourcesService(config: ResourcesConfig, logger: Logger) {
  // Closed in the reverse order by stop(), or at once should a later step fail (opened-stack.ts).
  return startOrUndo(async (opened) => {
    const db = opened.adopt(createDb<Database>({ url: config.DATABASE_URL, schema: SCHEMA, max: config.DB_POOL_MAX, logger }), (db) => db.destroy());
    // Records of keyed calls' transactions are kept 24 hours (idempotent-writes.ts).
    opened.adopt(sweepIdempotentWrites(db, logger), (stop) => stop());
    const quotas = { locations: config.RESOURCES_LOCATIONS_QUOTA, partsPerParent: config.RESOURCES_PARTS_QUOTA };
    const server = opened.adopt(
      await startGrpcServer({
        address: config.listenAddress,
        version: SERVICE_VERSION,
        tls: config.grpcTls,
        services: [
          {
            definition: resourcesPackage().ResourcesService.service,
            implementation: resourcesHandlers(db, quotas, logger),
          },
        ],
        logger,
        metricsPort: config.METRICS_PORT,
        maxCallsInFlight: config.MAX_CALLS_IN_FLIGHT,
        maxConnectionAgeMs: config.GRPC_MAX_CONNECTION_AGE_MS,
        shutdownDelayMs: config.SHUTDOWN_DELAY_MS,
      }),
      (server) => server.stop(),
    );
    return {
      port: server.port,
      metricsPort: server.metricsPort,
      stop: () => opened.closeAll(),
    };
  });
}
