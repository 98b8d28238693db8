import type { Executor } from '../database.ts';
import type { CustomFieldType } from './custom-field.table.ts';

export function insertCustomField(db: Executor, managerId: number, field: { name: string; type: CustomFieldType; options: string[] }) {
  return db
    .insertInto('custom_field')
    .values({ manager_id: managerId, ...field })
    .returning(['id', 'name', 'type', 'options'])
    .executeTakeFirstOrThrow();
}

export function listCustomFields(db: Executor, managerId: number) {
  return db
    .selectFrom('custom_field')
    .select(['id', 'name', 'type', 'options'])
    .where('manager_id', '=', managerId)
    .orderBy('id')
    .execute();
}

export function findCustomFields(db: Executor, managerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('custom_field')
    .select(['id', 'name', 'type', 'options'])
    .where('manager_id', '=', managerId)
    .where('id', 'in', ids)
    .execute();
}
