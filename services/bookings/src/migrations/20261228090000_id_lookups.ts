// booking_manager_resource_idx (manager_id, main_resource_id) served no query: bookings are read
// by id, and lists go through their instances. It did serve, badly, every lookup by
// `id and manager_id` on a table without statistics (each instance's foreign key check, each
// status change): all index paths cost the same there, Postgres took the newest index, this one,
// and read every booking of the manager per lookup, in a plan the connection then kept
// (docs/decisions.md, "Lookups by id never go through a manager-wide index").
// Frozen: never import application code here.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('booking_manager_resource_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('booking_manager_resource_idx')
    .on('booking')
    .columns(['manager_id', 'main_resource_id'])
    .execute();
}
