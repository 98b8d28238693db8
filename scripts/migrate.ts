// npm run migrate: creates the database if missing and runs every service's migrations.
import { createLogger, ensureDatabase } from '@venue/platform';
import { migrateAll } from './stack.ts';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/venue';
const logger = createLogger('migrate', process.env.LOG_LEVEL || 'info');
await ensureDatabase(databaseUrl);
await migrateAll(databaseUrl, logger);
