// What billing tells bookings about its documents (bookings sets the status of their bookings).
// The event is enqueued by the statement that numbers the document (approveNumbered), its payload
// (DocumentEventData) built there from the numbered row.

export const INVOICE_APPROVED = 'venue.billing.invoice.approved';
export const INVOICE_CANCELLED = 'venue.billing.invoice.cancelled';
export const QUOTE_CREATED = 'venue.billing.quote.created';
export const ORDER_CONFIRMED = 'venue.billing.order.confirmed';

export type DocumentSubject = typeof INVOICE_APPROVED | typeof INVOICE_CANCELLED | typeof QUOTE_CREATED | typeof ORDER_CONFIRMED;

export interface DocumentEventData {
  manager_id: number;
  document_id: number;
  number: string;
  booking_ids: number[];
  time_zone: string;
  /** invoice.cancelled only: the bookings are cancelled too instead of going back to live. */
  cancel_bookings?: boolean;
}
