import { createDb, migrateToLatest, type Logger } from '@venue/platform';
import { SCHEMA } from './database.ts';
import { migrations } from './migrations/index.ts';

export async function migrateGateway(databaseUrl: string, logger?: Logger): Promise<void> {
  const db = createDb<unknown>({ url: databaseUrl, schema: SCHEMA, max: 1 });
  try {
    await migrateToLatest(db, SCHEMA, migrations, logger);
  } finally {
    await db.destroy();
  }
}
