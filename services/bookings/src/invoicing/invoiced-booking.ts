// The bookings on an approved invoice, as billing's document events announce them: approved puts
// each of the invoice's bookings on it, cancelled takes them off. A booking is on at most one
// approved invoice at a time (billing refuses a second), so the booking id is the key.
import { refused } from '@venue/platform';
import type { Executor } from '../database.ts';

/** Database table invoiced_booking (migration 20270201090000_invoiced_bookings). */
export interface InvoicedBookingTable {
  manager_id: number;
  booking_id: number;
  invoice_number: string;
}

export async function putOnInvoice(trx: Executor, managerId: number, bookingIds: readonly number[], invoiceNumber: string): Promise<void> {
  if (bookingIds.length === 0) return;
  await trx
    .insertInto('invoiced_booking')
    .values(bookingIds.map((bookingId) => ({ manager_id: managerId, booking_id: bookingId, invoice_number: invoiceNumber })))
    .onConflict((oc) => oc.columns(['manager_id', 'booking_id']).doUpdateSet((eb) => ({ invoice_number: eb.ref('excluded.invoice_number') })))
    .execute();
}

export async function takeOffInvoice(trx: Executor, managerId: number, bookingIds: readonly number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await trx.deleteFrom('invoiced_booking').where('manager_id', '=', managerId).where('booking_id', 'in', [...bookingIds]).execute();
}

/**
 * 422 when the booking is on an approved invoice: what it was priced by (its time, resources and
 * customer) stays as invoiced until the invoice is cancelled (GoBD: the invoice cannot change).
 */
export async function requireNotInvoiced(trx: Executor, managerId: number, bookingId: number): Promise<void> {
  const row = await trx
    .selectFrom('invoiced_booking')
    .select('invoice_number')
    .where('manager_id', '=', managerId)
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  if (row) {
    throw refused(
      `booking ${bookingId} is on invoice ${row.invoice_number}: cancel ${row.invoice_number} first to change its time, resource or customer`,
    );
  }
}
