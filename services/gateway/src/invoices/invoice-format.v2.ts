// Pieces shared by the invoice answers (spec 2.8): dates in the manager's zone in the spec's
// formats, money as numbers, and what every invoice answer needs to know about its manager.
import { instantToLocal, isoInZone, localToInstant } from '@venue/platform';
import type { billing } from '@venue/contracts';
import type { Language } from './invoice-labels.v2.ts';

/** The manager facts an invoice answer is written with. */
export interface InvoiceReader {
  managerId: number;
  timeZone: string;
  currency: string;
  language: Language;
}

/** The invoice types of invoice_list: approved invoices and cancellation invoices. */
export const LISTED_TYPES = ['DOCUMENT_TYPE_INVOICE', 'DOCUMENT_TYPE_CANCELLATION'] as const;

export const isListed = (document: billing.Document__Output) =>
  (LISTED_TYPES as readonly string[]).includes(document.type) && document.status !== 'DOCUMENT_STATUS_DRAFT';

/** Documents with a PDF (invoice_file): every numbered one, invoices, cancellations, quotes and order confirmations. */
export const isPrinted = (document: billing.Document__Output) =>
  document.type !== 'DOCUMENT_TYPE_UNSPECIFIED' && document.status !== 'DOCUMENT_STATUS_DRAFT' && document.number !== '';

/** Y-m-d → dd.mm.yyyy; "" stays "". */
export function germanDate(ymd: string): string {
  if (ymd === '') return '';
  const [year, month, day] = ymd.split('-');
  return `${day}.${month}.${year}`;
}

/** An instant as Y-m-d and H:i in the zone. */
export const local = (ms: number, timeZone: string) => instantToLocal(new Date(ms), timeZone);

/** An instant as dd.mm.yyyy H:i in the zone. */
export function germanDateTime(ms: number, timeZone: string): string {
  const { date, time } = local(ms, timeZone);
  return `${germanDate(date)} ${time}`;
}

/** An instant as Y-m-d H:i:s in the zone; "" for none (0). */
export function dateTimeSeconds(ms: number, timeZone: string): string {
  if (ms === 0) return '';
  const iso = isoInZone(new Date(ms), timeZone);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** A document date (Y-m-d) as the ISO timestamp of its midnight in the zone, with the offset. */
export const documentDateIso = (ymd: string, timeZone: string) => isoInZone(localToInstant(ymd, '00:00', timeZone), timeZone);

/** Cents as the number of the currency (12.5 for 1250). */
export const money = (cents: number) => cents / 100;

/** The file name of a document's PDF: its number, a "/" of the prefix (allowed there) as "-". */
export const fileName = (document: billing.Document__Output) => `${document.number.replaceAll('/', '-')}.pdf`;

/** The bookings a document is for, as booking_reference: their ids, comma-separated. */
export const bookingReference = (document: billing.Document__Output) => document.booking_ids.join(',');

/** invoice_type: "invoice", or "cancellation" for a cancellation invoice (SR-). */
export const invoiceType = (document: billing.Document__Output) =>
  document.type === 'DOCUMENT_TYPE_CANCELLATION' ? 'cancellation' : 'invoice';
