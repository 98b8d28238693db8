import { invalid, notFound, transactionWithin, type CallContext } from '@venue/platform';
import type { Db, Executor } from '../database.ts';
import { checkRate, cleanText } from '../validation.ts';
import { insertTaxRate, selectTaxRates, selectTaxRatesById } from './tax-rate.repository.ts';

export interface TaxRate {
  id: number;
  name: string;
  rateBp: number;
  category: string;
  exemptionReason: string;
}

/** EN 16931's VAT categories (UNTDID 5305) a German venue may charge or cite; S is the only one above 0 %. */
export const VAT_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'] as const;
const MAX_EXEMPTION_REASON = 1000;

/**
 * A rate's category and exemption reason as EN 16931 demands them (BR-S-*, BR-E-10, BR-AE-10 …):
 * S above 0 % (the default there), every other category at 0 % with the reason its rows are free
 * of VAT; S and Z take no reason. A 0 % rate may stay without a category, as before categories.
 */
function checkCategory(rateBp: number, given: string, givenReason: string): { category: string; exemptionReason: string } {
  const category = given.trim().toUpperCase() || (rateBp > 0 ? 'S' : '');
  const exemptionReason = cleanText('exemption_reason', givenReason, MAX_EXEMPTION_REASON, false);
  if (category !== '' && !(VAT_CATEGORIES as readonly string[]).includes(category))
    throw invalid(`category: one of ${VAT_CATEGORIES.join(', ')}`);
  if (category === 'S' && rateBp === 0) throw invalid('category: S (standard) needs a rate above 0 %');
  if (category !== 'S' && category !== '' && rateBp > 0) throw invalid(`category: ${category} is a 0 % category`);
  if (category === 'S' || category === 'Z' || category === '') {
    if (exemptionReason !== '') throw invalid(`exemption_reason: only for categories ${VAT_CATEGORIES.slice(2).join(', ')}`);
  } else if (exemptionReason === '') {
    throw invalid(`exemption_reason: required for category ${category}, e.g. "Steuerfrei nach § 4 Nr. 12 UStG"`);
  }
  return { category, exemptionReason };
}

export async function addTaxRate(
  db: Db,
  context: CallContext,
  input: { name: string; rateBp: number; category?: string; exemptionReason?: string },
): Promise<TaxRate> {
  const name = cleanText('the name of a tax rate', input.name, 255, true);
  checkRate(input.rateBp);
  const vat = checkCategory(input.rateBp, input.category ?? '', input.exemptionReason ?? '');
  // One statement, yet in a transaction: so it too is cancelled, not committed, past the deadline.
  const row = await transactionWithin(db, context, (trx) =>
    insertTaxRate(trx, context.managerId, { name, rateBp: input.rateBp, ...vat }),
  );
  return taxRateOf(row);
}

const taxRateOf = (row: Awaited<ReturnType<typeof selectTaxRates>>[number]): TaxRate => ({
  id: row.id,
  name: row.name,
  rateBp: row.rate_bp,
  category: row.category,
  exemptionReason: row.exemption_reason,
});

export async function listTaxRates(db: Executor, managerId: number): Promise<TaxRate[]> {
  return (await selectTaxRates(db, managerId)).map(taxRateOf);
}

/** The rates of the given ids (id → basis points); NOT_FOUND names the first unknown one. */
export async function requireTaxRates(
  db: Executor,
  managerId: number,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const unique = [...new Set(ids)];
  const rows = await selectTaxRatesById(db, managerId, unique);
  const rates = new Map(rows.map((row) => [row.id, row.rate_bp]));
  const missing = unique.find((id) => !rates.has(id));
  if (missing !== undefined) throw notFound(`tax rate ${missing} not found`);
  return rates;
}
