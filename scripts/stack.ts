// What the stack is made of, shared by the start script, the migrate script and the tests:
// the processes to run in start order, and every service's migrations.
import { migrateGateway } from '@venue/gateway';
import { migrateResources } from '@venue/resources';
import { migrateCustomers } from '@venue/customers';
import { migrateBookings } from '@venue/bookings';
import { migrateBilling } from '@venue/billing';
import type { Logger } from '@venue/platform';

// metricsPort: where Prometheus scrapes a gRPC service (the gateway serves /metrics on its own port).
export const serviceProcesses = [
  { name: 'resources', entry: 'services/resources/src/main.ts', metricsPort: 9461 },
  { name: 'customers', entry: 'services/customers/src/main.ts', metricsPort: 9462 },
  { name: 'bookings', entry: 'services/bookings/src/main.ts', metricsPort: 9463 },
  { name: 'billing', entry: 'services/billing/src/main.ts', metricsPort: 9464 },
  { name: 'gateway', entry: 'services/gateway/src/main.ts', metricsPort: 0 },
] as const;

/** The preload that starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (packages/platform/src/telemetry). */
export const TELEMETRY_PRELOAD = 'packages/platform/src/telemetry/preload.ts';

export async function migrateAll(databaseUrl: string, logger?: Logger): Promise<void> {
  await migrateGateway(databaseUrl, logger);
  await migrateResources(databaseUrl, logger);
  await migrateCustomers(databaseUrl, logger);
  await migrateBookings(databaseUrl, logger);
  await migrateBilling(databaseUrl, logger);
}
