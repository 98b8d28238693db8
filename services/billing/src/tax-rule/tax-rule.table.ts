import type { Generated } from 'kysely';

export interface TaxRuleTable {
  id: Generated<number>;
  manager_id: number;
  customer_group_id: number;
  tax_rate_id: number;
  applies_to: 'main' | 'part' | 'both';
}
