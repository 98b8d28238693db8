// What the stack is made of, shared by the start script, the migrate script and the tests:
// the processes to run in start order, and every service's migrations.
import { migrateGateway } from '@venue/gateway';
import { migrateResources } from '@venue/resources';
import { migrateCustomers } from '@venue/customers';
import { migrateBookings } from '@venue/bookings';
import { migrateBilling } from '@venue/billing';
import { migrateWebhooks } from '@venue/webhooks';
import type { Logger } from '@venue/platform';

// metricsPort: where Prometheus scrapes a gRPC service (the gateway serves /metrics on its own port).
// nodeFlags: node flags of the service itself; on the command line they win over NODE_OPTIONS.
// npm start and the bench pass them; the image's default command, docker-compose.yml, the chart's
// values and @venue/testcontainers name them too (a gateway unit test holds those to this list).
// The gateway's young generation is a quarter of the image's: it holds the most memory at rest,
// and with 16 MB semi-spaces it peaked above 200 MB of RSS under the bench, with 8 MB at 187-209;
// with 4 MB at 179-181, as with 2 MB, and 12-15 % less of its CPU per race answer (docs/decisions.md).
// Bookings' old generation grows to twice what survived its last full collection: under the
// image's 128 MB cap V8 allows it 1.3 times, and an availability search then cost a major
// collection every few searches; its young generation is a quarter of the image's, to stay within 200 MB
// (docs/decisions.md).
export const serviceProcesses = [
  { name: 'resources', entry: 'services/resources/src/main.ts', metricsPort: 9461, nodeFlags: [] },
  { name: 'customers', entry: 'services/customers/src/main.ts', metricsPort: 9462, nodeFlags: [] },
  { name: 'bookings', entry: 'services/bookings/src/main.ts', metricsPort: 9463, nodeFlags: ['--heap-growing-percent=100', '--max-semi-space-size=4'] },
  { name: 'billing', entry: 'services/billing/src/main.ts', metricsPort: 9464, nodeFlags: [] },
  { name: 'webhooks', entry: 'services/webhooks/src/main.ts', metricsPort: 9465, nodeFlags: [] },
  {
    name: 'gateway',
    entry: 'services/gateway/src/main.ts',
    metricsPort: 0,
    nodeFlags: ['--max-semi-space-size=4'],
  },
] as const;

/** The preload that starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (packages/platform/src/telemetry). */
export const TELEMETRY_PRELOAD = 'packages/platform/src/telemetry/preload.ts';

/** Each service's migrations, in the order migrateAll runs them. */
export const migrations = {
  gateway: migrateGateway,
  resources: migrateResources,
  customers: migrateCustomers,
  bookings: migrateBookings,
  billing: migrateBilling,
  webhooks: migrateWebhooks,
};

export async function migrateAll(databaseUrl: string, logger?: Logger): Promise<void> {
  for (const migrate of Object.values(migrations)) await migrate(databaseUrl, logger);
}
