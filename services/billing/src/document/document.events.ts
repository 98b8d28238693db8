// What billing tells bookings about its documents (bookings sets the status of their bookings).
import { enqueueEvent } from '@venue/platform';
import type { Executor } from '../database.ts';

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

export async function publishDocumentEvent(trx: Executor, subject: DocumentSubject, data: DocumentEventData): Promise<void> {
  await enqueueEvent(trx as never, subject, data);
}
