// Builds the running billing service: database, peers (through their ports), gRPC server with
// health. main.ts and the tests both start it through here; tests pass fakes for the ports.
import { createDb, migrateSchema, startGrpcServer, type Logger } from '@venue/platform';
import type { BillingConfig } from './config.ts';
import { SCHEMA, type Database } from './database.ts';
import { billingPackage } from './grpc/contract.ts';
import { billingHandlers } from './grpc/handlers.ts';
import { migrations } from './migrations/index.ts';
import type { BillingPorts } from './ports/index.ts';
import { grpcBookings } from './adapters/bookings.grpc.ts';
import { grpcCustomerGroups } from './adapters/customer-groups.grpc.ts';
import { grpcResourceNames } from './adapters/resource-names.grpc.ts';

export function migrateBilling(databaseUrl: string, logger?: Logger): Promise<void> {
  return migrateSchema(databaseUrl, SCHEMA, migrations, logger);
}

/** The ports over the peers' gRPC APIs, from the configured addresses. */
export function grpcPorts(config: BillingConfig): BillingPorts & { close(): void } {
  const resources = grpcResourceNames(config.RESOURCES_ADDR, config.GRPC_DEADLINE_MS);
  const customers = grpcCustomerGroups(config.CUSTOMERS_ADDR, config.GRPC_DEADLINE_MS);
  const bookings = grpcBookings(config.BOOKINGS_ADDR, config.GRPC_DEADLINE_MS);
  return {
    resources,
    customers,
    bookings,
    close() {
      resources.close();
      customers.close();
      bookings.close();
    },
  };
}

export async function startBillingService(config: BillingConfig, logger: Logger, ports?: BillingPorts) {
  const db = createDb<Database>({
    url: config.DATABASE_URL,
    schema: SCHEMA,
    max: config.DB_POOL_MAX,
    logger,
  });
  const owned = ports ? undefined : grpcPorts(config);
  const server = await startGrpcServer({
    address: config.BILLING_ADDR,
    services: [
      {
        definition: billingPackage().BillingService.service,
        implementation: billingHandlers(db, ports ?? owned!, logger),
      },
    ],
    logger,
  });
  return {
    port: server.port,
    async stop() {
      await server.stop();
      owned?.close();
      await db.destroy();
    },
  };
}
