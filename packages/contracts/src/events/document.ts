// What billing tells bookings about its documents: each names the bookings of one document, and
// bookings decides what status they take.
import { Type, type Static } from 'typebox';
import { SchemaVersion } from './version.ts';

export const INVOICE_APPROVED = 'venue.billing.invoice.approved';
export const INVOICE_CANCELLED = 'venue.billing.invoice.cancelled';
export const QUOTE_CREATED = 'venue.billing.quote.created';
export const ORDER_CONFIRMED = 'venue.billing.order.confirmed';
export type DocumentSubject = typeof INVOICE_APPROVED | typeof INVOICE_CANCELLED | typeof QUOTE_CREATED | typeof ORDER_CONFIRMED;

const Id = Type.Integer({ minimum: 1 });

export const DocumentEvent = Type.Object({
  schema_version: SchemaVersion,
  manager_id: Id,
  document_id: Id,
  number: Type.String(),
  booking_ids: Type.Array(Id),
  time_zone: Type.String({ minLength: 1 }),
  /** invoice.cancelled only: the bookings are cancelled too instead of going back to live. */
  cancel_bookings: Type.Optional(Type.Boolean()),
});
export type DocumentEvent = Static<typeof DocumentEvent>;
