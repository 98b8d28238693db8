// Hand-built documents as billing answers them (billing.Document__Output), for the PDF tests: a
// German venue's invoice with a multi-day hall booking, a same-day room, an item taken twice, a
// service at 7 % and a VAT-exempt course, each with the snapshot a numbered document carries.
import type { billing } from '@venue/contracts';
import { localToInstant } from '@venue/platform';

const ZONE = 'Europe/Berlin';

/** A Y-m-d date as billing answers it. */
const localDateOf = (ymd: string): billing.Document__Output['document_date'] & object => {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** An instant from a local date and time in Berlin. */
export const at = (date: string, time: string) => localToInstant(date, time, ZONE).getTime();

export function issuer(overrides: Partial<billing.Issuer__Output> = {}): billing.Issuer__Output {
  return {
    company: 'Eventhalle Muster GmbH',
    street: 'Musterstraße 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
    vat_id: 'DE123456789',
    tax_number: '27/123/45678',
    email: 'rechnung@eventhalle.example',
    phone: '+49 30 1234567',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bank_name: 'Commerzbank',
    register_court: 'Amtsgericht Berlin-Charlottenburg',
    register_number: 'HRB 123456',
    managing_director: 'Erika Mustermann',
    payment_terms_days: 14,
    small_business: false,
    missing: [],
    ...overrides,
  };
}

export function customer(
  overrides: Partial<billing.CustomerCard__Output> = {},
): billing.CustomerCard__Output {
  return {
    id: 7,
    customer_number: 'K-1001',
    company_name: 'Acme GmbH',
    salutation: '',
    first_name: 'Ada',
    last_name: 'Lovelace',
    street: 'Hauptstraße',
    house_number: '5a',
    zip: '10117',
    city: 'Berlin',
    country: 'DE',
    email: 'ada@acme.example',
    phone: '',
    vat_id: 'DE987654321',
    buyer_reference: 'PO-4711',
    ...overrides,
  };
}

/** A row; net, tax and gross from units × unit price at the rate (half up, as billing rounds). */
export function row(
  overrides: Partial<billing.DocumentRow__Output> & { units: number; unit_amount_cents: number },
): billing.DocumentRow__Output {
  const net = overrides.units * overrides.unit_amount_cents;
  const rate = overrides.tax_rate_bp ?? 1900;
  const tax = Math.round((net * rate) / 10_000);
  return {
    id: 1,
    kind: 'ROW_KIND_RESOURCE',
    booking_id: 11,
    instance_id: 1,
    resource_id: 3,
    resource_name: 'Großer Saal',
    item_id: 0,
    name: '',
    start_ms: 0,
    end_ms: 0,
    price_type: 'PRICE_TYPE_FIXED',
    interval: 'INTERVAL_PER_HOUR',
    quantity: 1,
    net_cents: net,
    tax_rate_bp: rate,
    tax_cents: tax,
    gross_cents: net + tax,
    booking_title: '',
    tax_category: rate > 0 ? 'S' : 'E',
    tax_exemption_reason: '',
    ...overrides,
  };
}

/** The rows of the standard invoice: 1.234,56 € for three whole days of the hall among them. */
export function standardRows(): billing.DocumentRow__Output[] {
  return [
    row({
      id: 1,
      name: 'Tagesmiete',
      start_ms: at('2026-12-17', '00:00'),
      end_ms: at('2026-12-20', '00:00'),
      interval: 'INTERVAL_PER_DAY',
      units: 3,
      unit_amount_cents: 41_152,
      booking_title: 'Jahreskonferenz',
    }),
    row({
      id: 2,
      booking_id: 12,
      resource_id: 4,
      resource_name: 'Seminarraum',
      name: 'Stundenpreis',
      start_ms: at('2026-12-17', '10:00'),
      end_ms: at('2026-12-17', '12:00'),
      units: 2,
      unit_amount_cents: 5_000,
      booking_title: 'Workshop',
    }),
    row({
      id: 3,
      kind: 'ROW_KIND_INVENTORY',
      booking_id: 12,
      resource_id: 4,
      resource_name: 'Seminarraum',
      item_id: 21,
      name: 'Beamer',
      start_ms: at('2026-12-17', '10:00'),
      end_ms: at('2026-12-17', '12:00'),
      quantity: 2,
      units: 4,
      unit_amount_cents: 1_500,
    }),
    row({
      id: 4,
      kind: 'ROW_KIND_SERVICE',
      item_id: 22,
      name: 'Catering',
      start_ms: at('2026-12-17', '00:00'),
      end_ms: at('2026-12-20', '00:00'),
      interval: 'INTERVAL_PER_QUANTITY',
      quantity: 40,
      units: 40,
      unit_amount_cents: 1_250,
      tax_rate_bp: 700,
    }),
    row({
      id: 5,
      kind: 'ROW_KIND_SERVICE',
      item_id: 23,
      name: 'Kursgebühr Erste Hilfe',
      start_ms: at('2026-12-18', '09:00'),
      end_ms: at('2026-12-18', '17:00'),
      price_type: 'PRICE_TYPE_FLAT',
      interval: 'INTERVAL_UNSPECIFIED',
      units: 1,
      unit_amount_cents: 20_000,
      tax_rate_bp: 0,
      tax_category: 'E',
      tax_exemption_reason: 'Steuerfrei nach § 4 Nr. 21 UStG',
    }),
  ];
}

/** The totals of rows as billing keeps them: sums of the rows, one tax entry per rate in rate order. */
function totals(rows: billing.DocumentRow__Output[]) {
  const sum = (pick: (r: billing.DocumentRow__Output) => number, of = rows) =>
    of.reduce((total, r) => total + pick(r), 0);
  const rates = [...new Set(rows.map((r) => r.tax_rate_bp))].sort((a, b) => a - b);
  return {
    net_cents: sum((r) => r.net_cents),
    tax_cents: sum((r) => r.tax_cents),
    gross_cents: sum((r) => r.gross_cents),
    taxes: rates.map((rate) => {
      const of = rows.filter((r) => r.tax_rate_bp === rate);
      return {
        rate_bp: rate,
        net_cents: sum((r) => r.net_cents, of),
        tax_cents: sum((r) => r.tax_cents, of),
      };
    }),
  };
}

export function invoiceDocument(overrides: Partial<billing.Document__Output> = {}): billing.Document__Output {
  const rows = overrides.rows ?? standardRows();
  return {
    id: 101,
    type: 'DOCUMENT_TYPE_INVOICE',
    status: 'DOCUMENT_STATUS_APPROVED',
    number: 'RE-1001',
    prefix: 'RE-',
    number_value: 1001,
    document_date: localDateOf('2026-12-21'),
    due_date: localDateOf('2027-01-04'),
    customer_id: 7,
    customer: customer(),
    company: {
      name: 'Eventhalle Muster GmbH',
      email: 'rechnung@eventhalle.example',
      currency: 'EUR',
      language: 'de',
    },
    cancels_document_id: 0,
    from_quote_id: 0,
    processed: false,
    processed_at_ms: 0,
    suffix_label: '',
    vat_active: true,
    calculation: 'CALCULATION_VERTICAL',
    ...totals(rows),
    rows,
    booking_ids: [11, 12],
    created_at_ms: Date.parse('2026-12-21T08:00:00Z'),
    approved_at_ms: Date.parse('2026-12-21T09:30:00Z'),
    issuer: issuer(),
    currency: 'EUR',
    language: 'de',
    time_zone: ZONE,
    cancels_number: '',
    ...overrides,
  };
}

/** A cancellation invoice of invoiceDocument: its rows negated. */
export function cancellationDocument(
  overrides: Partial<billing.Document__Output> = {},
): billing.Document__Output {
  const rows = standardRows().map((r) => ({
    ...r,
    unit_amount_cents: -r.unit_amount_cents,
    net_cents: -r.net_cents,
    tax_cents: -r.tax_cents,
    gross_cents: -r.gross_cents,
  }));
  return invoiceDocument({
    type: 'DOCUMENT_TYPE_CANCELLATION',
    number: 'SR-12',
    prefix: 'SR-',
    number_value: 12,
    document_date: localDateOf('2027-01-02'),
    due_date: localDateOf('2027-01-02'),
    cancels_document_id: 101,
    cancels_number: 'RE-1001',
    cancels_date: localDateOf('2026-12-21'),
    ...totals(rows),
    rows,
    approved_at_ms: Date.parse('2027-01-02T10:00:00Z'),
    ...overrides,
  });
}
