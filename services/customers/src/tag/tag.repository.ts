import { sql } from 'kysely';
import type { Executor } from '../database.ts';

/** The manager's tags with these names (case-insensitive), creating those that are new. */
export async function findOrCreateTags(db: Executor, managerId: number, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  // New names are inserted in one global order: two transactions adding the same new tags in
  // different orders would otherwise each hold one name's index entry and wait for the other's
  // (a deadlock). In one order, the second simply waits for the first to commit.
  await sql`insert into tag (manager_id, tag_name, created_by)
    select ${managerId}, name, ${managerId} from unnest(${names}::text[]) as name
    order by lower(name), name
    on conflict (manager_id, lower(tag_name)) do nothing`.execute(db);
  // Matched by Postgres' lower() on both sides, as the unique index is, and in the order given.
  const found = await sql<{ id: number }>`select t.id from unnest(${names}::text[]) with ordinality as n(name, ord)
    join tag t on t.manager_id = ${managerId} and lower(t.tag_name) = lower(n.name)
    order by n.ord`.execute(db);
  return [...new Set(found.rows.map((row) => row.id))];
}

/** Makes these tags the customer's tags; tags that stay keep their entry. */
export async function replaceCustomerTags(db: Executor, managerId: number, customerId: number, tagIds: number[]): Promise<void> {
  let removal = db.deleteFrom('customer_tag').where('manager_id', '=', managerId).where('customer_id', '=', customerId);
  if (tagIds.length > 0) removal = removal.where('tag_id', 'not in', tagIds);
  await removal.execute();
  if (tagIds.length === 0) return;
  await db
    .insertInto('customer_tag')
    .values(tagIds.map((tagId) => ({ manager_id: managerId, customer_id: customerId, tag_id: tagId })))
    .onConflict((oc) => oc.columns(['customer_id', 'tag_id']).doNothing())
    .execute();
}
