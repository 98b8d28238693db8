// What billing tells bookings about its documents (bookings sets the status of their bookings):
// the payload is the contracts' DocumentEvent (packages/contracts/src/events/document.ts), built
// here from the numbered document and written in the transaction that numbered it.
import { EVENT_SCHEMA_VERSION, INVOICE_APPROVED, INVOICE_CANCELLED, ORDER_CONFIRMED, QUOTE_CREATED, type DocumentEvent, type DocumentSubject } from '@venue/contracts/events';
import { enqueueEvent } from '@venue/platform';
import type { Executor } from '../database.ts';
import type { DocumentRecord } from './document.table.ts';

export { INVOICE_APPROVED, INVOICE_CANCELLED, ORDER_CONFIRMED, QUOTE_CREATED, type DocumentSubject };

export async function publishDocumentEvent(
  trx: Executor,
  document: Pick<DocumentRecord, 'id' | 'manager_id' | 'number'>,
  announce: { subject: DocumentSubject; bookingIds: readonly number[]; timeZone: string; extra?: { cancel_bookings?: boolean } },
): Promise<void> {
  const data: DocumentEvent = {
    schema_version: EVENT_SCHEMA_VERSION,
    manager_id: document.manager_id,
    document_id: document.id,
    number: document.number!,
    booking_ids: [...announce.bookingIds],
    time_zone: announce.timeZone,
    ...announce.extra,
  };
  await enqueueEvent(trx as never, announce.subject, data);
}
