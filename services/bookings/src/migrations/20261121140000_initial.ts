// Initial bookings schema. Frozen: never import application code here.
//
// A booking has instances (occurrence x booked resource). Each instance claims bookable units:
// booking the whole claims the main resource's unit exclusively; booking a part claims the
// part exclusively and the main resource's unit shared with the other parts. claim holds the
// instance id for an exclusive claim and 0 for a shared one, so the exclusion constraint
// (same unit, overlapping time, different claim) rejects whole vs whole, whole vs any part and
// part vs the same part, and lets different parts overlap - also for parts added later. It is
// the guarantee whatever the concurrency; ranges are half-open, so back-to-back is fine.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists btree_gist with schema public`.execute(db);

  await db.schema
    .createTable('booking')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('live', 'draft', 'complete', 'cancel', 'pending')`),
    )
    .addColumn('main_resource_id', 'bigint', (c) => c.notNull())
    .addColumn('customer_id', 'bigint')
    .addColumn('persons', sql`bigint[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('entrance_hall', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hidden_in_widget', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('comments', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('internal_comments', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('custom_fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('items', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('rule', 'jsonb')
    .addColumn('season_id', 'bigint')
    .addColumn('created_by', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('booking_id_manager_key', ['id', 'manager_id'])
    .execute();
  await db.schema.createIndex('booking_manager_resource_idx').on('booking').columns(['manager_id', 'main_resource_id']).execute();

  await db.schema
    .createTable('booking_instance')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('booking_id', 'bigint', (c) => c.notNull())
    // The booked resource: a part, or the main resource itself.
    .addColumn('resource_id', 'bigint', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('booking_instance_order', sql`ends_at > starts_at`)
    .addForeignKeyConstraint('instance_booking_fk', ['booking_id', 'manager_id'], 'booking', ['id', 'manager_id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('booking_instance_booking_idx').on('booking_instance').column('booking_id').execute();
  await sql`create index booking_instance_resource_period_idx on booking_instance
    using gist (resource_id, tstzrange(starts_at, ends_at))`.execute(db);

  await db.schema
    .createTable('occupancy')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('booking_id', 'bigint', (c) => c.notNull())
    .addColumn('instance_id', 'bigint', (c) => c.notNull().references('booking_instance.id').onDelete('cascade'))
    .addColumn('unit_id', 'bigint', (c) => c.notNull())
    .addColumn('period', sql`tstzrange`, (c) => c.notNull())
    .addColumn('claim', 'bigint', (c) => c.notNull().check(sql`claim >= 0`))
    .addColumn('blocking', 'boolean', (c) => c.notNull())
    .execute();
  await sql`alter table occupancy add constraint occupancy_no_overlap
    exclude using gist (unit_id with =, period with &&, claim with <>) where (blocking)`.execute(db);
  await db.schema.createIndex('occupancy_booking_idx').on('occupancy').column('booking_id').execute();

  // Transactional outbox (shape documented in packages/platform/src/bus/outbox.ts).
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('seq', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('outbox_seq_idx').on('outbox').column('seq').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'occupancy', 'booking_instance', 'booking']) {
    await db.schema.dropTable(table).execute();
  }
}
