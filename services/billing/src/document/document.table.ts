import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Calculation, Interval, PriceType, RowKind } from '../pricing/types.ts';

export type DocumentType = 'invoice' | 'quote' | 'order_confirmation' | 'cancellation';
export type DocumentStatus = 'draft' | 'approved' | 'cancelled';

export const DOCUMENT_TYPES: readonly DocumentType[] = ['invoice', 'quote', 'order_confirmation', 'cancellation'];

/** A date column: written and read as YYYY-MM-DD (the DATE type parser keeps the text). */
type DateColumn = ColumnType<string | null, string | null | undefined, string | null>;

/** A range as set by the manager (SetDocumentSettings); a trigger copies it into its counter row. */
export interface DocumentSettingsTable {
  manager_id: number;
  type: DocumentType;
  prefix: string;
  start_number: number;
  /** Numbers carry their document date's year and restart at 1 each year (RE-2027-0001). */
  yearly: Generated<boolean>;
  /** Yearly: the year start_number is for; null when plain. */
  start_year: number | null;
}

/** A number range's counter and, when the manager has set them, its prefix, start number and yearly setting (copied from document_settings). */
export interface NumberCounterTable {
  manager_id: number;
  type: DocumentType;
  /** The plain range's last number, also while the range is yearly (see year_number). */
  last_number: Generated<number>;
  /** null: the type's default (DEFAULT_PREFIX) */
  prefix: string | null;
  /** null: 1 */
  start_number: number | null;
  yearly: Generated<boolean>;
  start_year: number | null;
  /** Yearly: the year of the last number issued (year_number), dated last_date. */
  year: number | null;
  year_number: Generated<number>;
  last_date: DateColumn;
}

export interface InvoiceAutomationTable {
  manager_id: number;
  mode: 'off' | 'on_booking';
}

export interface DocumentTable {
  id: Generated<number>;
  manager_id: number;
  type: DocumentType;
  status: DocumentStatus;
  prefix: string | null;
  number_value: number | null;
  number: string | null;
  /** The year a yearly range's number counts in (its value repeats once a year); null for a plain range's. */
  number_year: number | null;
  document_date: DateColumn;
  due_date: DateColumn;
  customer_id: number | null;
  customer: unknown;
  company: unknown;
  cancels_document_id: number | null;
  from_quote_id: number | null;
  processed: Generated<boolean>;
  processed_at: Date | null;
  suffix_label: Generated<string>;
  vat_active: boolean;
  calculation: Calculation;
  net_cents: number;
  tax_cents: number;
  gross_cents: number;
  created_at: Generated<Date>;
  approved_at: Date | null;
}

/**
 * A document's columns, named for every read and `returning` of a whole document: a column a later
 * release adds is not read by this one while both run on the new schema during a rolling upgrade
 * (and a statement prepared on a connection keeps its result type).
 */
export const DOCUMENT_COLUMNS = [
  'id',
  'manager_id',
  'type',
  'status',
  'prefix',
  'number_value',
  'number',
  'document_date',
  'due_date',
  'customer_id',
  'customer',
  'company',
  'cancels_document_id',
  'from_quote_id',
  'processed',
  'processed_at',
  'suffix_label',
  'vat_active',
  'calculation',
  'net_cents',
  'tax_cents',
  'gross_cents',
  'created_at',
  'approved_at',
] as const satisfies readonly (keyof DocumentTable)[];

export interface DocumentRowTable {
  id: Generated<number>;
  manager_id: number;
  document_id: number;
  position: number;
  kind: RowKind;
  booking_id: number;
  instance_id: number;
  resource_id: number;
  resource_name: string;
  item_id: number;
  name: string;
  starts_at: Date;
  ends_at: Date;
  price_type: PriceType;
  interval: Interval | null;
  quantity: number;
  units: number;
  unit_cents: number;
  net_cents: number;
  tax_rate_bp: number;
  tax_category: Generated<string>;
  tax_exemption_reason: Generated<string>;
  tax_cents: number;
  gross_cents: number;
}

export interface DocumentBookingTable {
  manager_id: number;
  document_id: number;
  booking_id: number;
  /** The booking's title when the document was made ('' on links made before titles were kept). */
  booking_title: Generated<string>;
}

/** A document as read: DOCUMENT_COLUMNS (number_year is only written, for its key). */
export type DocumentRecord = Pick<Selectable<DocumentTable>, (typeof DOCUMENT_COLUMNS)[number]>;
/** A stored row with its booking's title, read from the document's link to the booking. */
export type DocumentRowRecord = Selectable<DocumentRowTable> & { booking_title: string };
