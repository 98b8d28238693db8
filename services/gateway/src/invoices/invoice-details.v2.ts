// The invoice of invoice_details (spec 2.8, detail): its rows by kind (booking, inventory,
// feature = services) keyed by row id, the totals (calc) and the invoice record. Members Venue has
// no value for answer null, "" or 0 as the spec's type says (docs/decisions.md lists each).
import { serialize } from 'php-serialize';
import { ymdOf, type billing } from '@venue/contracts';
import { intervalWord } from '../billing/billing.v2.ts';
import { decimalOfCents, percentNumber } from '../billing/decimal.ts';
import { labelsOf } from './invoice-labels.v2.ts';
import {
  bookingReference,
  dateTimeSeconds,
  fileName,
  germanDate,
  invoiceType,
  local,
  money,
  type InvoiceReader,
} from './invoice-format.v2.ts';

type Row = billing.DocumentRow__Output;

const HOUR_MS = 3_600_000;
const INTERVAL_MINUTES: Partial<Record<billing.Interval__Output, number>> = {
  INTERVAL_PER_MINUTE: 1,
  INTERVAL_PER_30_MINUTES: 30,
  INTERVAL_PER_HOUR: 60,
  INTERVAL_PER_DAY: 1440,
};

/** What booking, inventory and feature entries share: the row's instance, money and state. */
function rowBasics(row: Row, document: billing.Document__Output, reader: InvoiceReader) {
  const start = local(row.start_ms, reader.timeZone);
  const end = local(row.end_ms, reader.timeZone);
  return {
    start,
    end,
    period: germanDate(start.date),
    multi_day_spanning: start.date !== end.date,
    instance_start_date: dateTimeSeconds(row.start_ms, reader.timeZone),
    instance_end_date: dateTimeSeconds(row.end_ms, reader.timeZone),
    interval: intervalWord(row.interval),
    tax: percentNumber(row.tax_rate_bp),
    price: decimalOfCents(row.net_cents),
    tax_price: decimalOfCents(row.tax_cents),
    total: decimalOfCents(row.gross_cents),
    // A row of a live invoice counts; one of a cancelled invoice or a cancellation does not stand alone.
    active: document.status === 'DOCUMENT_STATUS_APPROVED' && document.type === 'DOCUMENT_TYPE_INVOICE',
  };
}

function bookingEntry(row: Row, document: billing.Document__Output, reader: InvoiceReader) {
  const b = rowBasics(row, document, reader);
  const minutes = INTERVAL_MINUTES[row.interval];
  return {
    type: labelsOf(reader.language).row[row.kind],
    period: b.period,
    date: b.start.date,
    time: [{ from: b.start.time, to: b.end.time }],
    event_id: row.booking_id,
    booking: row.booking_title,
    cost_centre: '',
    tax_cost_centre: '',
    general_ledger_account: '',
    tax_general_ledger_account: '',
    resource_id: row.resource_id,
    resource_text: row.resource_name,
    units: row.units,
    units_accurate: minutes === undefined ? row.units : (row.end_ms - row.start_ms) / 60_000 / minutes,
    unit_type: b.interval,
    interval_price: money(row.unit_amount_cents),
    price_for_scale: money(row.unit_amount_cents),
    interval: b.interval,
    tax: b.tax,
    price: b.price,
    price_cost: 0,
    tax_price: b.tax_price,
    booking_discount: 0,
    total: b.total,
    multi_day_spanning: b.multi_day_spanning,
    instance_start_date: b.instance_start_date,
    instance_end_date: b.instance_end_date,
    instance_id: String(row.instance_id),
    resource_hours: (row.end_ms - row.start_ms) / HOUR_MS,
    ePlanpersonCount: '0',
    status: b.active,
    booking_status: b.active,
    price_description: row.name,
    price_rule_id: '',
    price_rule_title: row.name,
    price_rule_display_interval: b.interval,
    offer_interval: null,
    offer_price: null,
    purchased_offer_id: null,
    offer_id: null,
    multi_resource_price_applied: false,
    remark: '',
    is_edited: 0,
    canceled: b.active ? 0 : 1,
    edit_history: [],
    discount: null,
    discount_type: null,
    discount_price: 0,
    custom_fields: [],
  };
}

/** An inventory entry, or with nameKey "feature" a service entry. */
function itemEntry(row: Row, document: billing.Document__Output, reader: InvoiceReader, nameKey: 'inventory' | 'feature') {
  const b = rowBasics(row, document, reader);
  return {
    date: b.start.date,
    period: b.period,
    id: String(row.item_id),
    [nameKey]: row.name,
    quantity: String(row.quantity),
    booking_id: row.booking_id,
    booking: row.booking_title,
    resource_id: row.resource_id,
    resource: row.resource_name,
    units: row.units,
    unit_type: b.interval,
    interval_price: money(row.unit_amount_cents),
    interval: b.interval,
    tax: b.tax,
    price: b.price,
    price_cost: 0,
    tax_price: b.tax_price,
    total: b.total,
    multi_day_spanning: b.multi_day_spanning,
    instance_start_date: b.instance_start_date,
    instance_end_date: b.instance_end_date,
    status: b.active,
    booking_status: b.active,
  };
}

const sum = (rows: Row[], pick: (row: Row) => number) => money(rows.reduce((total, row) => total + pick(row), 0));

function calcOf(document: billing.Document__Output) {
  const ofKind = (kind: billing.RowKind__Output) => document.rows.filter((row) => row.kind === kind);
  const bookings = ofKind('ROW_KIND_RESOURCE');
  const inventory = ofKind('ROW_KIND_INVENTORY');
  const services = ofKind('ROW_KIND_SERVICE');
  return {
    total: {
      booking: sum(bookings, (r) => r.net_cents),
      booking_tax: sum(bookings, (r) => r.tax_cents),
      inventory: sum(inventory, (r) => r.net_cents),
      inventory_tax: sum(inventory, (r) => r.tax_cents),
      feature: sum(services, (r) => r.net_cents),
      feature_tax: sum(services, (r) => r.tax_cents),
      person: 0,
      person_tax: 0,
      deposit: 0,
      deposit_tax: 0,
      booking_offer: 0,
      offer: 0,
      offer_tax: 0,
      offer_price: 0,
    },
    // Per tax rate in rate order: the tax, and the net amount it is taken from.
    tax: document.taxes.map((t) => money(t.tax_cents)),
    tax_from: document.taxes.map((t) => money(t.net_cents)),
    cost_centre: [],
    general_ledger: [],
  };
}

/** The customer's address as printed: company, name, street and number, zip and city, country. */
export function addressLines(customer: billing.CustomerCard__Output | null): string[] {
  if (!customer) return [];
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  const street = [customer.street, customer.house_number].filter(Boolean).join(' ');
  const city = [customer.zip, customer.city].filter(Boolean).join(' ');
  return [customer.company_name, name, street, city, customer.country].filter((line) => line !== '');
}

function invoiceRecord(document: billing.Document__Output, reader: InvoiceReader) {
  const labels = labelsOf(reader.language);
  const c = document.customer;
  const fullName = [c?.first_name, c?.last_name].filter(Boolean).join(' ');
  const modifiedMs = Math.max(document.approved_at_ms, document.processed_at_ms, document.created_at_ms);
  return {
    customer: {
      id: document.customer_id,
      name: fullName,
      email: c?.email ?? '',
      salutation: c?.salutation ?? '',
      customer_number: c?.customer_number ?? '',
      financial_number: '',
      cost_centre: '',
      reference_sign: '',
      reference_number: '',
      items_shown_in_invoice: { customer_number: 1, reference_sign: 0, financial_number: 0, cost_centre: 0, reference_number: 0 },
      mandate: '',
      customer_account_number: '',
      debtor_account_number: '',
      customer_number_prefix: '',
      customer_full_name: fullName,
      salutation_txt: c?.salutation ?? '',
      salutation_title_txt: '',
      company_name: c?.company_name ?? '',
      customer_zip: c?.zip ?? '',
      customer_street: c?.street ?? '',
      customer_house_number: c?.house_number ?? '',
      customer_country: c?.country ?? '',
      customer_city: c?.city ?? '',
      first_name: c?.first_name ?? '',
      last_name: c?.last_name ?? '',
      customer_phone: c?.phone ?? '',
      iban: '',
    },
    document_date: `${ymdOf(document.document_date)} 00:00:00`,
    created: dateTimeSeconds(document.created_at_ms, reader.timeZone),
    modified: dateTimeSeconds(modifiedMs, reader.timeZone),
    invoice_id: document.id,
    manager_id: reader.managerId,
    invoice_number: document.number_value,
    invoice_number_prefix: document.prefix,
    file: fileName(document),
    invoice_sent: false,
    comments: '',
    invoice_comment: '',
    invoice_text_extra: '',
    closing_text_extra: '',
    booking_description_extra: '',
    down_payment: 0,
    total_price: money(document.gross_cents),
    currency: reader.currency,
    discount: { id: null, code: null, price: null },
    status: document.status === 'DOCUMENT_STATUS_CANCELLED' ? 2 : 1,
    payment_method: null,
    invoice_type: invoiceType(document),
    billing_address: addressLines(c).join('\n'),
    processed_status: document.processed ? labels.yes : labels.no,
    processed_on: document.processed_at_ms === 0 ? '' : local(document.processed_at_ms, reader.timeZone).date,
    processed_from: '',
    balance_payment: decimalOfCents(document.gross_cents),
    payment_history: serialize([]),
    offer_id: null,
    approved: 1,
    booking_reference: bookingReference(document),
    payment_due_date: ymdOf(document.due_date),
    payment_transaction_id: null,
    eplan_id: null,
    eplan_document_id: null,
    payment_reference_number: '',
    booking_reference_modulo11: '',
    created_by: '',
    is_caution: false,
    custom_fields: '',
    final_discount: 0,
    final_discount_type: null,
    final_discount_price: 0,
  };
}

export function invoiceDetailsV2(document: billing.Document__Output, reader: InvoiceReader) {
  const keyed = <T>(kind: billing.RowKind__Output, entry: (row: Row) => T) =>
    Object.fromEntries(document.rows.filter((row) => row.kind === kind).map((row) => [String(row.id), entry(row)]));
  return {
    booking: keyed('ROW_KIND_RESOURCE', (row) => bookingEntry(row, document, reader)),
    inventory: keyed('ROW_KIND_INVENTORY', (row) => itemEntry(row, document, reader, 'inventory')),
    feature: keyed('ROW_KIND_SERVICE', (row) => itemEntry(row, document, reader, 'feature')),
    person: [],
    deposit: [],
    offer: [],
    calc: calcOf(document),
    invoice: invoiceRecord(document, reader),
  };
}
