// What billing tells bookings about its documents (bookings sets the status of their bookings).
import { enqueueEvent, enqueueEventSql, type CallContext } from '@venue/platform';
import { sql, type RawBuilder } from 'kysely';
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

/**
 * Enqueues the event of a numbered document (every document an event is published for has one);
 * `alongside`, when given, is a data-modifying statement written by the same statement.
 */
export async function publishDocumentEvent(
  trx: Executor,
  subject: DocumentSubject,
  context: Pick<CallContext, 'managerId' | 'timezone'>,
  document: Pick<DocumentRecord, 'id' | 'number'>,
  bookingIds: number[],
  extra: Pick<DocumentEventData, 'cancel_bookings'> = {},
  alongside?: RawBuilder<unknown>,
): Promise<void> {
  const data: DocumentEventData = {
    manager_id: context.managerId,
    document_id: document.id,
    number: document.number!,
    booking_ids: bookingIds,
    time_zone: context.timezone,
    ...extra,
  };
  if (!alongside) {
    await enqueueEvent(trx as never, subject, data);
    return;
  }
  // The other change as a data-modifying CTE of the event's insert: one round trip for both.
  const event = enqueueEventSql(subject, sql`${JSON.stringify(data)}::jsonb`, sql`(select 1) as one`);
  await sql`with alongside as (${alongside}) ${event}`.execute(trx);
}
