import type { Generated, Selectable } from 'kysely';

export interface ResourceTable {
  id: Generated<number>;
  manager_id: number;
  parent_id: number | null;
  title: string;
  platform_status: Generated<number>;
  place_id: number | null;
  phone: Generated<string>;
  fax: Generated<string>;
  internal_comment: Generated<string>;
  public_comment: Generated<string>;
  lat: number | null;
  lng: number | null;
  tags: Generated<string[]>;
  category_id: number | null;
  image: Generated<string>;
  created_at: Generated<Date>;
}

export interface ResourceCustomValueTable {
  resource_id: number;
  field_id: number;
  manager_id: number;
  value: string;
}

export type ResourceRow = Selectable<ResourceTable>;
