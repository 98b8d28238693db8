import type { Kysely, Transaction } from 'kysely';
import type { OutboxTable } from '@venue/platform';
import type { BookingInstanceTable, BookingTable, OccupancyTable } from './booking/booking.table.ts';

export const SCHEMA = 'bookings';

export interface Database {
  booking: BookingTable;
  booking_instance: BookingInstanceTable;
  occupancy: OccupancyTable;
  outbox: OutboxTable;
}

export type Db = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;
