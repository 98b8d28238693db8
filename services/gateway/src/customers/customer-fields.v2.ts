// Decodes the customer_add / customer_edit parameters (spec 4.12), all strings in v2, into the
// typed CustomerFields of the customers service: formats, lengths, comma lists, "0"/"1" flags.
// The checks run in the parameters' historical order, so a request with several faults is
// refused with the same message as before. Pure functions, unit-tested.
import { invalid } from '@venue/platform';
import { MAX_BUYER_REFERENCE_LENGTH, type customers } from '@venue/contracts';
import { CUSTOMER_FIELDS, type CustomerFieldName } from '../schemas/customers.ts';

export type CustomerParams = Partial<Record<CustomerFieldName, string>>;

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COLOR = /^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const COUNTRY = /^[A-Za-z]{2}$/;
const IDS = /^\s*\d+\s*(?:,\s*\d+\s*)*$/;

/** Plain text parameters, in the order they are checked (the kept columns first). */
const TEXT_ORDER = [
  'email', 'company_name', 'first_name', 'last_name', 'show_name', 'customer_number_prefix', 'color',
  'salutation', 'salutation_title', 'street', 'house_number', 'zip', 'city', 'country', 'phone',
  'customer_account_number', 'customer_newsletter', 'debtor_account_number', 'customer_department',
  'matriculation_number', 'customer_function', 'ust_id', 'website', 'mobile', 'bank_owner', 'iban', 'bic',
  'mandate', 'internal_comment', 'reference_sign_shown_invoice', 'reference_sign',
  'financial_number_shown_invoice', 'financial_number', 'cost_centre_shown_invoice', 'cost_centre',
  'general_ledger_shown_invoice', 'general_ledger', 'reference_number_shown_invoice', 'reference_number',
  'master_id', 'primion_id', 'buyer_reference',
] as const satisfies readonly CustomerFieldName[];

const FLAGS = [
  'customer_newsletter',
  'reference_sign_shown_invoice',
  'financial_number_shown_invoice',
  'cost_centre_shown_invoice',
  'general_ledger_shown_invoice',
  'reference_number_shown_invoice',
] as const;
type FlagParam = (typeof FLAGS)[number];
type TextParam = Exclude<(typeof TEXT_ORDER)[number], FlagParam | 'salutation' | 'salutation_title'>;

const ZERO_OR_ONE = new Set<string>(['salutation', 'salutation_title', ...FLAGS]);

function maxLength(name: string): number {
  if (name === 'internal_comment') return 10_000;
  if (name === 'buyer_reference') return MAX_BUYER_REFERENCE_LENGTH;
  if (name === 'email') return 254;
  return 255;
}

/** The checked, trimmed, normalised value; "" when the parameter clears its field. */
function checkValue(name: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed.length > maxLength(name)) throw invalid(`${name} is longer than ${maxLength(name)} characters`);
  if (trimmed === '') return '';
  if (name === 'email' && !EMAIL.test(trimmed)) throw invalid('email is not a valid email address');
  if (name === 'country' && !COUNTRY.test(trimmed)) throw invalid('country must be a two-letter country code');
  if (name === 'color' && !COLOR.test(trimmed)) throw invalid('color must be a hex colour such as #1a2b3c');
  if (ZERO_OR_ONE.has(name) && trimmed !== '0' && trimmed !== '1') {
    const hint = name === 'salutation' ? ' (0 = Mr., 1 = Ms./Mrs.)' : name === 'salutation_title' ? ' (0 = Dr., 1 = Pr.)' : '';
    throw invalid(`${name} must be 0 or 1${hint}`);
  }
  if (name === 'country') return trimmed.toUpperCase();
  if (name === 'color') return (trimmed.startsWith('#') ? trimmed : `#${trimmed}`).toLowerCase();
  return trimmed;
}

function parseIds(name: string, value: string): number[] {
  if (value.trim() === '') return [];
  if (!IDS.test(value)) throw invalid(`${name} must be a group id or comma-separated group ids`);
  const ids = [...new Set(value.split(',').map((id) => Number(id.trim())))];
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)) throw invalid(`${name} has an invalid id`);
  return ids;
}

/** customer_tags: comma-separated names, trimmed, case-insensitive duplicates dropped. */
export function parseTags(value: string): string[] {
  const names = new Map<string, string>();
  for (const raw of value.split(',')) {
    const name = raw.trim();
    if (name === '') continue;
    if (name.length > 100) throw invalid('customer_tags: a tag name is longer than 100 characters');
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  if (names.size > 50) throw invalid('customer_tags: at most 50 tags');
  return [...names.values()];
}

const SALUTATIONS: Record<string, customers.Salutation> = { '': 'SALUTATION_UNSPECIFIED', '0': 'SALUTATION_MR', '1': 'SALUTATION_MS' };
const TITLES: Record<string, customers.SalutationTitle> = {
  '': 'SALUTATION_TITLE_UNSPECIFIED',
  '0': 'SALUTATION_TITLE_DR',
  '1': 'SALUTATION_TITLE_PROF',
};
const flag = (checked: string): customers.ClearableBool => (checked === '' ? {} : { value: checked === '1' });

/** The string parameters of a request body (numbers arrive as text through the schema). */
export function pickCustomerParams(body: Record<string, unknown>): CustomerParams {
  const params: CustomerParams = {};
  for (const name of CUSTOMER_FIELDS) {
    const value = body[name];
    if (typeof value === 'string') params[name] = value;
  }
  return params;
}

/** Absent parameters stay absent (unchanged on edit); "" clears. */
export function decodeCustomerFields(params: CustomerParams): customers.CustomerFields {
  const fields: customers.CustomerFields = {};
  for (const name of TEXT_ORDER) {
    const value = params[name];
    if (value === undefined) continue;
    const checked = checkValue(name, value);
    if (name === 'salutation') fields.salutation = SALUTATIONS[checked];
    else if (name === 'salutation_title') fields.salutation_title = TITLES[checked];
    else if (name === 'customer_newsletter') fields.newsletter = flag(checked);
    else if ((FLAGS as readonly string[]).includes(name)) fields[name as Exclude<FlagParam, 'customer_newsletter'>] = flag(checked);
    else fields[name as TextParam] = checked;
  }
  if (params.customer_number !== undefined) {
    const number = params.customer_number.trim();
    if (number !== '' && !/^\d{1,9}$/.test(number)) throw invalid('customer_number must be a whole number');
    fields.customer_number = number === '' ? {} : { value: Number(number) };
  }
  if (params.customer_tags !== undefined) fields.tags = { names: parseTags(params.customer_tags) };
  if (params.customer_group_id !== undefined) fields.group_ids = { ids: parseIds('customer_group_id', params.customer_group_id) };
  if (params.default_customer_group !== undefined) {
    const ids = parseIds('default_customer_group', params.default_customer_group);
    if (ids.length > 1) throw invalid('default_customer_group must be a single group id');
    fields.default_group_id = ids.length === 0 ? {} : { value: ids[0]! };
  }
  return fields;
}
