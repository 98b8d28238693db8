import { sql } from 'kysely';
import type { Executor } from '../database.ts';

/** The manager's tags with these names (case-insensitive), creating those that are new. */
export async function findOrCreateTags(db: Executor, managerId: number, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  await sql`insert into tag (manager_id, tag_name, created_by)
    select ${managerId}, name, ${managerId} from unnest(${names}::text[]) as name
    on conflict (manager_id, lower(tag_name)) do nothing`.execute(db);
  const rows = await db
    .selectFrom('tag')
    .select('id')
    .where('manager_id', '=', managerId)
    .where(sql<string>`lower(tag_name)`, 'in', names.map((name) => name.toLowerCase()))
    .execute();
  return rows.map((row) => row.id);
}

export async function replaceCustomerTags(db: Executor, managerId: number, customerId: number, tagIds: number[]): Promise<void> {
  await db.deleteFrom('customer_tag').where('manager_id', '=', managerId).where('customer_id', '=', customerId).execute();
  if (tagIds.length === 0) return;
  await db
    .insertInto('customer_tag')
    .values(tagIds.map((tagId) => ({ manager_id: managerId, customer_id: customerId, tag_id: tagId })))
    .execute();
}

export function tagsOfCustomers(db: Executor, managerId: number, customerIds: number[]) {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customer_tag as ct')
    .innerJoin('tag as t', 't.id', 'ct.tag_id')
    .select(['ct.id', 'ct.customer_id', 't.id as tag_id', 't.manager_id', 't.tag_name', 't.created_by', 't.created_at'])
    .where('ct.manager_id', '=', managerId)
    .where('ct.customer_id', 'in', customerIds)
    .orderBy('ct.id')
    .execute();
}
