// The rules of the customer_add / customer_edit parameters (spec 4.12): formats, lengths and
// where each parameter is kept. Pure functions, unit-tested.
import { invalid } from '@venue/platform';
import type { customers } from '@venue/contracts';

export type CustomerFields = customers.CustomerFields__Output;

/** Parameters kept in their own column (the ones customer_list shows). */
const COLUMN_FIELDS = [
  'email',
  'company_name',
  'first_name',
  'last_name',
  'show_name',
  'customer_number_prefix',
  'color',
  'salutation',
  'salutation_title',
  'street',
  'house_number',
  'zip',
  'city',
  'country',
  'phone',
  'customer_account_number',
  'customer_newsletter',
] as const;

/** Parameters kept as given in the details document. */
const DETAIL_FIELDS = [
  'debtor_account_number',
  'customer_department',
  'matriculation_number',
  'customer_function',
  'ust_id',
  'website',
  'mobile',
  'bank_owner',
  'iban',
  'bic',
  'mandate',
  'internal_comment',
  'reference_sign_shown_invoice',
  'reference_sign',
  'financial_number_shown_invoice',
  'financial_number',
  'cost_centre_shown_invoice',
  'cost_centre',
  'general_ledger_shown_invoice',
  'general_ledger',
  'reference_number_shown_invoice',
  'reference_number',
  'master_id',
  'primion_id',
] as const;

/** Names never become null: an empty name is "". */
const NOT_NULL = new Set(['company_name', 'first_name', 'last_name']);
const ZERO_OR_ONE = new Set([
  'salutation',
  'salutation_title',
  'customer_newsletter',
  'reference_sign_shown_invoice',
  'financial_number_shown_invoice',
  'cost_centre_shown_invoice',
  'general_ledger_shown_invoice',
  'reference_number_shown_invoice',
]);

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COLOR = /^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const COUNTRY = /^[A-Za-z]{2}$/;
const IDS = /^\s*\d+\s*(?:,\s*\d+\s*)*$/;

export interface CustomerChanges {
  columns: Record<string, string | number | null>;
  details: Record<string, string>;
  /** Tag names when customer_tags was given (replaces the customer's tags). */
  tags?: string[];
  /** Group ids when customer_group_id was given (replaces the customer's groups). */
  groupIds?: number[];
  /** default_customer_group when given; null clears it. */
  defaultGroupId?: number | null;
}

function maxLength(name: string): number {
  if (name === 'internal_comment') return 10_000;
  if (name === 'email') return 254;
  return 255;
}

function checkValue(name: string, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length > maxLength(name)) throw invalid(`${name} is longer than ${maxLength(name)} characters`);
  if (trimmed === '') return NOT_NULL.has(name) ? '' : null;
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

/** Validates the fields present and says where each goes; absent fields stay untouched. */
export function toChanges(fields: CustomerFields): CustomerChanges {
  const changes: CustomerChanges = { columns: {}, details: {} };
  for (const name of COLUMN_FIELDS) {
    const value = fields[name];
    if (value !== undefined) changes.columns[name] = checkValue(name, value);
  }
  for (const name of DETAIL_FIELDS) {
    const value = fields[name];
    if (value !== undefined) {
      const checked = checkValue(name, value);
      changes.details[name] = checked ?? '';
    }
  }
  if (fields.customer_number !== undefined) {
    const number = fields.customer_number.trim();
    if (number !== '' && !/^\d{1,9}$/.test(number)) throw invalid('customer_number must be a whole number');
    changes.columns.customer_number = number === '' ? null : Number(number);
  }
  if (fields.customer_tags !== undefined) changes.tags = parseTags(fields.customer_tags);
  if (fields.customer_group_id !== undefined) changes.groupIds = parseIds('customer_group_id', fields.customer_group_id);
  if (fields.default_customer_group !== undefined) {
    const ids = parseIds('default_customer_group', fields.default_customer_group);
    if (ids.length > 1) throw invalid('default_customer_group must be a single group id');
    changes.defaultGroupId = ids[0] ?? null;
  }
  return changes;
}

/** The display name: the one given, else the company, else first and last name, else email. */
export function deriveShowName(row: {
  show_name: string | null;
  company_name: string;
  first_name: string;
  last_name: string;
  email?: string | null;
}): string {
  if (row.show_name) return row.show_name;
  if (row.company_name) return row.company_name;
  const names = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return names || (row.email ?? '');
}

export function requireSomeName(row: { company_name: string; first_name: string; last_name: string }): void {
  if (!row.company_name && !row.first_name && !row.last_name) {
    throw invalid('at least one of first_name, last_name and company_name is required');
  }
}
