// Builds the running customers service: database, event bus with its outbox relay, gRPC
// server with health. main.ts and the test helpers both start it through here.
import { customersPackage } from '@venue/contracts';
import { createDb, sweepIdempotentWrites, migrateSchema, startGrpcServer, openBus, reportBusHealth, settle, startOutboxRelay, startOrUndo, type Logger } from '@venue/platform';
import type { CustomersConfig } from './config.ts';
import { SCHEMA, type Database } from './database.ts';
import { customersHandlers } from './grpc/handlers.ts';
import { migrations, roles } from './migrations/index.ts';
import { SERVICE_VERSION } from './version.ts';

export function migrateCustomers(databaseUrl: string, logger?: Logger): Promise<void> {
  return migrateSchema(databaseUrl, SCHEMA, migrations, logger, roles);
}

export function startCustomersService(config: CustomersConfig, logger: Logger) {
  // Closed in the reverse order by stop(), or at once should a later step fail (opened-stack.ts).
  return startOrUndo(async (opened) => {
    const db = opened.adopt(createDb<Database>({ url: config.DATABASE_URL, schema: SCHEMA, max: config.DB_POOL_MAX, logger }), (db) => db.destroy());
    // Records of keyed calls' transactions are kept 24 hours (idempotent-writes.ts).
    opened.adopt(sweepIdempotentWrites(db, logger), (stop) => stop());
    // Serves without NATS too (events wait in the outbox); waits for it briefly at start.
    const bus = opened.adopt(
      openBus({
        url: config.NATS_URL,
        subjectPrefix: config.EVENT_SUBJECT_PREFIX,
        retentionHours: config.EVENT_RETENTION_HOURS,
        replicas: config.EVENT_STREAM_REPLICAS,
        name: 'customers',
        logger,
      }),
      (bus) => bus.close(),
    );
    await settle(bus);
    const relay = opened.adopt(startOutboxRelay({ name: 'customers', db, bus, logger }), (relay) => relay.stop());
    const server = opened.adopt(
      await startGrpcServer({
        address: config.listenAddress,
        version: SERVICE_VERSION,
        tls: config.grpcTls,
        services: [{ definition: customersPackage().CustomersService.service, implementation: customersHandlers({ db, relay }, logger) }],
        logger,
        metricsPort: config.METRICS_PORT,
        maxCallsInFlight: config.MAX_CALLS_IN_FLIGHT,
        maxConnectionAgeMs: config.GRPC_MAX_CONNECTION_AGE_MS,
        shutdownDelayMs: config.SHUTDOWN_DELAY_MS,
      }),
      (server) => server.stop(),
    );
    reportBusHealth(bus, server.health);
    return {
      port: server.port,
      metricsPort: server.metricsPort,
      relay,
      stop: () => opened.closeAll(),
    };
  });
}
