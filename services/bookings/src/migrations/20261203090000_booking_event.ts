// Bookings schema, part three: calendar events (spec 2.5), a booking published for display with
// its marketing data. One row per booking at most; the booking's id is the event's id. Frozen:
// never import application code here.
//
// The key (booking_id, manager_id) references the booking's own pair, so an event can never
// belong to another manager than its booking. Times are H:i or '' (unset), as the API gives them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_event')
    .addColumn('booking_id', 'bigint', (c) => c.primaryKey())
    .addColumn('manager_id', 'bigint', (c) => c.notNull())
    .addColumn('event_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('marketing_data_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('marketing_data_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('entrance_time', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('beginning_time', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ticket_link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notice_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('show_on_api', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('show_on_website', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'booking_event_booking_fkey',
      ['booking_id', 'manager_id'],
      'booking',
      ['id', 'manager_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('booking_event_manager_idx').on('booking_event').column('manager_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_event').execute();
}
