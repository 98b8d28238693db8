// An invoice of invoice_list (spec 2.8, list item), fields in the spec's order.
import { ymdOf, type billing } from '@venue/contracts';
import { intervalWord } from '../billing/billing.v2.ts';
import { percentNumber } from '../billing/decimal.ts';
import { labelsOf, statusText } from './invoice-labels.v2.ts';
import {
  bookingReference,
  documentDateIso,
  fileName,
  germanDate,
  germanDateTime,
  invoiceType,
  local,
  money,
  type InvoiceReader,
} from './invoice-format.v2.ts';

/** A row of invoice_rows. Venue has no discounts; duration is the started intervals (or quantity). */
function invoiceRowV2(row: billing.DocumentRow__Output, reader: InvoiceReader) {
  return {
    id: row.id,
    date: germanDate(local(row.start_ms, reader.timeZone).date),
    resource_id: row.resource_id,
    booking_id: row.booking_id,
    type: labelsOf(reader.language).row[row.kind],
    rate: row.name,
    duration: row.units,
    unit: intervalWord(row.interval) || 'flat',
    price: money(row.unit_amount_cents),
    discount: null,
    tax_rate: percentNumber(row.tax_rate_bp),
    tax: money(row.tax_cents),
    total: money(row.gross_cents),
  };
}

export function invoiceListItemV2(document: billing.Document__Output, reader: InvoiceReader) {
  const labels = labelsOf(reader.language);
  const customer = document.customer;
  return {
    id: document.id,
    invoice_number: document.number,
    file: fileName(document),
    discount_price: 0,
    total_price: money(document.gross_cents),
    currency: reader.currency,
    document_date: documentDateIso(ymdOf(document.document_date), reader.timeZone),
    created: germanDateTime(document.created_at_ms, reader.timeZone),
    booking_reference: bookingReference(document),
    payment_method: null,
    invoice_type: invoiceType(document),
    processed_status: document.processed ? labels.yes : labels.no,
    approved: 1,
    text: '',
    discount: { type: null, rate: null },
    invoice_number_suffix_label: document.suffix_label,
    payment_status: labels.paymentOpen,
    payment_type: labels.paymentByInvoice,
    status: statusText(document, reader.language),
    due_date: germanDate(ymdOf(document.due_date)),
    customer: {
      id: document.customer_id,
      company: customer?.company_name ?? '',
      first_name: customer?.first_name ?? '',
      last_name: customer?.last_name ?? '',
      street: customer?.street ?? '',
      house_number: customer?.house_number ?? '',
      zip: customer?.zip ?? '',
      city: customer?.city ?? '',
      country: customer?.country ?? '',
    },
    invoice_rows: document.rows.map((row) => invoiceRowV2(row, reader)),
  };
}
