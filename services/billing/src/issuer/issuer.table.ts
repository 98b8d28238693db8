import type { ColumnType, Generated, Selectable } from 'kysely';

/** Text columns of the identity: '' when not set. */
type Text = Generated<string>;

/**
 * The manager's issuer: the profile's name and email as the gateway last sent them (`company`,
 * JSON {name, email}), and the invoicing identity set by SetIssuer (issuer_set).
 */
export interface IssuerTable {
  manager_id: number;
  company: ColumnType<unknown, unknown, unknown>;
  name: Text;
  street: Text;
  zip: Text;
  city: Text;
  country: Text;
  vat_id: Text;
  tax_number: Text;
  email: Text;
  phone: Text;
  iban: Text;
  bic: Text;
  bank_name: Text;
  register_court: Text;
  register_number: Text;
  managing_director: Text;
  payment_terms_days: number | null;
  small_business: Generated<boolean>;
}

export type IssuerRecord = Selectable<IssuerTable>;
