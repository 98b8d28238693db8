import type { Executor } from '../database.ts';
import type { TaxRuleTable } from './tax-rule.table.ts';

export function insertTaxRule(db: Executor, row: Omit<TaxRuleTable, 'id'>) {
  return db
    .insertInto('tax_rule')
    .values(row)
    .onConflict((oc) => oc.constraint('tax_rule_group_scope_key').doNothing())
    .returning(['id', 'customer_group_id', 'tax_rate_id', 'applies_to'])
    .executeTakeFirst();
}

/** The rules of one customer group with their rates. */
export function selectTaxRuleRates(db: Executor, managerId: number, customerGroupId: number) {
  return db
    .selectFrom('tax_rule')
    .innerJoin('tax_rate', (join) =>
      join
        .onRef('tax_rate.id', '=', 'tax_rule.tax_rate_id')
        .onRef('tax_rate.manager_id', '=', 'tax_rule.manager_id'),
    )
    .select(['tax_rule.customer_group_id', 'tax_rule.applies_to', 'tax_rate.rate_bp', 'tax_rate.category', 'tax_rate.exemption_reason'])
    .where('tax_rule.manager_id', '=', managerId)
    .where('tax_rule.customer_group_id', '=', customerGroupId)
    .execute();
}
