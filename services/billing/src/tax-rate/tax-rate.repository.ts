import type { Executor } from '../database.ts';

const COLUMNS = ['id', 'name', 'rate_bp'] as const;

export function insertTaxRate(db: Executor, managerId: number, name: string, rateBp: number) {
  return db
    .insertInto('tax_rate')
    .values({ manager_id: managerId, name, rate_bp: rateBp })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function selectTaxRates(db: Executor, managerId: number) {
  return db
    .selectFrom('tax_rate')
    .select(COLUMNS)
    .where('manager_id', '=', managerId)
    .orderBy('id')
    .execute();
}

export async function selectTaxRatesById(db: Executor, managerId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('tax_rate')
    .select(COLUMNS)
    .where('manager_id', '=', managerId)
    .where('id', 'in', ids)
    .execute();
}
