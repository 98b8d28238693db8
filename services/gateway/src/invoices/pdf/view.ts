// Everything a document's PDF prints, as text, from the document's own snapshot only (issuer,
// customer card, currency, language, time zone, rows, totals): the layout (layout.ts) places it.
// Nothing here reads the manager's live profile, so a PDF made later prints what was issued.
import { ymdOf, type billing } from '@venue/contracts';
import { dueDateOf } from '../einvoice/payment.ts';
import { lineVatOf } from '../einvoice/vat-category.ts';
import { addressLines } from '../invoice-details.v2.ts';
import { labelsOf, languageOf, type PdfLabels, type PrintedType } from '../invoice-labels.v2.ts';
import { fill, formatterFor, type Formatter } from './format.ts';

type Row = billing.DocumentRow__Output;

export interface PrintedRow {
  position: string;
  /** What was booked: the resource and its tariff, or the item and its resource. */
  title: string;
  /** Smaller lines under the title: the booked period and booking, a VAT exemption. */
  details: string[];
  quantity: string;
  unitPrice: string;
  rate: string;
  net: string;
}

export interface TotalLine {
  label: string;
  amount: string;
  strong?: boolean;
}

export interface DocumentView {
  words: PdfLabels;
  /** "de-DE" or "en-GB": the catalog's /Lang. */
  lang: string;
  title: string;
  number: string;
  /** A cancellation invoice: the invoice it cancels. */
  subtitle: string;
  issuerName: string;
  /** Street, zip and city, country, then phone and email. */
  issuerLines: string[];
  /** The sender line above the recipient (DIN 5008's return address): "Company · Street · Zip City". */
  returnAddress: string;
  recipient: string[];
  /** The information block beside the address: number, dates, customer number, references. */
  facts: Array<[label: string, value: string]>;
  /** Prices include VAT (horizontal calculation): the unit price column says so. */
  grossPrices: boolean;
  /** A §19 UStG small business prints no VAT column and no VAT breakdown. */
  showTax: boolean;
  rows: PrintedRow[];
  totals: TotalLine[];
  /** Paragraphs after the totals: §19 note, payment terms, bank account. */
  notes: string[];
  /** The footer's columns, each a list of lines; empty columns left out. */
  footer: string[][];
  /** The PDF's creation and modification date: the approval, else the document date, else its creation. */
  issuedAt: Date;
}

const TYPES: Record<billing.DocumentType__Output, PrintedType> = {
  DOCUMENT_TYPE_UNSPECIFIED: 'invoice',
  DOCUMENT_TYPE_INVOICE: 'invoice',
  DOCUMENT_TYPE_CANCELLATION: 'cancellation',
  DOCUMENT_TYPE_QUOTE: 'quote',
  DOCUMENT_TYPE_ORDER_CONFIRMATION: 'orderConfirmation',
};

/**
 * A row's VAT category, and for a row without VAT what it says instead of a bare 0 %: the same
 * category and exemption reason as the e-invoice's line (einvoice/vat-category.ts: the row's
 * reason, else the wording the law asks for), so the PDF and its factur-x.xml agree. A zero-rated
 * row (Z) has no reason and says so.
 */
function vatOf(row: Row, words: PdfLabels): { category: string; note: string } {
  const vat = lineVatOf(row, false);
  if (vat.category === 'S') return { category: 'S', note: '' };
  return { category: vat.category, note: vat.exemptionReason ?? words.zeroRated };
}

/** A country's name in the document's language ("Österreich"); the code itself when Intl does not know it. */
function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "DE89370400440532013000" → "DE89 3704 0044 0532 0130 00", as IBANs are printed. */
const ibanPrinted = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

function rowTitle(row: Row): string {
  if (row.kind === 'ROW_KIND_RESOURCE') return [row.resource_name, row.name].filter(Boolean).join(' – ');
  return row.resource_name === '' ? row.name : `${row.name} (${row.resource_name})`;
}

const UNIT_OF_INTERVAL: Partial<Record<billing.Interval__Output, keyof PdfLabels['units']>> = {
  INTERVAL_PER_MINUTE: 'minute',
  INTERVAL_PER_30_MINUTES: 'halfHour',
  INTERVAL_PER_HOUR: 'hour',
  INTERVAL_PER_DAY: 'day',
  INTERVAL_PER_QUANTITY: 'piece',
};

/** "3 Std.", "2 Tage", "40 Stk.", "1 pauschal"; a bare number when the row names no interval. */
function quantityText(row: Row, words: PdfLabels, f: Formatter): string {
  const unitKey = row.price_type === 'PRICE_TYPE_FLAT' ? 'flat' : UNIT_OF_INTERVAL[row.interval];
  if (unitKey === undefined) return f.count(row.units);
  const word = (n: number) => (n === 1 ? words.units[unitKey].one : words.units[unitKey].other);
  // An item taken several times for a time: "2 × 3 Std." (units are intervals times quantity).
  const timed = unitKey !== 'flat' && unitKey !== 'piece';
  if (timed && row.quantity > 1 && row.units % row.quantity === 0) {
    const each = row.units / row.quantity;
    return `${f.count(row.quantity)} × ${f.count(each)} ${word(each)}`;
  }
  return `${f.count(row.units)} ${word(row.units)}`;
}

/** A row; showTax false (§19 UStG) leaves out the exemption, which the note after the totals gives once. */
function printedRow(row: Row, index: number, words: PdfLabels, f: Formatter, showTax: boolean): PrintedRow {
  const when = row.start_ms > 0 && row.end_ms > row.start_ms ? f.period(row.start_ms, row.end_ms) : '';
  const booking = row.booking_title.trim();
  const details = [[when, booking].filter(Boolean).join(' · ')].filter(Boolean);
  const vat = vatOf(row, words);
  if (showTax && vat.note !== '') details.push(vat.note);
  return {
    position: String(index + 1),
    title: rowTitle(row),
    details,
    quantity: quantityText(row, words, f),
    unitPrice: f.money(row.unit_amount_cents),
    rate: f.rate(row.tax_rate_bp),
    net: f.money(row.net_cents),
  };
}

/**
 * The VAT breakdown, one line per rate in the document's rate order. A rate whose rows are all
 * standard-rated prints the document's own total for it; a rate with VAT-free rows prints one
 * line per category and reason, summed from its rows (billing's totals are sums of the rows).
 */
function taxLines(document: billing.Document__Output, words: PdfLabels, f: Formatter): TotalLine[] {
  const lines: TotalLine[] = [];
  for (const tax of document.taxes) {
    const rows = document.rows.filter((row) => row.tax_rate_bp === tax.rate_bp);
    if (rows.every((row) => vatOf(row, words).category === 'S')) {
      lines.push({
        label: fill(words.taxOn, { rate: f.rate(tax.rate_bp), net: f.money(tax.net_cents) }),
        amount: f.money(tax.tax_cents),
      });
      continue;
    }
    const groups = new Map<string, { name: string; net: number; tax: number }>();
    for (const row of rows) {
      const vat = vatOf(row, words);
      const key = vat.category === 'S' ? 'S' : `${vat.category}\u0000${vat.note}`;
      const group = groups.get(key) ?? { name: vat.note, net: 0, tax: 0 };
      group.net += row.net_cents;
      group.tax += row.tax_cents;
      groups.set(key, group);
    }
    for (const [key, group] of groups) {
      const label =
        key === 'S'
          ? fill(words.taxOn, { rate: f.rate(tax.rate_bp), net: f.money(group.net) })
          : fill(words.exemptOn, { name: group.name, net: f.money(group.net) });
      lines.push({ label, amount: f.money(group.tax) });
    }
  }
  return lines;
}

function totalsOf(
  document: billing.Document__Output,
  words: PdfLabels,
  f: Formatter,
  showTax: boolean,
): TotalLine[] {
  const gross = { label: words.totalGross, amount: f.money(document.gross_cents), strong: true };
  if (!showTax) return [gross];
  const taxes = taxLines(document, words, f);
  const sumOfTax = taxes.length > 1 ? [{ label: words.totalTax, amount: f.money(document.tax_cents) }] : [];
  return [{ label: words.totalNet, amount: f.money(document.net_cents) }, ...taxes, ...sumOfTax, gross];
}

function notesOf(
  document: billing.Document__Output,
  type: PrintedType,
  words: PdfLabels,
  f: Formatter,
): string[] {
  const issuer = document.issuer;
  const notes: string[] = [];
  if (issuer?.small_business) notes.push(words.smallBusiness);
  // Payment terms: only an invoice asks for money, and only a positive amount.
  if (type === 'invoice' && document.gross_cents > 0) {
    const due = ymdOf(document.due_date);
    if (due !== '')
      notes.push(
        due === ymdOf(document.document_date)
          ? words.payableNow
          : fill(words.payableBy, { date: f.date(due) }),
      );
    if (issuer && issuer.iban !== '') {
      const account = [
        `${words.iban} ${ibanPrinted(issuer.iban)}`,
        issuer.bic && `${words.bic} ${issuer.bic}`,
        issuer.bank_name,
      ];
      notes.push(`${words.transfer}\n${account.filter(Boolean).join(' · ')}`);
    }
  }
  return notes;
}

function footerOf(
  document: billing.Document__Output,
  issuerName: string,
  words: PdfLabels,
  lang: string,
): string[][] {
  const issuer = document.issuer;
  if (!issuer) return [[issuerName].filter(Boolean)];
  // The register court and number read as they are ("Amtsgericht Berlin-Charlottenburg", "HRB 123456").
  const columns = [
    [
      issuerName,
      issuer.street,
      [issuer.zip, issuer.city].filter(Boolean).join(' '),
      issuer.country && countryName(issuer.country, lang),
    ],
    [
      issuer.managing_director && `${words.managingDirector}: ${issuer.managing_director}`,
      issuer.register_court,
      issuer.register_number,
    ],
    [
      issuer.vat_id && `${words.vatId}: ${issuer.vat_id}`,
      issuer.tax_number && `${words.taxNumber}: ${issuer.tax_number}`,
    ],
    [
      issuer.bank_name,
      issuer.iban && `${words.iban}: ${ibanPrinted(issuer.iban)}`,
      issuer.bic && `${words.bic}: ${issuer.bic}`,
    ],
  ];
  return columns
    .map((lines) => lines.filter((line): line is string => Boolean(line)))
    .filter((lines) => lines.length > 0);
}

function factsOf(
  document: billing.Document__Output,
  type: PrintedType,
  words: PdfLabels,
  f: Formatter,
): DocumentView['facts'] {
  const facts: DocumentView['facts'] = [
    [words.number[type], document.number],
    [words.date[type], f.date(ymdOf(document.document_date))],
  ];
  const timed = document.rows.filter((row) => row.start_ms > 0 && row.end_ms > row.start_ms);
  if (timed.length > 0) {
    const first = Math.min(...timed.map((row) => row.start_ms));
    const last = Math.max(...timed.map((row) => row.end_ms));
    const dates = f.dates(first, last);
    facts.push([dates.includes('–') ? words.servicePeriod : words.serviceDate, dates]);
  }
  const due = dueDateOf(document) ?? '';
  if (type === 'invoice' && due !== '') facts.push([words.dueDate, f.date(due)]);
  const customer = document.customer;
  if (customer?.customer_number) facts.push([words.customerNumber, customer.customer_number]);
  if (customer?.buyer_reference) facts.push([words.buyerReference, customer.buyer_reference]);
  if (customer?.vat_id) facts.push([words.customerVatId, customer.vat_id]);
  return facts.filter(([, value]) => value !== '');
}

export function documentView(document: billing.Document__Output): DocumentView {
  const language = languageOf(document.language);
  const lang = language === 'de' ? 'de-DE' : 'en-GB';
  const words = labelsOf(language).pdf;
  // Documents made before the snapshot kept currency and zone: a new manager's defaults.
  const f = formatterFor(language, document.currency || 'EUR', document.time_zone || 'Europe/Berlin');
  const type = TYPES[document.type];
  const issuer = document.issuer;
  const issuerName = issuer?.company || document.company?.name || '';
  const issuerCountry = issuer?.country ?? '';
  const cityLine = [issuer?.zip, issuer?.city].filter(Boolean).join(' ');

  // The customer's country is printed only abroad, in capitals (DIN 5008).
  const customer = document.customer;
  const abroad = customer !== null && customer.country !== '' && customer.country !== issuerCountry;
  const recipient = customer
    ? addressLines({ ...customer, country: abroad ? countryName(customer.country, lang).toUpperCase() : '' })
    : [];

  const cancelsDate = ymdOf(document.cancels_date);
  const subtitle =
    type === 'cancellation' && document.cancels_number !== ''
      ? fill(cancelsDate === '' ? words.cancelsNoDate : words.cancels, {
          number: document.cancels_number,
          date: f.date(cancelsDate),
        })
      : '';
  const showTax = !issuer?.small_business;
  const documentDate = ymdOf(document.document_date);
  const issuedMs =
    document.approved_at_ms ||
    (documentDate === '' ? document.created_at_ms : Date.parse(`${documentDate}T00:00:00Z`));

  return {
    words,
    lang,
    title: words.title[type],
    number: document.number,
    subtitle,
    issuerName,
    issuerLines: [
      issuer?.street ?? '',
      cityLine,
      issuerCountry && countryName(issuerCountry, lang),
      issuer?.phone ? `${words.phone} ${issuer.phone}` : '',
      issuer?.email || document.company?.email || '',
    ].filter(Boolean),
    returnAddress: [issuerName, issuer?.street, cityLine].filter(Boolean).join(' · '),
    recipient,
    facts: factsOf(document, type, words, f),
    grossPrices: document.calculation === 'CALCULATION_HORIZONTAL',
    showTax,
    rows: document.rows.map((row, index) => printedRow(row, index, words, f, showTax)),
    totals: totalsOf(document, words, f, showTax),
    notes: notesOf(document, type, words, f),
    footer: footerOf(document, issuerName, words, lang),
    issuedAt: new Date(issuedMs),
  };
}
