import { migrateSchema, type Logger } from '@venue/platform';
import { SCHEMA } from './database.ts';
import { migrations, roles } from './migrations/index.ts';

export function migrateGateway(databaseUrl: string, logger?: Logger): Promise<void> {
  return migrateSchema(databaseUrl, SCHEMA, migrations, logger, roles);
}
