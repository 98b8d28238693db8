// What billing's documents do to the status of their bookings: an approved invoice completes
// them, a cancelled one puts them back to live (or cancels them when asked), a quote makes them
// drafts and an order confirmation live. A cancelled booking is never revived by a document: its
// time may have been booked by someone else since.
import type { BookingStatus } from '../booking/booking.table.ts';
import { INVOICE_APPROVED, INVOICE_CANCELLED, ORDER_CONFIRMED, QUOTE_CREATED, type DocumentEvent } from '@venue/contracts/events';

/** The status a document event asks for; undefined for a subject bookings does not act on. */
export function requestedStatus(subject: string, data: DocumentEvent): BookingStatus | undefined {
  switch (subject) {
    case INVOICE_APPROVED:
      return 'complete';
    case INVOICE_CANCELLED:
      return data.cancel_bookings ? 'cancel' : 'live';
    case QUOTE_CREATED:
      return 'draft';
    case ORDER_CONFIRMED:
      return 'live';
    default:
      return undefined;
  }
}

/** Whether a booking in `current` takes the `requested` status. */
export function takesStatus(current: BookingStatus, requested: BookingStatus): boolean {
  return current !== requested && current !== 'cancel';
}
