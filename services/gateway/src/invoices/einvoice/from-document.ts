// Venue's mapping of a numbered invoice or cancellation invoice onto the EN 16931 model, as
// XRechnung 3.0 wants it. It reads only the document, a frozen snapshot (issuer, customer card,
// currency, language, time zone, rows), so an e-invoice made later says what was issued.
// The decisions behind it (BT-10 fallback, payment means, units, rounding, credit notes, rows
// without a category) are in docs/einvoice.md.
import { ymdOf, type billing } from '@venue/contracts';
import { languageOf } from '../invoice-labels.v2.ts';
import { spanOf } from './dates.ts';
import { lineOf } from './lines.ts';
import type { EInvoice, InvoiceTypeCode } from './model.ts';
import { buyerOf, customerOf, deliveryOf, issuerOf, sellerOf } from './parties.ts';
import { dueDateOf, paymentOf, paymentTermsOf } from './payment.ts';
import { SMALL_BUSINESS_NOTE } from './texts.ts';
import { totalsOf, vatBreakdownOf } from './vat-breakdown.ts';
import { lineVatOf } from './vat-category.ts';

export { missingForXRechnung } from './missing.ts';

/** BT-24: EN 16931, in the German CIUS XRechnung 3.0. */
export const XRECHNUNG_3_0 = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
/** BT-23: the Peppol billing process, which XRechnung names. */
export const PEPPOL_BILLING = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/**
 * BT-10 fallback when the buyer gave no reference and has no customer number: BT-10 is mandatory
 * in XRechnung (BR-DE-15), and "n/a" says plainly that there is none rather than inventing one.
 */
export const NO_BUYER_REFERENCE = 'n/a';

/**
 * The zone of a document made before the snapshot kept one: the default zone of a Venue manager.
 * Such a document has no issuer snapshot either, so missingForXRechnung already refuses it.
 */
const DEFAULT_TIME_ZONE = 'Europe/Berlin';

function typeCodeOf(document: billing.Document__Output): InvoiceTypeCode {
  if (document.type === 'DOCUMENT_TYPE_INVOICE') return '380';
  if (document.type === 'DOCUMENT_TYPE_CANCELLATION') return '381';
  throw new Error(`an e-invoice is made of an invoice or a cancellation invoice, not of ${document.type}`);
}

/**
 * The EN 16931 invoice of a document: 380 for an invoice, 381 (credit note, amounts positive)
 * for a cancellation invoice. Fields the document lacks stay "": check missingForXRechnung first.
 * Throws for another document type, a row of a category EN 16931 does not know, or stored totals
 * that differ from the rows by more than rounding.
 */
export function eInvoiceOf(document: billing.Document__Output): EInvoice {
  const typeCode = typeCodeOf(document);
  const sign = typeCode === '381' ? -1 : 1;
  const language = languageOf(document.language);
  const timeZone = document.time_zone.trim() || DEFAULT_TIME_ZONE;
  const issuer = issuerOf(document);
  const customer = customerOf(document);

  const taxed = document.rows.map((row, index) => {
    const vat = lineVatOf(row, issuer.small_business);
    return { vat, line: lineOf(row, index + 1, sign, vat, timeZone, language) };
  });
  const lines = taxed.map(({ line }) => line);
  const categories = new Set(lines.map((line) => line.category));
  const vatBreakdown = vatBreakdownOf(taxed);
  // BR-O-02: an invoice with lines not subject to VAT names neither party's VAT id
  const withVatIds = !categories.has('O');
  const cancelsDate = ymdOf(document.cancels_date);

  return {
    specificationId: XRECHNUNG_3_0,
    businessProcess: PEPPOL_BILLING,
    number: document.number,
    issueDate: ymdOf(document.document_date),
    typeCode,
    currency: document.currency.trim().toUpperCase(),
    dueDate: dueDateOf(document),
    buyerReference: customer.buyer_reference.trim() || customer.customer_number.trim() || NO_BUYER_REFERENCE,
    paymentTerms: paymentTermsOf(document, typeCode, language),
    notes: issuer.small_business ? [SMALL_BUSINESS_NOTE] : [],
    precedingInvoice:
      typeCode === '381' && document.cancels_number.trim() !== ''
        ? { number: document.cancels_number.trim(), issueDate: cancelsDate || undefined }
        : undefined,
    seller: sellerOf(document, withVatIds),
    buyer: buyerOf(document, withVatIds),
    delivery: categories.has('K') ? deliveryOf(document) : undefined,
    period: spanOf(lines.map((line) => line.period)),
    payment: paymentOf(document, typeCode, language),
    vatBreakdown,
    totals: totalsOf(lines, vatBreakdown, sign * document.gross_cents),
    lines,
  };
}
