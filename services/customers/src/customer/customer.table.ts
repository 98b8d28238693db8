import type { Generated, Selectable } from 'kysely';

export interface CustomerTable {
  id: Generated<number>;
  manager_id: number;
  email: string | null;
  company_name: Generated<string>;
  first_name: Generated<string>;
  last_name: Generated<string>;
  show_name: string | null;
  customer_number: number | null;
  customer_number_prefix: string | null;
  color: string | null;
  salutation: string | null;
  salutation_title: string | null;
  street: string | null;
  house_number: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  phone: string | null;
  customer_account_number: string | null;
  customer_newsletter: string | null;
  details: Generated<Record<string, string>>;
  last_login: Date | null;
  created_at: Generated<Date>;
}

export type CustomerRow = Selectable<CustomerTable>;
