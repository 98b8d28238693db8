// npm run migrate [service…]: creates the database if missing and runs the migrations of the named
// services (gateway, resources, customers, bookings, billing), or of every service; each schema is
// then handed to its service's role (platform's service-role.ts). One service's migration alone is
// what its deploy runs (the chart's Job per service).
import { createLogger } from '@venue/platform';
import { ensureDatabase } from './ensure-database.ts';
import { migrateAll, migrations } from './stack.ts';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/venue';
const logger = createLogger('migrate', process.env.LOG_LEVEL || 'info');
const named = process.argv.slice(2);
const unknown = named.filter((name) => !(name in migrations));
if (unknown.length > 0) {
  console.error(`unknown service ${unknown.join(', ')}: one of ${Object.keys(migrations).join(', ')}`);
  process.exit(2);
}
await ensureDatabase(databaseUrl);
if (named.length === 0) await migrateAll(databaseUrl, logger);
for (const name of named) await migrations[name as keyof typeof migrations](databaseUrl, logger);
