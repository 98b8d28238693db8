// A row is looked up by its key and manager (`id = $1 and manager_id = $2`: every foreign key
// check of a booking's instances and events, every status change), and on a table without
// statistics every index path of that lookup costs the same: Postgres takes the newest index
// that can serve it, and the connection keeps the plan (docs/decisions.md, "A row's lookup by its
// key never goes through a manager-wide index"; packages/testing/test/row-lookups.test.ts).
// - booking_manager_resource_idx (manager_id, main_resource_id), the newest on booking, served no
//   query (bookings are read by id, lists go through their instances) and took every such lookup
//   there, reading every booking of the manager each time: dropped.
// - booking_event_manager_idx (manager_id) serves the event lists, so booking_event gets a
//   unique index on (booking_id, manager_id), the pair its key already fixes, created after it.
// Frozen: never import application code here.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('booking_manager_resource_idx').execute();
  await db.schema
    .createIndex('booking_event_id_lookup_idx')
    .on('booking_event')
    .columns(['booking_id', 'manager_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('booking_event_id_lookup_idx').execute();
  await db.schema
    .createIndex('booking_manager_resource_idx')
    .on('booking')
    .columns(['manager_id', 'main_resource_id'])
    .execute();
}
