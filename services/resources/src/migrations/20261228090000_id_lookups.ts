// A resource is looked up by its id and manager (`id = $1 and manager_id = $2`: every foreign key
// check of its opening times, holidays, custom values and parts, every read of one resource), and
// on a table without statistics every index path of that lookup costs the same: Postgres takes
// the newest index that can serve it, and the connection keeps the plan. Here that was
// resource_manager_parent_idx, which reads every resource of the manager per lookup. This index,
// the pair resource_id_manager_key already has, is now the newest, so the tie falls on it
// (docs/decisions.md, "A row's lookup by its key never goes through a manager-wide index";
// packages/testing/test/row-lookups.test.ts fails when a later index takes the tie back).
// Frozen: never import application code here.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('resource_id_lookup_idx')
    .on('resource')
    .columns(['id', 'manager_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('resource_id_lookup_idx').execute();
}
