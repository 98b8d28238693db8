import type { Generated, Selectable } from 'kysely';

export type CustomFieldType = 'numeric' | 'select';

export interface CustomFieldTable {
  id: Generated<number>;
  manager_id: number;
  name: string;
  type: CustomFieldType;
  options: string[];
}

export type CustomFieldRow = Selectable<CustomFieldTable>;
