// The manager's VAT switch, calculation method and default tax rate. Until they are set: VAT
// off, vertical, no default rate (every row is then taxed at 0 %).
import { invalid } from '@venue/platform';
import type { Executor } from '../database.ts';
import type { Calculation } from '../pricing/types.ts';
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
  const row = await selectTaxSettings(db, managerId);
  if (!row) return DEFAULT_TAX_SETTINGS;
  return {
    vatActive: row.vat_active,
    calculation: row.calculation,
    defaultTaxRateId: row.default_tax_rate_id,
  };
}

export async function setTaxSettings(
  db: Executor,
  managerId: number,
  input: { vatActive: boolean; calculation: Calculation | null; defaultTaxRateId: number | null },
): Promise<TaxSettings> {
  if (input.calculation === null)
    throw invalid('the calculation is vertical (net prices) or horizontal (gross prices)');
  if (input.vatActive && input.defaultTaxRateId === null) throw invalid('VAT needs a default tax rate');
  if (input.defaultTaxRateId !== null) await requireTaxRates(db, managerId, [input.defaultTaxRateId]);
  await upsertTaxSettings(db, {
    manager_id: managerId,
    vat_active: input.vatActive,
    calculation: input.calculation,
    default_tax_rate_id: input.defaultTaxRateId,
  });
  return {
    vatActive: input.vatActive,
    calculation: input.calculation,
    defaultTaxRateId: input.defaultTaxRateId,
  };
}
