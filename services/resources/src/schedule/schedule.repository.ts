import type { Executor } from '../database.ts';

export async function replaceOpeningTimes(
  db: Executor,
  managerId: number,
  resourceId: number,
  windows: { weekday: number; time_from: string; time_to: string }[],
): Promise<void> {
  await db.deleteFrom('opening_time').where('manager_id', '=', managerId).where('resource_id', '=', resourceId).execute();
  if (windows.length === 0) return;
  await db
    .insertInto('opening_time')
    .values(windows.map((w) => ({ manager_id: managerId, resource_id: resourceId, ...w })))
    .execute();
}

export function insertHoliday(
  db: Executor,
  holiday: { manager_id: number; resource_id: number; title: string; date_from: string; date_to: string },
) {
  return db
    .insertInto('holiday')
    .values(holiday)
    .returning(['id', 'resource_id', 'title', 'date_from', 'date_to'])
    .executeTakeFirstOrThrow();
}

export function deleteHoliday(db: Executor, managerId: number, id: number) {
  return db
    .deleteFrom('holiday')
    .where('manager_id', '=', managerId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

/** The weekly windows of several resources at once. */
export function listOpeningTimesOf(db: Executor, managerId: number, resourceIds: number[]) {
  if (resourceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('opening_time')
    .select(['resource_id', 'weekday', 'time_from', 'time_to'])
    .where('manager_id', '=', managerId)
    .where('resource_id', 'in', resourceIds)
    .orderBy('weekday')
    .orderBy('time_from')
    .execute();
}

/** The holidays of several resources at once. */
export function listHolidaysOf(db: Executor, managerId: number, resourceIds: number[]) {
  if (resourceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('holiday')
    .select(['id', 'resource_id', 'title', 'date_from', 'date_to'])
    .where('manager_id', '=', managerId)
    .where('resource_id', 'in', resourceIds)
    .orderBy('date_from')
    .orderBy('id')
    .execute();
}
