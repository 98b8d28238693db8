// What billing tells bookings about its documents (bookings sets the status of their bookings).
import { enqueueEvent, type CallContext } from '@venue/platform';
import type { Executor } from '../database.ts';
import type { DocumentRecord } from './document.table.ts';

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

/** Enqueues the event of a numbered document (every document an event is published for has one). */
export async function publishDocumentEvent(
  trx: Executor,
  subject: DocumentSubject,
  context: Pick<CallContext, 'managerId' | 'timezone'>,
  document: Pick<DocumentRecord, 'id' | 'number'>,
  bookingIds: number[],
  extra: Pick<DocumentEventData, 'cancel_bookings'> = {},
): Promise<void> {
  const data: DocumentEventData = {
    manager_id: context.managerId,
    document_id: document.id,
    number: document.number!,
    booking_ids: bookingIds,
    time_zone: context.timezone,
    ...extra,
  };
  await enqueueEvent(trx as never, subject, data);
}
