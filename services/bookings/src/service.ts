// Builds the running bookings service: database, peers (gRPC adapters of the ports), event bus with its outbox relay and the consumer of billing's document events, gRPC
// server with health. main.ts and the test helpers both start it through here.
import { bookingsPackage } from '@venue/contracts';
import { createDb, sweepIdempotentWrites, heavyReadBudget, migrateSchema, startGrpcServer, openBus, reportBusHealth, settle, startOutboxRelay, startOrUndo, type Logger } from '@venue/platform';
import type { BookingsConfig } from './config.ts';
import { SCHEMA, type Database } from './database.ts';
import { grpcCustomerDirectory } from './adapters/customer-directory.grpc.ts';
import { rememberingExistence } from './adapters/known-customers.ts';
import { cachedResourceCatalog } from './adapters/cached-resource-catalog.ts';
import { grpcResourceCatalog } from './adapters/resource-catalog.grpc.ts';
import { bookingsHandlers } from './grpc/handlers.ts';
import { NewIds } from './booking/new-ids.ts';
import { startInvoicingConsumer } from './invoicing/invoicing.consumer.ts';
import { migrations, roles } from './migrations/index.ts';
import type { CustomerDirectory, ResourceCatalog } from './ports.ts';
import { SERVICE_VERSION } from './version.ts';

export function migrateBookings(databaseUrl: string, logger?: Logger): Promise<void> {
  return migrateSchema(databaseUrl, SCHEMA, migrations, logger, roles);
}

/** Peers to use instead of the gRPC adapters (component tests pass in-memory fakes). */
export interface BookingsPeers {
  resources?: ResourceCatalog;
  customers?: CustomerDirectory;
}

export function startBookingsService(config: BookingsConfig, logger: Logger, peers: BookingsPeers = {}) {
  // Closed in the reverse order by stop(), or at once should a later step fail (opened-stack.ts).
  return startOrUndo(async (opened) => {
    const db = opened.adopt(createDb<Database>({ url: config.DATABASE_URL, schema: SCHEMA, max: config.DB_POOL_MAX, logger, statementTimeoutMs: config.GRPC_DEADLINE_MS }), (db) => db.destroy());
    // Records of keyed calls' transactions are kept 24 hours (idempotent-writes.ts).
    opened.adopt(sweepIdempotentWrites(db, logger), (stop) => stop());
    // Serves without NATS too (events wait in the outbox); waits for it briefly at start.
    const bus = opened.adopt(
      openBus({
        url: config.NATS_URL,
        subjectPrefix: config.EVENT_SUBJECT_PREFIX,
        retentionHours: config.EVENT_RETENTION_HOURS,
        replicas: config.EVENT_STREAM_REPLICAS,
        name: 'bookings',
        logger,
      }),
      (bus) => bus.close(),
    );
    await settle(bus);
    const relay = opened.adopt(startOutboxRelay({ name: 'bookings', db, bus, logger }), (relay) => relay.stop());
    const resourcesClient = peers.resources ?? opened.adopt(grpcResourceCatalog(config.RESOURCES_ADDR, config.GRPC_DEADLINE_MS, config.grpcTls), (client) => client.close());
    const customersClient = peers.customers ?? opened.adopt(grpcCustomerDirectory(config.CUSTOMERS_ADDR, config.GRPC_DEADLINE_MS, config.grpcTls), (client) => client.close());
    // Catalog reads are reused within one catalog version (cached-resource-catalog.ts).
    const resources = cachedResourceCatalog(resourcesClient);
    // A customer's existence, once known, is not asked again (known-customers.ts).
    const customers = rememberingExistence(customersClient);
    const server = opened.adopt(
      await startGrpcServer({
        address: config.listenAddress,
        version: SERVICE_VERSION,
        tls: config.grpcTls,
        services: [{ definition: bookingsPackage().BookingsService.service, implementation: bookingsHandlers({ db, relay, resources, customers, heavyReads: heavyReadBudget(config), ids: new NewIds(db) }, logger) }],
        logger,
        metricsPort: config.METRICS_PORT,
        maxCallsInFlight: config.MAX_CALLS_IN_FLIGHT,
        maxConnectionAgeMs: config.GRPC_MAX_CONNECTION_AGE_MS,
        shutdownDelayMs: config.SHUTDOWN_DELAY_MS,
      }),
      (server) => server.stop(),
    );
    reportBusHealth(bus, server.health);
    // Billing's documents set the status of their bookings (invoice approved → complete, …).
    opened.adopt(await startInvoicingConsumer({ db, bus, relay, logger }), (consumer) => consumer.stop());
    return {
      port: server.port,
      metricsPort: server.metricsPort,
      relay,
      stop: () => opened.closeAll(),
    };
  });
}
