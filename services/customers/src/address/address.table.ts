import type { Generated } from 'kysely';

export interface CustomerAddressTable {
  id: Generated<number>;
  manager_id: number;
  customer_id: number;
  address_type: string;
  fields: Record<string, string>;
  created_at: Generated<Date>;
}
