// Answers of invoice_list and invoice_details (routes/v2/invoices.ts, spec 2.8, 4.15, 4.16) and of
// the invoice PDF (routes/internal/documents.ts).
import { Type, type TProperties } from 'typebox';
import { Failure, Ok, responses } from './envelope.ts';
import { DateTimeYmdHis, DateYmd, Exact, Id, IsoWithOffset, MapOf, OneOf, TimeHi } from './formats.ts';

const GermanDate = Type.String({ pattern: '^\\d{2}\\.\\d{2}\\.\\d{4}$', description: 'dd.mm.yyyy' });
const GermanDateTime = Type.String({ pattern: '^\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}$', description: 'dd.mm.yyyy H:i' });
const DateYmdOrEmpty = Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', description: 'Y-m-d, or "" for none' });
const DUE = 'the due date given when the invoice was created, else its document date (a cancellation invoice: its own)';
const GermanDueDate = Type.String({ pattern: '^\\d{2}\\.\\d{2}\\.\\d{4}$', description: `dd.mm.yyyy: ${DUE}` });
const DueDateYmd = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `Y-m-d: ${DUE}` });
const Decimal = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'amount as a decimal string, e.g. "12.50" (negative on a cancellation)' });
const Money = Type.Number({ description: 'amount in the currency (negative on a cancellation)' });
const Percent = Type.Number({ minimum: 0, maximum: 100, description: 'tax rate in %' });
const Null = Type.Null({ description: 'Venue has no value for it' });
const Empty = Type.String({ maxLength: 0, description: 'Venue has no value for it' });
const Zero = Type.Integer({ minimum: 0, maximum: 0, description: 'Venue has no value for it' });
const Localised = (description: string) => Type.String({ minLength: 1, description: `${description}, in the manager's language (de, en)` });
const Interval = Type.String({ description: 'per_minute, per_30_minutes, per_hour, per_day, per_quantity; "" for a flat price' });
const InvoiceType = OneOf(['invoice', 'cancellation'], 'invoice, or cancellation for a cancellation invoice');
const ProcessedStatus = Localised('No/Yes (Nein/Ja)');
const CustomerId = Type.Integer({ minimum: 0 });

const InvoiceRow = Exact({
  id: Id,
  date: GermanDate,
  resource_id: Id,
  booking_id: Id,
  type: Localised('Booking, Inventory or Service'),
  rate: Type.String({ description: 'the tariff title or the item name' }),
  duration: Type.Integer({ description: 'started intervals times quantity (1 for a flat price)' }),
  unit: Type.String({ description: 'the interval (per_hour…), or flat' }),
  price: Money,
  discount: Null,
  tax_rate: Percent,
  tax: Money,
  total: Money,
});

export const InvoiceListItem = Exact({
  id: Id,
  invoice_number: Type.String({ minLength: 1, description: 'the number with its prefix' }),
  file: Type.String({ pattern: '\\.pdf$', description: 'the PDF: /api/internal/invoice_file/<invoice_number>' }),
  discount_price: Type.Number({ description: 'always 0: Venue has no discounts' }),
  total_price: Money,
  currency: Type.String({ description: "the manager's currency" }),
  document_date: IsoWithOffset,
  created: GermanDateTime,
  booking_reference: Type.String({ description: 'the booking ids, comma-separated' }),
  payment_method: Null,
  invoice_type: InvoiceType,
  processed_status: ProcessedStatus,
  approved: Type.Integer({ minimum: 1, maximum: 1 }),
  text: Empty,
  discount: Exact({ type: Null, rate: Null }),
  invoice_number_suffix_label: Type.String({ description: '"auto" for invoices of the invoice automation' }),
  payment_status: Localised('Open (Offen): Venue records no payments'),
  payment_type: Localised('Invoice (Rechnung)'),
  status: Localised('Approved, Cancelled or Cancellation invoice'),
  due_date: GermanDueDate,
  customer: Exact({
    id: CustomerId,
    company: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    street: Type.String(),
    house_number: Type.String(),
    zip: Type.String(),
    city: Type.String(),
    country: Type.String(),
  }),
  invoice_rows: Type.Array(InvoiceRow),
});

const instanceFields = {
  multi_day_spanning: Type.Boolean(),
  instance_start_date: DateTimeYmdHis,
  instance_end_date: DateTimeYmdHis,
  status: Type.Boolean({ description: 'false on a cancelled invoice and a cancellation invoice' }),
  booking_status: Type.Boolean(),
};

const BookingEntry = Exact({
  type: Localised('Booking'),
  period: GermanDate,
  date: DateYmd,
  time: Type.Array(Exact({ from: TimeHi, to: TimeHi })),
  event_id: Id,
  booking: Empty,
  cost_centre: Empty,
  tax_cost_centre: Empty,
  general_ledger_account: Empty,
  tax_general_ledger_account: Empty,
  resource_id: Id,
  resource_text: Type.String(),
  units: Type.Integer(),
  units_accurate: Type.Number(),
  unit_type: Interval,
  interval_price: Money,
  price_for_scale: Money,
  interval: Interval,
  tax: Percent,
  price: Decimal,
  price_cost: Zero,
  tax_price: Decimal,
  booking_discount: Zero,
  total: Decimal,
  multi_day_spanning: instanceFields.multi_day_spanning,
  instance_start_date: DateTimeYmdHis,
  instance_end_date: DateTimeYmdHis,
  instance_id: Type.String({ pattern: '^\\d+$' }),
  resource_hours: Type.Number(),
  ePlanpersonCount: Type.String(),
  status: instanceFields.status,
  booking_status: instanceFields.booking_status,
  price_description: Type.String(),
  price_rule_id: Empty,
  price_rule_title: Type.String(),
  price_rule_display_interval: Interval,
  offer_interval: Null,
  offer_price: Null,
  purchased_offer_id: Null,
  offer_id: Null,
  multi_resource_price_applied: Type.Boolean(),
  remark: Empty,
  is_edited: Zero,
  canceled: Type.Integer({ minimum: 0, maximum: 1 }),
  edit_history: Type.Array(Type.Unknown(), { maxItems: 0 }),
  discount: Null,
  discount_type: Null,
  discount_price: Zero,
  custom_fields: Type.Array(Type.Unknown(), { maxItems: 0 }),
});

const itemEntry = (nameKey: 'inventory' | 'feature') =>
  Exact({
    date: DateYmd,
    period: GermanDate,
    id: Type.String({ pattern: '^\\d+$', description: 'the item id' }),
    [nameKey]: Type.String({ description: 'the item name' }),
    quantity: Type.String({ pattern: '^\\d+$' }),
    booking_id: Id,
    booking: Empty,
    resource_id: Id,
    resource: Type.String(),
    units: Type.Integer(),
    unit_type: Interval,
    interval_price: Money,
    interval: Interval,
    tax: Percent,
    price: Decimal,
    price_cost: Zero,
    tax_price: Decimal,
    total: Decimal,
    ...instanceFields,
  });

const EmptyArray = Type.Array(Type.Unknown(), { maxItems: 0, description: 'Venue has none' });
const totalKeys = [
  'booking', 'booking_tax', 'inventory', 'inventory_tax', 'feature', 'feature_tax', 'person', 'person_tax',
  'deposit', 'deposit_tax', 'booking_offer', 'offer', 'offer_tax', 'offer_price',
] as const;

const Calc = Exact({
  total: Exact(Object.fromEntries(totalKeys.map((key) => [key, Money])) as TProperties),
  tax: Type.Array(Money, { description: 'the tax per rate, rates ascending' }),
  tax_from: Type.Array(Money, { description: 'the net amount each tax is taken from, same order' }),
  cost_centre: EmptyArray,
  general_ledger: EmptyArray,
});

const Flag01 = Type.Integer({ minimum: 0, maximum: 1 });

const InvoiceRecord = Exact({
  customer: Exact({
    id: CustomerId,
    name: Type.String(),
    email: Type.String(),
    salutation: Type.String(),
    customer_number: Type.String(),
    financial_number: Empty,
    cost_centre: Empty,
    reference_sign: Empty,
    reference_number: Empty,
    items_shown_in_invoice: Exact({ customer_number: Flag01, reference_sign: Flag01, financial_number: Flag01, cost_centre: Flag01, reference_number: Flag01 }),
    mandate: Empty,
    customer_account_number: Empty,
    debtor_account_number: Empty,
    customer_number_prefix: Empty,
    customer_full_name: Type.String(),
    salutation_txt: Type.String(),
    salutation_title_txt: Empty,
    company_name: Type.String(),
    customer_zip: Type.String(),
    customer_street: Type.String(),
    customer_house_number: Type.String(),
    customer_country: Type.String(),
    customer_city: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    customer_phone: Type.String(),
    iban: Empty,
  }),
  document_date: DateTimeYmdHis,
  created: DateTimeYmdHis,
  modified: DateTimeYmdHis,
  invoice_id: Id,
  manager_id: Id,
  invoice_number: Type.Integer({ minimum: 1, description: 'the number without its prefix' }),
  invoice_number_prefix: Type.String(),
  file: Type.String({ pattern: '\\.pdf$' }),
  invoice_sent: Type.Boolean({ description: 'always false: Venue sends no invoices' }),
  comments: Empty,
  invoice_comment: Empty,
  invoice_text_extra: Empty,
  closing_text_extra: Empty,
  booking_description_extra: Empty,
  down_payment: Zero,
  total_price: Money,
  currency: Type.String(),
  discount: Exact({ id: Null, code: Null, price: Null }),
  status: Type.Integer({ minimum: 1, maximum: 2, description: '1 approved, 2 cancelled by a cancellation invoice' }),
  payment_method: Null,
  invoice_type: InvoiceType,
  billing_address: Type.String({ description: "the customer's address lines, newline-separated" }),
  processed_status: ProcessedStatus,
  processed_on: DateYmdOrEmpty,
  processed_from: Empty,
  balance_payment: Decimal,
  payment_history: Type.String({ description: 'PHP-serialized list of payments: always a:0:{}' }),
  offer_id: Null,
  approved: Type.Integer({ minimum: 1, maximum: 1 }),
  booking_reference: Type.String(),
  payment_due_date: DueDateYmd,
  payment_transaction_id: Null,
  eplan_id: Null,
  eplan_document_id: Null,
  payment_reference_number: Empty,
  booking_reference_modulo11: Empty,
  created_by: Empty,
  is_caution: Type.Boolean(),
  custom_fields: Empty,
  final_discount: Zero,
  final_discount_type: Null,
  final_discount_price: Zero,
});

export const InvoiceDetails = Exact({
  booking: MapOf(BookingEntry, 'booking rows by invoice row id'),
  inventory: MapOf(itemEntry('inventory'), 'inventory rows by invoice row id'),
  feature: MapOf(itemEntry('feature'), 'service rows by invoice row id'),
  person: EmptyArray,
  deposit: EmptyArray,
  offer: EmptyArray,
  calc: Calc,
  invoice: InvoiceRecord,
});

const Paging = {
  limit: Type.Integer({ minimum: 1, maximum: 500, description: 'the limit applied (default 50, maximum 500)' }),
  offset: Type.Integer({ minimum: 0, description: 'the offset applied' }),
};

export const invoiceResponses = {
  'GET /api/v2/invoice_list': responses({
    200: Ok(Type.Array(InvoiceListItem), 'Invoices newest first; total counts every matching invoice', Paging),
  }),
  'GET /api/v2/invoice_details': responses({ 200: Ok(InvoiceDetails, 'The invoice with its rows, totals and record') }),
  'GET /api/internal/invoice_xml/:invoice_number': {
    200: Type.Unsafe({
      description: 'The invoice as an XRechnung 3.0 e-invoice: CII (CrossIndustryInvoice) or UBL (Invoice, or CreditNote for a cancellation invoice)',
      content: { 'application/xml': { schema: { type: 'string' } } },
    }),
    '4xx': Failure,
    '5xx': Failure,
  },
  'GET /api/internal/invoice_file/:invoice_number': {
    200: Type.Unsafe({
      description: 'The document as a PDF/A-3b file (Content-Disposition names the file as invoice_list does)',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    }),
    '4xx': Failure,
    '5xx': Failure,
  },
};
