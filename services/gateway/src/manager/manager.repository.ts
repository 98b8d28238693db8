import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { ManagerTable } from './manager.table.ts';

export function insertManager(db: Db, manager: Insertable<ManagerTable>) {
  return db.insertInto('manager').values(manager).returning('id').executeTakeFirstOrThrow();
}

export function findManager(db: Db, id: number) {
  return db.selectFrom('manager').selectAll().where('id', '=', id).executeTakeFirst();
}

export function updateManagerLimits(db: Db, id: number, limits: { cooldown_ms?: number; daily_quota?: number }) {
  return db.updateTable('manager').set(limits).where('id', '=', id).returning('id').executeTakeFirst();
}
