// The localised texts of invoice answers (spec 2.8: processed_status, payment_status,
// payment_type, status and the row types), in the manager's language. German for "de", English
// for every other language: Venue writes no third language yet.
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
  /** Words of the PDF. */
  pdf: {
    invoice: string;
    cancellation: string;
    number: string;
    documentDate: string;
    dueDate: string;
    customerNumber: string;
    position: string;
    quantity: string;
    unitPrice: string;
    taxRate: string;
    net: string;
    tax: string;
    total: string;
    taxOn: string;
    totalNet: string;
    totalTax: string;
    totalGross: string;
  };
}

const LABELS: Record<Language, Labels> = {
  de: {
    yes: 'Ja',
    no: 'Nein',
    paymentOpen: 'Offen',
    paymentByInvoice: 'Rechnung',
    status: { approved: 'Freigegeben', cancelled: 'Storniert', cancellation: 'Stornorechnung' },
    row: { ROW_KIND_UNSPECIFIED: '', ROW_KIND_RESOURCE: 'Buchung', ROW_KIND_INVENTORY: 'Inventar', ROW_KIND_SERVICE: 'Leistung' },
    pdf: {
      invoice: 'Rechnung',
      cancellation: 'Stornorechnung',
      number: 'Rechnungsnummer',
      documentDate: 'Rechnungsdatum',
      dueDate: 'Fällig am',
      customerNumber: 'Kundennummer',
      position: 'Position',
      quantity: 'Menge',
      unitPrice: 'Einzelpreis',
      taxRate: 'USt.',
      net: 'Netto',
      tax: 'USt.',
      total: 'Gesamt',
      taxOn: 'USt. {rate} % auf {net}',
      totalNet: 'Summe netto',
      totalTax: 'Summe USt.',
      totalGross: 'Gesamtbetrag',
    },
  },
  en: {
    yes: 'Yes',
    no: 'No',
    paymentOpen: 'Open',
    paymentByInvoice: 'Invoice',
    status: { approved: 'Approved', cancelled: 'Cancelled', cancellation: 'Cancellation invoice' },
    row: { ROW_KIND_UNSPECIFIED: '', ROW_KIND_RESOURCE: 'Booking', ROW_KIND_INVENTORY: 'Inventory', ROW_KIND_SERVICE: 'Service' },
    pdf: {
      invoice: 'Invoice',
      cancellation: 'Cancellation invoice',
      number: 'Invoice number',
      documentDate: 'Invoice date',
      dueDate: 'Due date',
      customerNumber: 'Customer number',
      position: 'Item',
      quantity: 'Qty',
      unitPrice: 'Unit price',
      taxRate: 'VAT',
      net: 'Net',
      tax: 'VAT',
      total: 'Total',
      taxOn: 'VAT {rate} % on {net}',
      totalNet: 'Total net',
      totalTax: 'Total VAT',
      totalGross: 'Total amount',
    },
  },
};

export const labelsOf = (language: Language): Labels => LABELS[language];

/** The status text of a document: a cancellation invoice, a cancelled invoice, or an approved one. */
export function statusText(document: billing.Document__Output, language: Language): string {
  const status = LABELS[language].status;
  if (document.type === 'DOCUMENT_TYPE_CANCELLATION') return status.cancellation;
  return document.status === 'DOCUMENT_STATUS_CANCELLED' ? status.cancelled : status.approved;
}
