// The tax rate of a row. With VAT off every row is taxed at 0 %. Resource rows take the tax
// rule of the customer's default group for main resources or parts (a rule for exactly that
// kind beats one for both), else the default rate (0 % when none is set). Item rows keep the
// tax rate of their price: tax rules do not apply to inventory and services.
// A row takes its rate's VAT category and exemption reason with the rate (none with VAT off).
import type { RowVat, TaxSetup, VatCategory } from './types.ts';

const rowVat = (rateBp: number, category: VatCategory = {}): RowVat => ({
  rateBp,
  category: category.category ?? '',
  exemptionReason: category.exemptionReason ?? '',
});

const NO_VAT = rowVat(0);

export function resourceTaxRate(tax: TaxSetup, customerGroupId: number | null, isPart: boolean): RowVat {
  if (!tax.vatActive) return NO_VAT;
  if (customerGroupId !== null) {
    const rules = tax.rules.filter((rule) => rule.customerGroupId === customerGroupId);
    const exact = rules.find((rule) => rule.appliesTo === (isPart ? 'part' : 'main'));
    const both = rules.find((rule) => rule.appliesTo === 'both');
    const rule = exact ?? both;
    if (rule) return rowVat(rule.rateBp, rule);
  }
  return tax.defaultRateBp === null ? NO_VAT : rowVat(tax.defaultRateBp, tax.defaultCategory);
}

export function itemTaxRate(tax: TaxSetup, priceRateBp: number, category?: VatCategory): RowVat {
  return tax.vatActive ? rowVat(priceRateBp, category) : NO_VAT;
}
