// The events billing publishes about its documents, as bookings reads them. Each names the
// bookings of one document; bookings decides what status they take (invoicing.consumer.ts).
export const INVOICE_APPROVED = 'venue.billing.invoice.approved';
export const INVOICE_CANCELLED = 'venue.billing.invoice.cancelled';
export const QUOTE_CREATED = 'venue.billing.quote.created';
export const ORDER_CONFIRMED = 'venue.billing.order.confirmed';

export interface DocumentEventData {
  manager_id: number;
  document_id: number;
  number: string;
  booking_ids: number[];
  time_zone: string;
  /** invoice.cancelled only: the bookings are cancelled too instead of going back to live. */
  cancel_bookings?: boolean;
}
