// What the stack is made of, shared by the start script, the migrate script and the tests:
// the processes to run in start order, and every service's migrations.
import { migrateGateway } from '@venue/gateway';
import { migrateResources } from '@venue/resources';
import { migrateCustomers } from '@venue/customers';
import { migrateBookings } from '@venue/bookings';
import { migrateBilling } from '@venue/billing';
import type { Logger } from '@venue/platform';

export const serviceProcesses = [
  { name: 'resources', entry: 'services/resources/src/main.ts' },
  { name: 'customers', entry: 'services/customers/src/main.ts' },
  { name: 'bookings', entry: 'services/bookings/src/main.ts' },
  { name: 'billing', entry: 'services/billing/src/main.ts' },
  { name: 'gateway', entry: 'services/gateway/src/main.ts' },
] as const;

export async function migrateAll(databaseUrl: string, logger?: Logger): Promise<void> {
  await migrateGateway(databaseUrl, logger);
  await migrateResources(databaseUrl, logger);
  await migrateCustomers(databaseUrl, logger);
  await migrateBookings(databaseUrl, logger);
  await migrateBilling(databaseUrl, logger);
}
