import type { Executor } from '../database.ts';

export function insertGroup(db: Executor, group: { manager_id: number; name: string; description: string; public_group: number }) {
  return db
    .insertInto('customer_group')
    .values(group)
    .returning(['id', 'manager_id', 'name', 'description', 'public_group'])
    .executeTakeFirstOrThrow();
}

export function listGroups(db: Executor, managerId: number) {
  return db
    .selectFrom('customer_group')
    .select(['id', 'manager_id', 'name', 'description', 'public_group'])
    .where('manager_id', '=', managerId)
    .orderBy('id')
    .execute();
}

/** Which of these ids are the manager's groups. */
export async function existingGroupIds(db: Executor, managerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('customer_group')
    .select('id')
    .where('manager_id', '=', managerId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Makes these groups the customer's groups. Memberships that stay are kept as they are (same
 * entry, default flag included); the others are removed and the new ones added.
 */
export async function replaceMemberships(db: Executor, managerId: number, customerId: number, groupIds: number[]): Promise<void> {
  let removal = db.deleteFrom('customer_group_member').where('manager_id', '=', managerId).where('customer_id', '=', customerId);
  if (groupIds.length > 0) removal = removal.where('group_id', 'not in', groupIds);
  await removal.execute();
  if (groupIds.length === 0) return;
  await db
    .insertInto('customer_group_member')
    .values(groupIds.map((groupId) => ({ manager_id: managerId, customer_id: customerId, group_id: groupId })))
    .onConflict((oc) => oc.columns(['customer_id', 'group_id']).doNothing())
    .execute();
}

export async function membershipGroupIds(db: Executor, managerId: number, customerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('customer_group_member')
    .select('group_id')
    .where('manager_id', '=', managerId)
    .where('customer_id', '=', customerId)
    .execute();
  return rows.map((row) => row.group_id);
}

/**
 * Marks one membership as the customer's default group (null: none). The old default is cleared
 * first: the unique index allowing one default per customer is checked row by row, so a single
 * UPDATE that sets the new flag before clearing the old one would collide with itself.
 */
export async function setDefaultGroup(db: Executor, managerId: number, customerId: number, groupId: number | null): Promise<void> {
  let clear = db
    .updateTable('customer_group_member')
    .set({ is_default: false })
    .where('manager_id', '=', managerId)
    .where('customer_id', '=', customerId)
    .where('is_default', '=', true);
  if (groupId !== null) clear = clear.where('group_id', '<>', groupId);
  await clear.execute();
  if (groupId === null) return;
  await db
    .updateTable('customer_group_member')
    .set({ is_default: true })
    .where('manager_id', '=', managerId)
    .where('customer_id', '=', customerId)
    .where('group_id', '=', groupId)
    .execute();
}
