import { notFound, transactionWithin, type CallContext } from '@venue/platform';
import type { Db, Executor } from '../database.ts';
import { checkRate, cleanText } from '../validation.ts';
import { insertTaxRate, selectTaxRates, selectTaxRatesById } from './tax-rate.repository.ts';

export interface TaxRate {
  id: number;
  name: string;
  rateBp: number;
}

export async function addTaxRate(
  db: Db,
  context: CallContext,
  input: { name: string; rateBp: number },
): Promise<TaxRate> {
  const name = cleanText('the name of a tax rate', input.name, 255, true);
  checkRate(input.rateBp);
  // One statement, yet in a transaction: so it too is cancelled, not committed, past the deadline.
  const row = await transactionWithin(db, context, (trx) =>
    insertTaxRate(trx, context.managerId, name, input.rateBp),
  );
  return { id: row.id, name: row.name, rateBp: row.rate_bp };
}

export async function listTaxRates(db: Executor, managerId: number): Promise<TaxRate[]> {
  return (await selectTaxRates(db, managerId)).map((row) => ({
    id: row.id,
    name: row.name,
    rateBp: row.rate_bp,
  }));
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
