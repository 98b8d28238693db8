// The manager's VAT switch, calculation method and default tax rate. Until they are set: VAT
// off, vertical, no default rate (every row is then taxed at 0 %).
import { invalid, notFound, transactionWithin, type CallContext } from '@venue/platform';
import type { Db, Executor } from '../database.ts';
import type { Calculation, VatCategory } from '../pricing/types.ts';
import { requireTaxRates } from '../tax-rate/tax-rate.service.ts';
import { selectTaxSettings, upsertTaxSettings } from './tax-settings.repository.ts';

export interface TaxSettings {
  vatActive: boolean;
  calculation: Calculation;
  defaultTaxRateId: number | null;
}

export const DEFAULT_TAX_SETTINGS: TaxSettings = Object.freeze({
  vatActive: false,
  calculation: 'vertical',
  defaultTaxRateId: null,
});

export async function getTaxSettings(db: Executor, managerId: number): Promise<TaxSettings> {
  const { defaultRateBp: _rate, defaultCategory: _category, ...settings } = await getTaxSettingsWithRate(db, managerId);
  return settings;
}

/** The settings and the default rate's percentage in basis points (null without a default rate). */
export async function getTaxSettingsWithRate(
  db: Executor,
  managerId: number,
): Promise<TaxSettings & { defaultRateBp: number | null; defaultCategory?: VatCategory }> {
  const row = await selectTaxSettings(db, managerId);
  if (!row) return { ...DEFAULT_TAX_SETTINGS, defaultRateBp: null };
  // The rate cannot go while the settings name it (foreign key); answered as requireTaxRates would.
  if (row.default_tax_rate_id !== null && row.default_rate_bp === null)
    throw notFound(`tax rate ${row.default_tax_rate_id} not found`);
  return {
    vatActive: row.vat_active,
    calculation: row.calculation,
    defaultTaxRateId: row.default_tax_rate_id,
    defaultRateBp: row.default_rate_bp,
    defaultCategory: { category: row.default_category ?? '', exemptionReason: row.default_exemption_reason ?? '' },
  };
}

export async function setTaxSettings(
  db: Db,
  context: CallContext,
  input: { vatActive: boolean; calculation: Calculation | null; defaultTaxRateId: number | null },
): Promise<TaxSettings> {
  const { calculation } = input;
  if (calculation === null)
    throw invalid('the calculation is vertical (net prices) or horizontal (gross prices)');
  if (input.vatActive && input.defaultTaxRateId === null) throw invalid('VAT needs a default tax rate');
  if (input.defaultTaxRateId !== null) await requireTaxRates(db, context.managerId, [input.defaultTaxRateId]);
  // One statement, yet in a transaction: so it too is cancelled, not committed, past the deadline.
  await transactionWithin(db, context, (trx) =>
    upsertTaxSettings(trx, {
      manager_id: context.managerId,
      vat_active: input.vatActive,
      calculation,
      default_tax_rate_id: input.defaultTaxRateId,
    }),
  );
  return {
    vatActive: input.vatActive,
    calculation,
    defaultTaxRateId: input.defaultTaxRateId,
  };
}
