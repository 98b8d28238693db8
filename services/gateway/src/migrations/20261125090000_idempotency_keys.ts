// Idempotency keys of writing POSTs: the first answer to (manager, key), kept 24 hours, so that a
// retried write is answered again instead of done again. Frozen migration.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_key')
    .addColumn('manager_id', 'bigint', (c) => c.notNull().references('manager.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    // SHA-256 of the method, route and parameters: the same key with other parameters is refused.
    .addColumn('fingerprint', 'bytea', (c) => c.notNull())
    // Null while the first request runs; then the status and body it was answered with.
    .addColumn('status', 'smallint')
    .addColumn('response', 'text')
    // Until when the running request holds the key; past it, its gateway is taken to have died.
    .addColumn('locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_key_pkey', ['manager_id', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_key_created_at')
    .on('idempotency_key')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_key').execute();
}
