import type { Generated } from 'kysely';

export interface TaxRateTable {
  id: Generated<number>;
  manager_id: number;
  name: string;
  /** basis points: 1900 = 19 % */
  rate_bp: number;
  created_at: Generated<Date>;
}
