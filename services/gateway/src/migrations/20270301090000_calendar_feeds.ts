// Calendar feeds: a secret URL per feed (only its SHA-256 is kept, like API keys) showing the
// bookings of one resource or of the whole manager as iCalendar. Frozen migration.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feed')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull().references('manager.id').onDelete('cascade'))
    .addColumn('token_hash', 'bytea', (c) => c.notNull().unique())
    // Null: every resource of the manager.
    .addColumn('resource_id', 'bigint')
    .addColumn('include_customer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('calendar_feed_manager').on('calendar_feed').column('manager_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feed').execute();
}
