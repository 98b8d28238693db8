// The localised texts of invoice answers (spec 2.8: processed_status, payment_status,
// payment_type, status and the row types), in the manager's language, and the words of a
// document's PDF, in the document's language. German for "de", English for every other language:
// Venue writes no third language yet.
import type { billing } from '@venue/contracts';

export type Language = 'de' | 'en';

export const languageOf = (code: string): Language => (code.toLowerCase() === 'de' ? 'de' : 'en');

interface Labels {
  yes: string;
  no: string;
  /** Venue records no payments: every invoice is open until paid outside it. */
  paymentOpen: string;
  /** Venue's only way of payment: by invoice (bank transfer). */
  paymentByInvoice: string;
  status: Record<'approved' | 'cancelled' | 'cancellation', string>;
  row: Record<billing.RowKind__Output, string>;
  /** Words of the PDF (pdf/ renders with them). */
  pdf: PdfLabels;
}

/** The kinds of document the PDF prints, each with its own title and number and date words. */
export type PrintedType = 'invoice' | 'cancellation' | 'quote' | 'orderConfirmation';

/** A unit word for one and for several ("1 Tag", "2 Tage"). */
type UnitWord = { one: string; other: string };

/**
 * The words of a document's PDF. Texts with {placeholders} are filled by pdf/format.ts's fill().
 */
export interface PdfLabels {
  title: Record<PrintedType, string>;
  number: Record<PrintedType, string>;
  date: Record<PrintedType, string>;
  /** Under a cancellation invoice's title: the invoice it cancels. */
  cancels: string;
  /** A cancellation invoice whose cancelled invoice's date is not known. */
  cancelsNoDate: string;
  servicePeriod: string;
  serviceDate: string;
  dueDate: string;
  customerNumber: string;
  buyerReference: string;
  customerVatId: string;
  position: string;
  description: string;
  quantity: string;
  unitPrice: string;
  /** The unit price column when prices include VAT (horizontal calculation). */
  unitPriceGross: string;
  taxRate: string;
  net: string;
  units: Record<'minute' | 'halfHour' | 'hour' | 'day' | 'piece' | 'flat', UnitWord>;
  /** A VAT breakdown line of a taxed rate. */
  taxOn: string;
  /** A VAT breakdown line of rows without VAT: their exemption reason, on the net amount. */
  exemptOn: string;
  /** What a zero-rated row (category Z, which has no exemption reason) says instead of a bare 0 %. */
  zeroRated: string;
  totalNet: string;
  totalTax: string;
  totalGross: string;
  payableBy: string;
  payableNow: string;
  transfer: string;
  iban: string;
  bic: string;
  smallBusiness: string;
  phone: string;
  email: string;
  vatId: string;
  taxNumber: string;
  managingDirector: string;
  page: string;
}

const PDF_DE: PdfLabels = {
  title: { invoice: 'Rechnung', cancellation: 'Stornorechnung', quote: 'Angebot', orderConfirmation: 'Auftragsbestätigung' },
  number: { invoice: 'Rechnungsnummer', cancellation: 'Rechnungsnummer', quote: 'Angebotsnummer', orderConfirmation: 'Auftragsnummer' },
  date: { invoice: 'Rechnungsdatum', cancellation: 'Rechnungsdatum', quote: 'Angebotsdatum', orderConfirmation: 'Datum' },
  cancels: 'Storno zu Rechnung {number} vom {date}',
  cancelsNoDate: 'Storno zu Rechnung {number}',
  servicePeriod: 'Leistungszeitraum',
  serviceDate: 'Leistungsdatum',
  dueDate: 'Fällig am',
  customerNumber: 'Kundennummer',
  buyerReference: 'Ihre Referenz',
  customerVatId: 'Ihre USt-IdNr.',
  position: 'Pos.',
  description: 'Beschreibung',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  unitPriceGross: 'Einzelpreis brutto',
  taxRate: 'USt.',
  net: 'Netto',
  units: {
    minute: { one: 'Min.', other: 'Min.' },
    halfHour: { one: '× 30 Min.', other: '× 30 Min.' },
    hour: { one: 'Std.', other: 'Std.' },
    day: { one: 'Tag', other: 'Tage' },
    piece: { one: 'Stk.', other: 'Stk.' },
    flat: { one: 'pauschal', other: 'pauschal' },
  },
  taxOn: 'USt. {rate} auf {net}',
  exemptOn: '{name} auf {net}',
  zeroRated: 'Nullsatz',
  totalNet: 'Summe netto',
  totalTax: 'Summe USt.',
  totalGross: 'Gesamtbetrag',
  payableBy: 'Zahlbar bis {date} ohne Abzug.',
  payableNow: 'Zahlbar sofort ohne Abzug.',
  transfer: 'Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer auf das folgende Konto:',
  iban: 'IBAN',
  bic: 'BIC',
  smallBusiness: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
  phone: 'Tel.',
  email: 'E-Mail',
  vatId: 'USt-IdNr.',
  taxNumber: 'Steuernummer',
  managingDirector: 'Geschäftsführung',
  page: 'Seite {page} von {pages}',
};

const PDF_EN: PdfLabels = {
  title: { invoice: 'Invoice', cancellation: 'Cancellation invoice', quote: 'Quote', orderConfirmation: 'Order confirmation' },
  number: { invoice: 'Invoice number', cancellation: 'Invoice number', quote: 'Quote number', orderConfirmation: 'Order number' },
  date: { invoice: 'Invoice date', cancellation: 'Invoice date', quote: 'Quote date', orderConfirmation: 'Date' },
  cancels: 'Cancels invoice {number} of {date}',
  cancelsNoDate: 'Cancels invoice {number}',
  servicePeriod: 'Service period',
  serviceDate: 'Service date',
  dueDate: 'Due date',
  customerNumber: 'Customer number',
  buyerReference: 'Your reference',
  customerVatId: 'Your VAT ID',
  position: 'No.',
  description: 'Description',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  unitPriceGross: 'Unit price incl. VAT',
  taxRate: 'VAT',
  net: 'Net',
  units: {
    minute: { one: 'min', other: 'min' },
    halfHour: { one: '× 30 min', other: '× 30 min' },
    hour: { one: 'h', other: 'h' },
    day: { one: 'day', other: 'days' },
    piece: { one: 'pc', other: 'pcs' },
    flat: { one: 'flat', other: 'flat' },
  },
  taxOn: 'VAT {rate} on {net}',
  exemptOn: '{name} on {net}',
  zeroRated: 'Zero rated',
  totalNet: 'Total net',
  totalTax: 'Total VAT',
  totalGross: 'Total amount',
  payableBy: 'Payable by {date} without deduction.',
  payableNow: 'Payable immediately without deduction.',
  transfer: 'Please transfer the amount, quoting the invoice number, to the following account:',
  iban: 'IBAN',
  bic: 'BIC',
  smallBusiness: 'No VAT is charged under the small business scheme of § 19 UStG.',
  phone: 'Phone',
  email: 'Email',
  vatId: 'VAT ID',
  taxNumber: 'Tax number',
  managingDirector: 'Managing director',
  page: 'Page {page} of {pages}',
};

const LABELS: Record<Language, Labels> = {
  de: {
    yes: 'Ja',
    no: 'Nein',
    paymentOpen: 'Offen',
    paymentByInvoice: 'Rechnung',
    status: { approved: 'Freigegeben', cancelled: 'Storniert', cancellation: 'Stornorechnung' },
    row: { ROW_KIND_UNSPECIFIED: '', ROW_KIND_RESOURCE: 'Buchung', ROW_KIND_INVENTORY: 'Inventar', ROW_KIND_SERVICE: 'Leistung' },
    pdf: PDF_DE,
  },
  en: {
    yes: 'Yes',
    no: 'No',
    paymentOpen: 'Open',
    paymentByInvoice: 'Invoice',
    status: { approved: 'Approved', cancelled: 'Cancelled', cancellation: 'Cancellation invoice' },
    row: { ROW_KIND_UNSPECIFIED: '', ROW_KIND_RESOURCE: 'Booking', ROW_KIND_INVENTORY: 'Inventory', ROW_KIND_SERVICE: 'Service' },
    pdf: PDF_EN,
  },
};

export const labelsOf = (language: Language): Labels => LABELS[language];

/** The status text of a document: a cancellation invoice, a cancelled invoice, or an approved one. */
export function statusText(document: billing.Document__Output, language: Language): string {
  const status = LABELS[language].status;
  if (document.type === 'DOCUMENT_TYPE_CANCELLATION') return status.cancellation;
  return document.status === 'DOCUMENT_STATUS_CANCELLED' ? status.cancelled : status.approved;
}
