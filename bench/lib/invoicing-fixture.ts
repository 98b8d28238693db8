// Data of the invoicing scenario: a manager with a customer and automatic invoicing on, rooms, and
// single bookings of that customer each on a slot of its own (so that none conflicts), and the
// manager's approved invoices read back from billing's tables.
import type pg from 'pg';
import { addDays } from './dates.ts';
import { createBenchManager } from './fixture.ts';
import { GatewayApi, singleBookingBody } from './gateway-api.ts';

export interface InvoicedManager {
  managerId: number;
  api: GatewayApi;
  customerId: number;
}

/** A manager whose every booking is invoiced at once (invoice_automation_set mode=on_booking). */
export async function createInvoicedManager(databaseUrl: string, gatewayUrl: string): Promise<InvoicedManager> {
  const { managerId, apiKey } = await createBenchManager(databaseUrl);
  const api = new GatewayApi(gatewayUrl, apiKey);
  const customer = await api.postOk('/api/v2/customer_add', { first_name: 'Bench', last_name: 'Customer' });
  const customerId = (customer.data as { id: number }[])[0]!.id;
  // A complete issuer (§14 UStG), else automation leaves every invoice a draft.
  await api.postOk('/api/internal/issuer_set', {
    street_hnr: 'Benchstr. 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
    vat_id: 'DE136695976',
  });
  await api.postOk('/api/internal/invoice_automation_set', { mode: 'on_booking' });
  return { managerId, api, customerId };
}

/** `count` rooms named `<prefix> <n>`, made one after the other. */
export async function createRooms(api: GatewayApi, prefix: string, count: number): Promise<number[]> {
  const rooms: number[] = [];
  for (let i = 0; i < count; i += 1) rooms.push(await api.addResource(`${prefix} ${i}`));
  return rooms;
}

/**
 * The booking_add body of the i-th booking of a series of them on `rooms`: each its own hour
 * (rooms × 12 hours a day from `firstDate`, 08:00–20:00), so that none conflicts.
 */
export function invoicedBookingBody(i: number, rooms: number[], firstDate: string, customerId: number) {
  const resourceId = rooms[i % rooms.length]!;
  const slot = Math.floor(i / rooms.length);
  const date = addDays(firstDate, Math.floor(slot / 12));
  const hour = 8 + (slot % 12);
  const from = `${String(hour).padStart(2, '0')}:00`;
  const to = `${String(hour + 1).padStart(2, '0')}:00`;
  return { ...singleBookingBody(resourceId, date, from, to), customer_id: customerId };
}

/** Approved invoices of the manager so far, and the highest document id among them. */
export async function invoicedSoFar(sql: pg.Pool, managerId: number) {
  const { rows } = await sql.query<{ count: number; last: string | null }>(
    `select count(*)::int as count, max(id) as last from billing.document
      where manager_id = $1 and type = 'invoice' and status = 'approved'`,
    [managerId],
  );
  return { count: rows[0]!.count, lastDocument: Number(rows[0]!.last ?? 0) };
}
