import type { Generated } from 'kysely';

export interface TaxRateTable {
  id: Generated<number>;
  manager_id: number;
  name: string;
  /** basis points: 1900 = 19 % */
  rate_bp: number;
  /** EN 16931 VAT category (S, Z, E, AE, K, G, O); '' for a 0 % rate set without one */
  category: Generated<string>;
  /** BT-120: why the rate's rows bear no VAT; '' for S and Z */
  exemption_reason: Generated<string>;
  created_at: Generated<Date>;
}
