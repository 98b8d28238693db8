// The tax rate of a row. With VAT off every row is taxed at 0 %. Resource rows take the tax
// rule of the customer's default group for main resources or parts (a rule for exactly that
// kind beats one for both), else the default rate (0 % when none is set). Item rows keep the
// tax rate of their price: tax rules do not apply to inventory and services.
import type { TaxSetup } from './types.ts';

export function resourceTaxRate(tax: TaxSetup, customerGroupId: number | null, isPart: boolean): number {
  if (!tax.vatActive) return 0;
  if (customerGroupId !== null) {
    const rules = tax.rules.filter((rule) => rule.customerGroupId === customerGroupId);
    const exact = rules.find((rule) => rule.appliesTo === (isPart ? 'part' : 'main'));
    const both = rules.find((rule) => rule.appliesTo === 'both');
    const rule = exact ?? both;
    if (rule) return rule.rateBp;
  }
  return tax.defaultRateBp ?? 0;
}

export function itemTaxRate(tax: TaxSetup, priceRateBp: number): number {
  return tax.vatActive ? priceRateBp : 0;
}
