// The bookings on an approved invoice, as billing's document events announce them: approved puts
// each of the invoice's bookings on it, cancelled takes them off. A booking is on at most one
// approved invoice at a time (billing refuses a second), so the booking id is the key.
import { refused } from '@venue/platform';
import type { Executor } from '../database.ts';
import { amongBookings } from './document-seq.ts';

/** Database table invoiced_booking (migration 20270201090000_invoiced_bookings). */
export interface InvoicedBookingTable {
  manager_id: number;
  booking_id: number;
  invoice_number: string;
}

/** A booking and the invoice it is on, or null: taken off its invoice. */
export interface InvoiceMembership {
  manager_id: number;
  booking_id: number;
  invoice_number: string | null;
}

/** Puts bookings on their invoices and takes the others off, in two statements at most. */
export async function setInvoiceMemberships(trx: Executor, memberships: readonly InvoiceMembership[]): Promise<void> {
  const on = memberships.flatMap(({ invoice_number, ...booking }) => (invoice_number === null ? [] : [{ ...booking, invoice_number }]));
  const off = memberships.filter((membership) => membership.invoice_number === null);
  if (on.length > 0) {
    await trx
      .insertInto('invoiced_booking')
      .values(on)
      .onConflict((oc) => oc.columns(['manager_id', 'booking_id']).doUpdateSet((eb) => ({ invoice_number: eb.ref('excluded.invoice_number') })))
      .execute();
  }
  if (off.length > 0) {
    await trx
      .deleteFrom('invoiced_booking')
      .where(amongBookings('booking_id', off))
      .execute();
  }
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
