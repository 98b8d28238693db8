// Decodes customer_address_add's address list (spec 4.14), all strings in v2, into the typed
// Address messages of the customers service: lengths, "0"/"1" salutations, country code, email,
// address_type. The checks run in their historical order (the count, then each address field by
// field), so a request with several faults is refused with the same message as before.
// Pure functions, unit-tested.
import { invalid } from '@venue/platform';
import type { customers } from '@venue/contracts';
import { MAX_ADDRESSES, type AddressField } from '../schemas/customers.ts';
import { EMAIL } from './customer-fields.v2.ts';

export type AddressParams = Partial<Record<AddressField, string>>;

/** Plain text parameters, in the order they are checked, with their field in the contract. */
const TEXT_FIELDS = [
  ['company_name', 'company_name'],
  ['function', 'function'],
  ['first_name', 'first_name'],
  ['last_name', 'last_name'],
  ['street', 'street'],
  ['house_number', 'house_number'],
  ['zip', 'zip'],
  ['city', 'city'],
  ['UstID', 'vat_id'],
  ['phone', 'phone'],
  ['mobile', 'mobile'],
] as const satisfies readonly (readonly [AddressField, keyof customers.Address])[];

const SALUTATIONS = new Map<string, customers.Salutation>([['0', 'SALUTATION_MR'], ['1', 'SALUTATION_MS']]);
const TITLES = new Map<string, customers.SalutationTitle>([['0', 'SALUTATION_TITLE_DR'], ['1', 'SALUTATION_TITLE_PROF']]);
const COUNTRY = /^[A-Za-z]{2}$/;

/** The address parameter in index order: a JSON array as sent, form-encoded address[i][…] by number. */
export function addressList(address: AddressParams[] | Record<string, AddressParams>): AddressParams[] {
  if (Array.isArray(address)) return address;
  return Object.entries(address)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, value]) => value);
}

/** One address; blank parameters are left out. */
function decodeAddress(params: AddressParams, index: number): customers.Address {
  const where = `address[${index}]`;
  const address: customers.Address = {};
  let given = 0;
  for (const [name, field] of TEXT_FIELDS) {
    const value = params[name]?.trim();
    if (value === undefined || value === '') continue;
    if (value.length > 255) throw invalid(`${where}.${name} is longer than 255 characters`);
    address[field] = value;
    given += 1;
  }
  const salutation = params.salutation?.trim();
  if (salutation) {
    address.salutation = SALUTATIONS.get(salutation);
    if (!address.salutation) throw invalid(`${where}.salutation must be 0 or 1`);
    given += 1;
  }
  const title = params.salutation_title?.trim();
  if (title) {
    address.salutation_title = TITLES.get(title);
    if (!address.salutation_title) throw invalid(`${where}.salutation_title must be 0 or 1`);
    given += 1;
  }
  const country = params.country?.trim();
  if (country) {
    if (!COUNTRY.test(country)) throw invalid(`${where}.country must be a two-letter country code`);
    address.country = country.toUpperCase();
    given += 1;
  }
  const email = params.email?.trim();
  if (email) {
    if (!EMAIL.test(email) || email.length > 254) throw invalid(`${where}.email is not a valid email address`);
    address.email = email;
    given += 1;
  }
  const type = params.address_type?.trim() ?? '';
  if (type !== '' && type !== 'secondary') throw invalid(`${where}.address_type must be empty or secondary`);
  if (type === 'secondary') address.type = 'ADDRESS_TYPE_SECONDARY';
  // The type alone is not an address.
  if (given === 0) throw invalid(`${where} is empty`);
  return address;
}

export function decodeAddresses(list: AddressParams[]): customers.Address[] {
  if (list.length === 0) throw invalid('address: give at least one address');
  if (list.length > MAX_ADDRESSES) throw invalid(`address: at most ${MAX_ADDRESSES} addresses per call`);
  return list.map(decodeAddress);
}
