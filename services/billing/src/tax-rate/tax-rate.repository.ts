import type { Executor } from '../database.ts';

const COLUMNS = ['id', 'name', 'rate_bp', 'category', 'exemption_reason'] as const;

export function insertTaxRate(
  db: Executor,
  managerId: number,
  rate: { name: string; rateBp: number; category: string; exemptionReason: string },
) {
  return db
    .insertInto('tax_rate')
    .values({
      manager_id: managerId,
      name: rate.name,
      rate_bp: rate.rateBp,
      category: rate.category,
      exemption_reason: rate.exemptionReason,
    })
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
