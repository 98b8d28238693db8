import type { Kysely, Transaction } from 'kysely';
import type { OutboxTable } from '@venue/platform';
import type { BookingEventTable } from './event/event.table.ts';
import type { InvoicedBookingTable } from './invoicing/invoiced-booking.ts';
import type { DocumentSeqTable } from './invoicing/document-seq.ts';
import type { BookingInstanceTable, BookingTable, OccupancyTable } from './booking/booking.table.ts';

export const SCHEMA = 'bookings';

export interface Database {
  booking: BookingTable;
  booking_instance: BookingInstanceTable;
  booking_event: BookingEventTable;
  occupancy: OccupancyTable;
  outbox: OutboxTable;
  invoiced_booking: InvoicedBookingTable;
  document_seq: DocumentSeqTable;
}

export type Db = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;
