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
}

/** A number range's counter and, when the manager has set them, its prefix and start number (copied from document_settings). */
export interface NumberCounterTable {
  manager_id: number;
  type: DocumentType;
  last_number: Generated<number>;
  /** null: the type's default (DEFAULT_PREFIX) */
  prefix: string | null;
  /** null: 1 */
  start_number: number | null;
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

export type DocumentRecord = Selectable<DocumentTable>;
/** A stored row with its booking's title, read from the document's link to the booking. */
export type DocumentRowRecord = Selectable<DocumentRowTable> & { booking_title: string };
