// A lookup by `id and manager_id` (every foreign key check of a document's rows, bookings,
// cancellation and order confirmation, and of an item's prices and resources) must go through an
// index led by the id. On a table without statistics all index paths cost the same and Postgres
// takes the newest index that can serve the lookup; here those were document_list_idx and
// item_manager_kind_idx, which read every document or item of the manager per lookup, in a plan
// the connection then keeps. These indexes, the same pairs as the tables' (id, manager_id) keys,
// are the newest, so the tie falls on them (docs/decisions.md, "Lookups by id never go through a
// manager-wide index"; packages/testing/test/foreign-key-lookups.test.ts fails when a later index
// led by manager_id takes the tie back).
// Frozen: never import application code here.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('document_id_lookup_idx')
    .on('document')
    .columns(['id', 'manager_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('item_id_lookup_idx')
    .on('item')
    .columns(['id', 'manager_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('item_id_lookup_idx').execute();
  await db.schema.dropIndex('document_id_lookup_idx').execute();
}
