import type { Generated } from 'kysely';

export interface CategoryTable {
  id: Generated<number>;
  manager_id: number;
  name: string;
}
