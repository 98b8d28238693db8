// Tax rules: a customer group pays another rate on main resources, parts or both.
import { conflict, invalid, notFound, transactionWithin, type CallContext } from '@venue/platform';
import type { Db } from '../database.ts';
import type { CustomerGroups } from '../ports/index.ts';
import type { AppliesTo } from '../pricing/types.ts';
import { requireTaxRates } from '../tax-rate/tax-rate.service.ts';
import { insertTaxRule } from './tax-rule.repository.ts';

export interface TaxRule {
  id: number;
  customerGroupId: number;
  taxRateId: number;
  appliesTo: AppliesTo;
}

const SCOPE: Record<AppliesTo, string> = {
  main: 'main resources',
  part: 'parts',
  both: 'main resources and parts',
};

export async function addTaxRule(
  db: Db,
  customers: CustomerGroups,
  context: CallContext,
  input: { customerGroupId: number; taxRateId: number; appliesTo: AppliesTo | null },
): Promise<TaxRule> {
  const appliesTo = input.appliesTo;
  if (appliesTo === null) throw invalid('a tax rule applies to main resources, parts or both');
  if (!Number.isSafeInteger(input.customerGroupId) || input.customerGroupId < 1)
    throw invalid('a tax rule needs a customer group');
  const groups = await customers.names(context);
  if (!groups.has(input.customerGroupId)) throw notFound(`customer group ${input.customerGroupId} not found`);
  await requireTaxRates(db, context.managerId, [input.taxRateId]);
  // One statement, yet in a transaction: so it too is cancelled, not committed, past the deadline.
  const row = await transactionWithin(db, context, (trx) =>
    insertTaxRule(trx, {
      manager_id: context.managerId,
      customer_group_id: input.customerGroupId,
      tax_rate_id: input.taxRateId,
      applies_to: appliesTo,
    }),
  );
  if (!row)
    throw conflict(`customer group ${input.customerGroupId} already has a tax rule for ${SCOPE[appliesTo]}`);
  return {
    id: row.id,
    customerGroupId: row.customer_group_id,
    taxRateId: row.tax_rate_id,
    appliesTo: row.applies_to,
  };
}
