// A customer's extra address as the service's code speaks it: plain types, no proto, no v2 spelling.
import type { Salutation, SalutationTitle } from '../customer/customer.model.ts';

/** Free-text fields of an address; each is either given (trimmed, non-empty) or absent. */
export const ADDRESS_TEXT_FIELDS = [
  'company_name',
  'function',
  'first_name',
  'last_name',
  'street',
  'house_number',
  'zip',
  'city',
  'country',
  'vat_id',
  'phone',
  'email',
  'mobile',
] as const;

export type AddressTextField = (typeof ADDRESS_TEXT_FIELDS)[number];

/** null: an address with no particular role. */
export type AddressType = 'secondary';

export interface NewAddress {
  type: AddressType | null;
  salutation: Salutation | null;
  salutationTitle: SalutationTitle | null;
  text: Partial<Record<AddressTextField, string>>;
}

/** How many addresses one call may add (they are written in one transaction). */
export const MAX_ADDRESSES_PER_CALL = 50;
