import type { Generated } from 'kysely';

export interface CustomerGroupTable {
  id: Generated<number>;
  manager_id: number;
  name: string;
  description: Generated<string>;
  public_group: Generated<number>;
}

export interface CustomerGroupMemberTable {
  id: Generated<number>;
  manager_id: number;
  customer_id: number;
  group_id: number;
  is_default: Generated<boolean>;
}
