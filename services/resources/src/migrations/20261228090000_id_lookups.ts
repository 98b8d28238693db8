// A lookup by `id and manager_id` (every foreign key check of a resource's opening times,
// holidays, custom values and parts; every read of one resource) must go through an index led by
// the id. On a table without statistics all index paths cost the same and Postgres takes the
// newest index that can serve the lookup; here that was resource_manager_parent_idx, which reads
// every resource of the manager per lookup, in a plan the connection then keeps. This index, the
// same pair as resource_id_manager_key, is the newest, so the tie falls on it (docs/decisions.md,
// "Lookups by id never go through a manager-wide index"; packages/testing/test/foreign-key-lookups.test.ts
// fails when a later index led by manager_id takes the tie back).
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
