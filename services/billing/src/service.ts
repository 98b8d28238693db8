// Builds the running billing service: database, peers (through their ports), event bus with its
// outbox relay and the consumer of bookings' events, gRPC server with health. main.ts and the tests both start it through here; tests pass fakes for the ports.
import { sweepIdempotentWrites, createDb, heavyReadBudget, migrateSchema, ownerVersionsAt, startGrpcServer, openBus, reportBusHealth, settle, startOutboxRelay, startOrUndo, type Logger } from '@venue/platform';
import { startBookingsConsumer } from './booking-fact/booking-fact.consumer.ts';
import type { BillingConfig } from './config.ts';
import { SCHEMA, type Database, type Db } from './database.ts';
import { billingPackage } from './grpc/contract.ts';
import { billingHandlers } from './grpc/handlers.ts';
import { migrations, roles } from './migrations/index.ts';
import type { BillingPorts } from './ports/index.ts';
import { grpcBookings } from './adapters/bookings.grpc.ts';
import { grpcCustomers } from './adapters/customers.grpc.ts';
import { cachedResourceNames } from './adapters/cached-resource-names.ts';
import { grpcResourceNames } from './adapters/resource-names.grpc.ts';
import { SERVICE_VERSION } from './version.ts';

export function migrateBilling(databaseUrl: string, logger?: Logger): Promise<void> {
  return migrateSchema(databaseUrl, SCHEMA, migrations, logger, roles);
}

/**
 * The ports over the peers' gRPC APIs, from the configured addresses. Resource names are reused
 * within the manager's catalog version (adapters/cached-resource-names.ts) and customers within
 * the customers version (adapters/customers.grpc.ts), each read over `db` from its owner's schema.
 */
export function grpcPorts(config: BillingConfig, db: Db): BillingPorts & { close(): void } {
  const catalogVersions = ownerVersionsAt(config.RESOURCES_DATABASE_URL, db, 'catalog', SCHEMA);
  const customersVersions = ownerVersionsAt(config.CUSTOMERS_DATABASE_URL, db, 'customers', SCHEMA);
  const resources = grpcResourceNames(config.RESOURCES_ADDR, config.GRPC_DEADLINE_MS, config.grpcTls);
  const customers = grpcCustomers(config.CUSTOMERS_ADDR, config.GRPC_DEADLINE_MS, customersVersions, config.grpcTls);
  const bookings = grpcBookings(config.BOOKINGS_ADDR, config.GRPC_DEADLINE_MS, config.grpcTls);
  return {
    resources: cachedResourceNames(resources, catalogVersions),
    customers: customers.groups,
    bookings,
    cards: customers.cards,
    close() {
      resources.close();
      customers.close();
      bookings.close();
      void catalogVersions.close();
      void customersVersions.close();
    },
  };
}

export function startBillingService(config: BillingConfig, logger: Logger, ports?: BillingPorts) {
  // Closed in the reverse order by stop(), or at once should a later step fail (opened-stack.ts).
  return startOrUndo(async (opened) => {
    const db = opened.adopt(createDb<Database>({ url: config.DATABASE_URL, schema: SCHEMA, max: config.DB_POOL_MAX, logger }), (db) => db.destroy());
    // Records of keyed calls' transactions are kept 24 hours (idempotent-writes.ts).
    opened.adopt(sweepIdempotentWrites(db, logger), (stop) => stop());
    const peers = ports ?? opened.adopt(grpcPorts(config, db), (owned) => owned.close());
    // Serves without NATS too (events wait in the outbox); waits for it briefly at start.
    const bus = opened.adopt(
      openBus({
        url: config.NATS_URL,
        subjectPrefix: config.EVENT_SUBJECT_PREFIX,
        retentionHours: config.EVENT_RETENTION_HOURS,
        replicas: config.EVENT_STREAM_REPLICAS,
        name: 'billing',
        logger,
      }),
      (bus) => bus.close(),
    );
    await settle(bus);
    const relay = opened.adopt(startOutboxRelay({ name: 'billing', db, bus, logger }), (relay) => relay.stop());
    const server = opened.adopt(
      await startGrpcServer({
        address: config.listenAddress,
        version: SERVICE_VERSION,
        tls: config.grpcTls,
        services: [
          {
            definition: billingPackage().BillingService.service,
            implementation: billingHandlers({ db, ports: peers, relay, heavyReads: heavyReadBudget(config) }, logger),
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
    reportBusHealth(bus, server.health);
    // Booking facts (and invoice automation) from bookings' events.
    opened.adopt(await startBookingsConsumer({ db, ports: peers, relay, bus, logger }), (consumer) => consumer.stop());
    return {
      port: server.port,
      metricsPort: server.metricsPort,
      relay,
      stop: () => opened.closeAll(),
    };
  });
}
