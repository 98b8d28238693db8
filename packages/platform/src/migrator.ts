// Runs a service's migrations inside its own schema, then hands the schema to the service's role
// (service-role.ts). Migrations are plain objects listed by the service (frozen code over
// Kysely<any>), so no file-system discovery is involved.
import { Migrator, sql, type Migration } from 'kysely';
import type { Logger } from 'pino';
import { createDb } from './db.ts';
import { handOverSchema, type RoleOptions } from './service-role.ts';

export type Migrations = Record<string, Migration>;

/** Migrates one service's schema over a short-lived connection (start scripts, jobs, tests). */
export async function migrateSchema(databaseUrl: string, schema: string, migrations: Migrations, logger?: Logger, roles?: RoleOptions): Promise<void> {
  const db = createDb<unknown>({ url: databaseUrl, schema, max: 1, ...(logger && { logger }) });
  try {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
    const { error, results } = await migrator.migrateToLatest();
    for (const result of results ?? []) {
      if (result.status === 'Success') logger?.info({ schema, migration: result.migrationName }, 'migrated');
      if (result.status === 'Error') logger?.error({ schema, migration: result.migrationName }, 'migration failed');
    }
    if (error) throw error;
    await handOverSchema(db, schema, roles);
  } finally {
    await db.destroy();
  }
}
