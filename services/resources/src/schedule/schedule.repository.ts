import type { Executor } from '../database.ts';

export function listOpeningTimes(db: Executor, managerId: number, resourceId: number, weekday?: number) {
  let query = db
    .selectFrom('opening_time')
    .select(['weekday', 'time_from', 'time_to'])
    .where('manager_id', '=', managerId)
    .where('resource_id', '=', resourceId);
  if (weekday !== undefined) query = query.where('weekday', '=', weekday);
  return query.orderBy('weekday').orderBy('time_from').execute();
}

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

/** Holidays of a resource; with `on`, only those covering that date. */
export function listHolidays(db: Executor, managerId: number, resourceId: number, on?: string) {
  let query = db
    .selectFrom('holiday')
    .select(['id', 'resource_id', 'title', 'date_from', 'date_to'])
    .where('manager_id', '=', managerId)
    .where('resource_id', '=', resourceId);
  if (on !== undefined) query = query.where('date_from', '<=', on).where('date_to', '>=', on);
  return query.orderBy('date_from').orderBy('id').execute();
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
