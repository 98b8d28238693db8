// Every service schema the test databases carry, in migration order. The one list a new service
// (billing) joins: its migrate function, and its package, whose src/migrations/ folder is hashed
// into the template's name so that a changed migration builds a new template.
import type { Logger } from '@venue/platform';
import { migrateGateway } from '@venue/gateway';
import { migrateResources } from '@venue/resources';
import { migrateCustomers } from '@venue/customers';
import { migrateBookings } from '@venue/bookings';
import { migrateBilling } from '@venue/billing';
import { migrateWebhooks } from '@venue/webhooks';

export interface MigratedService {
  /** The workspace package; its migrations live in src/migrations/ next to its src/index.ts. */
  packageName: string;
  migrate(databaseUrl: string, logger?: Logger): Promise<void>;
}

export const migratedServices: readonly MigratedService[] = [
  { packageName: '@venue/gateway', migrate: migrateGateway },
  { packageName: '@venue/resources', migrate: migrateResources },
  { packageName: '@venue/customers', migrate: migrateCustomers },
  { packageName: '@venue/bookings', migrate: migrateBookings },
  { packageName: '@venue/billing', migrate: migrateBilling },
  { packageName: '@venue/webhooks', migrate: migrateWebhooks },
];
