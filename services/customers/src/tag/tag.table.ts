import type { Generated } from 'kysely';

export interface TagTable {
  id: Generated<number>;
  manager_id: number;
  tag_name: string;
  created_by: number;
  created_at: Generated<Date>;
}

export interface CustomerTagTable {
  id: Generated<number>;
  manager_id: number;
  customer_id: number;
  tag_id: number;
}
