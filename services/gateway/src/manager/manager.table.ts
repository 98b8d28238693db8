import type { Generated, Selectable } from 'kysely';

export interface ManagerTable {
  id: Generated<number>;
  email: string;
  company_name: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  timezone: Generated<string>;
  currency: Generated<string>;
  language: Generated<string>;
  logo: Generated<string>;
  logo_thumbnail: Generated<string>;
  age: Generated<string>;
  address: Generated<string>;
  zip: Generated<string>;
  city: Generated<string>;
  country: Generated<string>;
  phone: Generated<string>;
  fax: Generated<string>;
  cooldown_ms: number | null;
  daily_quota: number | null;
  created_at: Generated<Date>;
}

export type ManagerRow = Selectable<ManagerTable>;
