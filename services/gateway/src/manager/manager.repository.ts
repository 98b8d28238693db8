import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import { languageOf } from '../invoices/invoice-labels.v2.ts';
import type { ManagerRow, ManagerTable } from './manager.table.ts';

export function insertManager(db: Db, manager: Insertable<ManagerTable>) {
  return db.insertInto('manager').values(manager).returning('id').executeTakeFirstOrThrow();
}

/**
 * The manager's `columns`, named by the caller: a column a later release adds is not read by this
 * one (a rolling upgrade runs both on the new schema); undefined when there is no such manager.
 */
export function findManager<C extends keyof ManagerRow>(db: Db, id: number, columns: readonly C[]) {
  return db.selectFrom('manager').select(columns).where('id', '=', id).executeTakeFirst();
}

export function updateManagerLimits(db: Db, id: number, limits: { cooldown_ms?: number; daily_quota?: number }) {
  return db.updateTable('manager').set(limits).where('id', '=', id).returning('id').executeTakeFirst();
}

/**
 * The company and email of the manager's profile, which billing names as the issuer where the
 * identity sets none, and the currency and language a document numbered now keeps.
 */
export async function profileCompany(db: Db, id: number): Promise<{ name: string; email: string; currency: string; language: string }> {
  const manager = await findManager(db, id, ['company_name', 'email', 'currency', 'language']);
  return {
    name: manager?.company_name ?? '',
    email: manager?.email ?? '',
    currency: manager?.currency ?? '',
    language: manager ? languageOf(manager.language) : '',
  };
}
