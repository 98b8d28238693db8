// The customers domain as the service's code speaks it: plain types, no proto, no v2 spelling.

export type Salutation = 'mr' | 'ms';
export type SalutationTitle = 'dr' | 'prof';

/** Free-text fields kept in their own column (the ones every read shows). */
export const COLUMN_TEXT_FIELDS = [
  'email',
  'company_name',
  'first_name',
  'last_name',
  'show_name',
  'customer_number_prefix',
  'color',
  'street',
  'house_number',
  'zip',
  'city',
  'country',
  'phone',
  'customer_account_number',
] as const;

/** Free-text fields no read shows, kept as given in the details document. */
export const DETAIL_TEXT_FIELDS = [
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
  'reference_sign',
  'financial_number',
  'cost_centre',
  'general_ledger',
  'reference_number',
  'master_id',
  'primion_id',
  'buyer_reference',
] as const;

/** Whether each invoice reference is printed on invoices (kept in the details document). */
export const INVOICE_FLAGS = [
  'reference_sign_shown_invoice',
  'financial_number_shown_invoice',
  'cost_centre_shown_invoice',
  'general_ledger_shown_invoice',
  'reference_number_shown_invoice',
] as const;

export type TextField = (typeof COLUMN_TEXT_FIELDS)[number] | (typeof DETAIL_TEXT_FIELDS)[number];
export type InvoiceFlag = (typeof INVOICE_FLAGS)[number];

/**
 * The fields of an add or an edit. Absent (undefined) = unchanged; null = cleared. Text arrives
 * checked and trimmed by the caller; "" clears a text field (names become "").
 */
export type CustomerInput = Partial<Record<TextField, string>> &
  Partial<Record<InvoiceFlag, boolean | null>> & {
    customer_number?: number | null;
    /** Replaces the customer's tags (names, distinct case-insensitively). */
    tags?: string[];
    /** Replaces the customer's groups. */
    group_ids?: number[];
    default_group_id?: number | null;
    salutation?: Salutation | null;
    salutation_title?: SalutationTitle | null;
    newsletter?: boolean | null;
  };

export interface Tag {
  id: number;
  managerId: number;
  name: string;
  createdBy: number;
  createdAt: Date;
}

export interface Group {
  id: number;
  managerId: number;
  name: string;
  description: string;
  isPublic: boolean;
}

export interface Customer {
  id: number;
  email: string | null;
  companyName: string;
  firstName: string;
  lastName: string;
  showName: string;
  createdAt: Date;
  customerNumber: number | null;
  customerNumberPrefix: string | null;
  /** Each with the id of the customer's tag entry. */
  tags: { id: number; tag: Tag }[];
  /** Each with the id of the membership; at most one is the default. */
  groups: { id: number; group: Group; isDefault: boolean }[];
  street: string | null;
  zip: string | null;
  city: string | null;
  phone: string | null;
  newsletter: boolean | null;
  color: string | null;
  salutation: Salutation | null;
  country: string | null;
  houseNumber: string | null;
  customerAccountNumber: string | null;
  salutationTitle: SalutationTitle | null;
  lastLoginAt: Date | null;
  /** The VAT id (ust_id) and the buyer reference, as invoices name them; null when unset. */
  vatId: string | null;
  buyerReference: string | null;
}
