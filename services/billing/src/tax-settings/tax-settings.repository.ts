import type { Executor } from '../database.ts';
import type { TaxSettingsTable } from './tax-settings.table.ts';

/**
 * Every price asks for them. The default rate's percentage
 * comes with them, read in the same statement: with VAT on there always is one, and a price
 * needs it.
 */
const settingsOf = (db: Executor, managerId: number) =>
  db
    .selectFrom('tax_settings as s')
    .leftJoin('tax_rate as r', (join) =>
      join.onRef('r.id', '=', 's.default_tax_rate_id').onRef('r.manager_id', '=', 's.manager_id'),
    )
    .select([
      's.vat_active',
      's.calculation',
      's.default_tax_rate_id',
      'r.rate_bp as default_rate_bp',
      'r.category as default_category',
      'r.exemption_reason as default_exemption_reason',
    ])
    .where('s.manager_id', '=', managerId);

export async function selectTaxSettings(db: Executor, managerId: number) {
  const rows = await settingsOf(db, managerId).execute();
  return rows[0];
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
