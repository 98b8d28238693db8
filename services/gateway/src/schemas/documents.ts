// Request schemas of the document endpoints (routes/internal/documents.ts): number ranges,
// invoices, cancellation invoices, quotes, order confirmations and invoice automation.
import { Type } from 'typebox';
import { MAX_BUYER_REFERENCE_LENGTH } from '@venue/contracts';
import { DateYmd as CommonDateYmd, Id, Whole, withApiKey } from './common.ts';

const DateYmd = (description: string) => CommonDateYmd(`Y-m-d, ${description}`);
const BookingIds = Type.Union(
  [Type.String({ minLength: 1, maxLength: 2000 }), Type.Array(Id, { minItems: 1, maxItems: 100 })],
  { description: 'booking ids of one customer: a comma-separated list (at most 100), or an array' },
);
const DocumentNumber = (description: string) => Type.String({ minLength: 1, maxLength: 40, description });
const Flag = (description: string) => Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal('0'), Type.Literal('1')], { description });

export const DOCUMENT_TYPES = ['invoice', 'quote', 'order_confirmation', 'cancellation'] as const;

export const DocumentSettingsSetBody = withApiKey({
  document_type: Type.Union(
    DOCUMENT_TYPES.map((t) => Type.Literal(t)),
    { description: 'the number range to set' },
  ),
  prefix: Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9_\\-/.#]*$', description: 'printed before the number, e.g. "RE-"' }),
  start_number: Whole(1, 999_999_999_999, {
    description:
      'the next number at the least; must be above the last number issued in the range (yearly: in the current year, which it is for)',
  }),
  yearly: Type.Optional(
    Flag(
      "1: numbers carry the document date's year and restart at 1 each year in the manager's time zone (RE-2027-0001), and no document is dated before the range's last; 0: plain numbers (RE-1001), going on where they stopped; absent: as it is",
    ),
  ),
});

export const InvoiceCreateBody = withApiKey({
  booking_ids: BookingIds,
  due_date: Type.Optional(DateYmd('when the invoice is due')),
  buyer_reference: Type.Optional(
    Type.String({
      maxLength: MAX_BUYER_REFERENCE_LENGTH,
      format: 'buyer-reference',
      description: "the buyer's reference (BT-10, e.g. a Leitweg-ID) on this invoice instead of the customer's; \"\": none",
    }),
  ),
});

export const InvoiceApproveBody = withApiKey({
  invoice_id: Id,
  document_date: Type.Optional(DateYmd('the invoice date; default today in the manager\'s time zone')),
});

export const InvoiceCancelBody = withApiKey({
  invoice_number: DocumentNumber('the approved invoice, its number with prefix, e.g. "RE-1001"'),
  cancel_bookings: Type.Optional(Flag('1: its bookings are cancelled; 0 (default): they go back to live')),
});

export const QuoteCreateBody = withApiKey({ booking_ids: BookingIds });

export const OrderConfirmBody = withApiKey({ quote_number: DocumentNumber('the quote, its number with prefix, e.g. "AG-7"') });

export const InvoiceProcessedBody = withApiKey({
  invoice_number: DocumentNumber('an invoice or cancellation invoice, its number with prefix'),
});

export const InvoiceAutomationSetBody = withApiKey({
  mode: Type.Union([Type.Literal('off'), Type.Literal('on_booking')], {
    description: 'on_booking: every new live booking with a customer gets an invoice approved at once (label "auto")',
  }),
});
