// The transactions of calls that carry a client's idempotency key, each with what it answered, so
// that a retry of the call finds them instead of writing again (platform idempotent-writes.ts).
// Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotent_write')
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    // SHA-256 of the call's request message.
    .addColumn('request_sha', 'bytea', (c) => c.notNull())
    // Which transaction of the call (1, 2, …).
    .addColumn('seq', 'integer', (c) => c.notNull())
    // What the transaction returned (V8 serialization); written before it commits.
    .addColumn('result', 'bytea')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotent_write_pkey', ['manager_id', 'key', 'method', 'request_sha', 'seq'])
    .execute();
  await db.schema.createIndex('idempotent_write_created_at').on('idempotent_write').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotent_write').execute();
}
