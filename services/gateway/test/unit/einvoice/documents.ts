// Hand-built billing documents for the e-invoice tests: rows priced the way billing prices them
// (services/billing/src/pricing/money.ts: vertical = net price, tax per row; horizontal = gross
// price, net derived per row; totals are sums of rows) and cancellations negated as billing
// negates them (document-pricing.ts), so the tests see what billing would store.
import type { billing, common } from '@venue/contracts';
import { localToInstant } from '@venue/platform';

export type Row = billing.DocumentRow__Output;
export type Document = billing.Document__Output;
type Calculation = 'vertical' | 'horizontal';

export const ZONE = 'Europe/Berlin';

/** The LocalDate of a Y-m-d. */
export const day = (ymd: string): common.LocalDate__Output => ({
  year: Number(ymd.slice(0, 4)),
  month: Number(ymd.slice(5, 7)),
  day: Number(ymd.slice(8, 10)),
});

/** An instant of a Berlin wall-clock reading. */
export const at = (ymd: string, hm: string): number => localToInstant(ymd, hm, ZONE).getTime();

const halfUp = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);

/** Net, tax and gross of a row charging `amountCents` (billing's rowAmounts). */
export function amounts(amountCents: number, rateBp: number, calculation: Calculation) {
  const amount = BigInt(amountCents);
  const rate = BigInt(rateBp);
  if (calculation === 'vertical') {
    const tax = Number(halfUp(amount * rate, 10_000n));
    return { net_cents: amountCents, tax_cents: tax, gross_cents: amountCents + tax };
  }
  const net = Number(halfUp(amount * 10_000n, 10_000n + rate));
  return { net_cents: net, tax_cents: amountCents - net, gross_cents: amountCents };
}

export interface RowSpec {
  kind?: Row['kind'];
  name: string;
  resource?: string;
  booking?: number;
  title?: string;
  start: number;
  end: number;
  priceType?: Row['price_type'];
  interval?: Row['interval'];
  quantity?: number;
  units: number;
  unitCents: number;
  rateBp: number;
  category?: string;
  reason?: string;
}

let nextRowId = 1;

/** A row as billing stores it: units × unit price, priced by the document's calculation. */
export function row(spec: RowSpec, calculation: Calculation = 'vertical'): Row {
  const { net_cents, tax_cents, gross_cents } = amounts(
    spec.unitCents * spec.units,
    spec.rateBp,
    calculation,
  );
  return {
    id: nextRowId++,
    kind: spec.kind ?? 'ROW_KIND_RESOURCE',
    booking_id: spec.booking ?? 501,
    instance_id: 0,
    resource_id: 11,
    resource_name: spec.resource ?? 'Großer Saal',
    item_id: 0,
    name: spec.name,
    start_ms: spec.start,
    end_ms: spec.end,
    price_type: spec.priceType ?? 'PRICE_TYPE_FIXED',
    interval: spec.interval ?? 'INTERVAL_PER_HOUR',
    quantity: spec.quantity ?? 1,
    units: spec.units,
    unit_amount_cents: spec.unitCents,
    net_cents,
    tax_rate_bp: spec.rateBp,
    tax_cents,
    gross_cents,
    booking_title: spec.title ?? 'Sommerfest',
    tax_category: spec.category ?? (spec.rateBp > 0 ? 'S' : ''),
    tax_exemption_reason: spec.reason ?? '',
  };
}

export function issuer(overrides: Partial<billing.Issuer__Output> = {}): billing.Issuer__Output {
  return {
    company: 'Festhalle Musterstadt GmbH',
    street: 'Musterstraße 12',
    zip: '12345',
    city: 'Musterstadt',
    country: 'DE',
    vat_id: 'DE136695976',
    tax_number: '12/345/67890',
    email: 'buchhaltung@festhalle.example',
    phone: '+49 30 1234567',
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
    bank_name: 'Deutsche Kreditbank',
    register_court: 'Amtsgericht Charlottenburg',
    register_number: 'HRB 12345',
    managing_director: 'Erika Mustermann',
    payment_terms_days: 14,
    small_business: false,
    missing: [],
    ...overrides,
  };
}

/** The profile's name and e-mail (with currency and language) as a document keeps them. */
export function company(name: string, email: string): billing.Company__Output {
  return { name, email, currency: 'EUR', language: 'de' };
}

export function customer(
  overrides: Partial<billing.CustomerCard__Output> = {},
): billing.CustomerCard__Output {
  return {
    id: 77,
    customer_number: 'K-1001',
    company_name: 'Beispiel AG',
    salutation: '',
    first_name: 'Max',
    last_name: 'Beispiel',
    street: 'Hauptstraße',
    house_number: '5',
    zip: '54321',
    city: 'Beispielhausen',
    country: 'DE',
    email: 'rechnung@beispiel.example',
    phone: '',
    vat_id: '',
    buyer_reference: '04011000-12345-03',
    ...overrides,
  };
}

/** A numbered invoice of these rows, its totals the sums of the rows. */
export function invoice(rows: Row[], overrides: Partial<Document> = {}): Document {
  const sum = (key: 'net_cents' | 'tax_cents' | 'gross_cents') =>
    rows.reduce((total, r) => total + r[key], 0);
  const byRate = new Map<number, billing.TaxTotal__Output>();
  for (const r of rows) {
    const total = byRate.get(r.tax_rate_bp) ?? { rate_bp: r.tax_rate_bp, net_cents: 0, tax_cents: 0 };
    total.net_cents += r.net_cents;
    total.tax_cents += r.tax_cents;
    byRate.set(r.tax_rate_bp, total);
  }
  return {
    id: 9001,
    type: 'DOCUMENT_TYPE_INVOICE',
    status: 'DOCUMENT_STATUS_APPROVED',
    number: 'RE-1001',
    prefix: 'RE-',
    number_value: 1001,
    document_date: day('2026-07-01'),
    due_date: day('2026-07-15'),
    customer_id: 77,
    customer: customer(),
    company: company('Festhalle Musterstadt GmbH', 'buchhaltung@festhalle.example'),
    cancels_document_id: 0,
    from_quote_id: 0,
    processed: false,
    processed_at_ms: 0,
    suffix_label: '',
    vat_active: true,
    calculation: 'CALCULATION_VERTICAL',
    net_cents: sum('net_cents'),
    tax_cents: sum('tax_cents'),
    gross_cents: sum('gross_cents'),
    taxes: [...byRate.values()].sort((a, b) => a.rate_bp - b.rate_bp),
    rows,
    booking_ids: [...new Set(rows.map((r) => r.booking_id))],
    created_at_ms: at('2026-07-01', '09:00'),
    approved_at_ms: at('2026-07-01', '09:05'),
    issuer: issuer(),
    currency: 'EUR',
    language: 'de',
    time_zone: ZONE,
    cancels_number: '',
    ...overrides,
  };
}

/** The cancellation invoice of an invoice: every amount negated, due on its own date. */
export function cancellation(of: Document, overrides: Partial<Document> = {}): Document {
  const negate = (r: Row): Row => ({
    ...r,
    id: r.id + 100_000,
    unit_amount_cents: -r.unit_amount_cents,
    net_cents: -r.net_cents,
    tax_cents: -r.tax_cents,
    gross_cents: -r.gross_cents,
  });
  return {
    ...of,
    id: of.id + 1,
    type: 'DOCUMENT_TYPE_CANCELLATION',
    number: of.number.replace(/^RE-/, 'SR-'),
    prefix: 'SR-',
    document_date: day('2026-07-20'),
    due_date: day('2026-07-20'),
    cancels_document_id: of.id,
    cancels_number: of.number,
    cancels_date: of.document_date,
    net_cents: -of.net_cents,
    tax_cents: -of.tax_cents,
    gross_cents: -of.gross_cents,
    taxes: of.taxes.map((t) => ({ ...t, net_cents: -t.net_cents, tax_cents: -t.tax_cents })),
    rows: of.rows.map(negate),
    ...overrides,
  };
}
