import type { Executor } from '../database.ts';

export function insertCategory(db: Executor, managerId: number, name: string) {
  return db.insertInto('category').values({ manager_id: managerId, name }).returning(['id', 'name']).executeTakeFirstOrThrow();
}

export function listCategories(db: Executor, managerId: number) {
  return db.selectFrom('category').select(['id', 'name']).where('manager_id', '=', managerId).orderBy('id').execute();
}

export function findCategory(db: Executor, managerId: number, id: number) {
  return db
    .selectFrom('category')
    .select(['id', 'name'])
    .where('manager_id', '=', managerId)
    .where('id', '=', id)
    .executeTakeFirst();
}
