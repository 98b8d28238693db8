import type { Executor } from '../database.ts';
import type { TaxSettingsTable } from './tax-settings.table.ts';

export function selectTaxSettings(db: Executor, managerId: number) {
  return db
    .selectFrom('tax_settings')
    .select(['vat_active', 'calculation', 'default_tax_rate_id'])
    .where('manager_id', '=', managerId)
    .executeTakeFirst();
}

export function upsertTaxSettings(db: Executor, row: TaxSettingsTable) {
  return db
    .insertInto('tax_settings')
    .values(row)
    .onConflict((oc) =>
      oc.column('manager_id').doUpdateSet({
        vat_active: row.vat_active,
        calculation: row.calculation,
        default_tax_rate_id: row.default_tax_rate_id,
      }),
    )
    .execute();
}
