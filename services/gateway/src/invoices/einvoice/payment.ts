// How and by when the amount is paid: BG-16 (payment instructions, mandatory in XRechnung,
// BR-DE-1), BT-9 (due date) and BT-20 (payment terms).
import { addDays } from '@venue/platform';
import { ymdOf, type billing } from '@venue/contracts';
import type { Language } from '../invoice-labels.v2.ts';
import type { InvoiceTypeCode, PaymentInstructions } from './model.ts';
import { issuerOf, sellerNameOf } from './parties.ts';
import { dateText, textsOf } from './texts.ts';

/**
 * BG-16. An invoice is paid by SEPA credit transfer (58) to the issuer's IBAN. Without an IBAN
 * there is no account to name, and 58 or 30 without one is invalid (BR-DE-23-a): the means is then
 * "not defined" (1), with the text "payment as agreed". A credit note (a cancellation) is not paid
 * to the seller: the amount is set off against the cancelled invoice or refunded, which is
 * "clearing between partners" (97), and no seller account is named. See docs/einvoice.md.
 */
export function paymentOf(
  document: billing.Document__Output,
  typeCode: InvoiceTypeCode,
  language: Language,
): PaymentInstructions {
  const texts = textsOf(language);
  if (typeCode === '381') return { meansCode: '97', meansText: texts.means['97'] };
  const issuer = issuerOf(document);
  const iban = issuer.iban.trim();
  if (iban === '') return { meansCode: '1', meansText: texts.means['1'] };
  return {
    meansCode: '58',
    meansText: texts.means['58'],
    account: {
      iban,
      // BT-85, the account holder: the seller; the bank's name has no place of its own in EN 16931
      name: sellerNameOf(document) || undefined,
      bic: issuer.bic.trim() || undefined,
    },
  };
}

/** BT-9: the stored due date; without one, the issue date plus the issuer's payment terms, if any. */
export function dueDateOf(document: billing.Document__Output): string | undefined {
  const due = ymdOf(document.due_date);
  if (due !== '') return due;
  const days = issuerOf(document).payment_terms_days;
  const issued = ymdOf(document.document_date);
  return days !== undefined && issued !== '' ? addDays(issued, days) : undefined;
}

/**
 * BT-20 in words: immediately, by a date, or within the issuer's payment terms when the due date
 * is what they give; a credit note names the invoice it cancels.
 */
export function paymentTermsOf(
  document: billing.Document__Output,
  typeCode: InvoiceTypeCode,
  language: Language,
): string {
  const texts = textsOf(language);
  if (typeCode === '381') {
    const cancelled = ymdOf(document.cancels_date);
    return texts.credit(document.cancels_number, cancelled === '' ? '' : dateText(cancelled, language));
  }
  const issued = ymdOf(document.document_date);
  const due = dueDateOf(document);
  const days = issuerOf(document).payment_terms_days;
  if (due === undefined) return days ? texts.payWithinDays(days) : texts.payNow;
  if (due <= issued) return texts.payNow;
  if (days && issued !== '' && addDays(issued, days) === due)
    return texts.payWithin(days, dateText(due, language));
  return texts.payBy(dateText(due, language));
}
