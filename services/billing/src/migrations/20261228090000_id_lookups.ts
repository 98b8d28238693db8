// A document or an item is looked up by its id and manager (`id = $1 and manager_id = $2`: every
// foreign key check of a document's rows, bookings, cancellation and order confirmation, and of
// an item's prices and resources), and on a table without statistics every index path of that
// lookup costs the same: Postgres takes the newest index that can serve it, and the connection
// keeps the plan. Here those were document_list_idx and item_manager_kind_idx, which read every
// document or item of the manager per lookup. These indexes, the pairs the tables' (id,
// manager_id) keys already have, are now the newest, so the tie falls on them (docs/decisions.md,
// "A row's lookup by its key never goes through a manager-wide index";
// packages/testing/test/row-lookups.test.ts fails when a later index takes the tie back).
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
