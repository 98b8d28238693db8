// Where each field of an add or an edit is kept, and the name rules. Pure functions,
// unit-tested. Values arrive checked and normalised by the caller (the gateway decodes v2);
// the inline customer of a booking is checked in inline-customer.ts.
import { buyerReferenceOf, MAX_BUYER_REFERENCE_LENGTH } from '@venue/contracts';
import { invalid } from '@venue/platform';
import type { CustomerInput, InvoiceFlag, Salutation, SalutationTitle, TextField } from './customer.model.ts';

/**
 * The stored columns, in the order the changed fields are named (customer.updated events).
 * Text columns hold the text; the others their stored code.
 */
const COLUMN_ORDER = [
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
  'customer_number',
] as const;

/** The keys of the details document, in the same sense. */
const DETAIL_ORDER = [
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
  'buyer_reference',
] as const;

/** Names never become null: an empty name is "". */
const NOT_NULL = new Set<string>(['company_name', 'first_name', 'last_name']);

/** Stored codes of the closed sets (the column values predate the domain types). */
export const SALUTATION_CODE: Record<Salutation, string> = { mr: '0', ms: '1' };
export const SALUTATION_TITLE_CODE: Record<SalutationTitle, string> = { dr: '0', prof: '1' };
const flagCode = (value: boolean) => (value ? '1' : '0');

export interface CustomerChanges {
  columns: Record<string, string | number | null>;
  details: Record<string, string>;
  /** Tag names when given (replaces the customer's tags). */
  tags?: string[];
  /** Group ids when given (replaces the customer's groups). */
  groupIds?: number[];
  /** The default group when given; null clears it. */
  defaultGroupId?: number | null;
}

function columnValue(input: CustomerInput, name: (typeof COLUMN_ORDER)[number]): string | number | null | undefined {
  switch (name) {
    case 'salutation':
      return input.salutation === undefined ? undefined : input.salutation && SALUTATION_CODE[input.salutation];
    case 'salutation_title':
      return input.salutation_title === undefined ? undefined : input.salutation_title && SALUTATION_TITLE_CODE[input.salutation_title];
    case 'customer_newsletter':
      return input.newsletter === undefined ? undefined : input.newsletter === null ? null : flagCode(input.newsletter);
    case 'customer_number':
      return input.customer_number;
    default: {
      const text = input[name];
      if (text === undefined) return undefined;
      return text === '' && !NOT_NULL.has(name) ? null : text;
    }
  }
}

function detailValue(input: CustomerInput, name: (typeof DETAIL_ORDER)[number]): string | undefined {
  if (name.endsWith('_shown_invoice')) {
    const flag = input[name as InvoiceFlag];
    return flag === undefined ? undefined : flag === null ? '' : flagCode(flag);
  }
  return input[name as TextField];
}

/** Says where each field present goes; absent fields stay untouched. */
export function toChanges(input: CustomerInput): CustomerChanges {
  // The one field with a rule of its own here: invoices carry it (BT-10), whoever called.
  if (input.buyer_reference !== undefined && buyerReferenceOf(input.buyer_reference) === null)
    throw invalid(`buyer_reference: one line of at most ${MAX_BUYER_REFERENCE_LENGTH} characters`);
  const changes: CustomerChanges = { columns: {}, details: {} };
  for (const name of COLUMN_ORDER) {
    const value = columnValue(input, name);
    if (value !== undefined) changes.columns[name] = value;
  }
  for (const name of DETAIL_ORDER) {
    const value = detailValue(input, name);
    if (value !== undefined) changes.details[name] = value;
  }
  if (input.tags !== undefined) changes.tags = input.tags;
  if (input.group_ids !== undefined) changes.groupIds = [...new Set(input.group_ids)];
  if (input.default_group_id !== undefined) changes.defaultGroupId = input.default_group_id;
  return changes;
}

/** The fields an edit changed, as customer.updated names them. */
export function changedFields(changes: CustomerChanges): string[] {
  return [
    ...Object.keys(changes.columns),
    ...Object.keys(changes.details),
    ...(changes.tags !== undefined ? ['customer_tags'] : []),
    ...(changes.groupIds !== undefined ? ['customer_group_id'] : []),
    ...(changes.defaultGroupId !== undefined ? ['default_customer_group'] : []),
  ];
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
