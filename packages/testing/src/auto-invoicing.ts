// A manager with invoice automation on (a hall at 40.00 per hour, VAT 19 %, a customer, a complete
// issuer) and its bookings through the gateway, for every test that follows a booking to its
// automatic invoice.
import { expectOk } from './answers.ts';
import { setCompleteIssuer } from './issuer.ts';
import { newManager, type TestManager } from './manager.ts';
import type pg from 'pg';
import { eventually } from './eventually.ts';
import type { TestStack } from './stack.ts';

export interface AutoInvoicingVenue {
  m: TestManager;
  hall: number;
  customer: number;
}

/** A hall at 40.00 per hour (VAT 19 %, vertical) and a customer with `customer`'s fields, of manager `m`. */
export async function pricedVenue(m: TestManager, customer: Record<string, unknown>): Promise<AutoInvoicingVenue> {
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  const [{ id }] = expectOk(await m.post('/api/v2/customer_add', customer));
  const standard = expectOk(await m.post('/api/internal/tax_rate_add', { name: 'Standard', rate: '19' })).id;
  expectOk(
    await m.post('/api/internal/tax_settings_set', {
      vat_active: 1,
      calculation: 'vertical',
      default_tax_rate_id: standard,
    }),
  );
  expectOk(
    await m.post('/api/internal/tariff_add', {
      title: 'Hourly',
      customer_group_id: 0,
      resource_ids: String(hall),
      price_type: 'fixed',
      interval: 'per_hour',
      amount: '40',
    }),
  );
  return { m, hall, customer: id as number };
}

export async function autoInvoicingVenue(stack: TestStack): Promise<AutoInvoicingVenue> {
  const m = await newManager(stack, { timezone: 'Europe/Berlin' });
  const venue = await pricedVenue(m, { first_name: 'Ada', last_name: 'Lovelace', city: 'London' });
  // Without a complete issuer, automation would leave every invoice a draft (§14 UStG).
  await setCompleteIssuer(m);
  expectOk(await m.post('/api/internal/invoice_automation_set', { mode: 'on_booking' }));
  return venue;
}

let nextDay = 0;

/** A live booking with the customer, on a day of its own (so bookings never conflict). */
export async function book(v: AutoInvoicingVenue): Promise<number> {
  nextDay += 1;
  const date = new Date(Date.UTC(2031, 0, 1) + nextDay * 86_400_000).toISOString().slice(0, 10);
  const [{ id }] = expectOk(
    await v.m.post('/api/v2/booking_add', {
      booking_mode: 'direct_booking',
      recurring: '0',
      date_from: date,
      date_to: date,
      time_from: '09:00',
      time_to: '11:00',
      main_resource: v.hall,
      resource_parts: { [v.hall]: [] },
      customer_id: v.customer,
      ignore_opening_times: '1',
    }),
  );
  return id as number;
}

/** `count` bookings, `parallel` at a time. */
export async function bookMany(v: AutoInvoicingVenue, count: number, parallel = 4): Promise<number[]> {
  const ids: number[] = [];
  for (let done = 0; done < count; done += parallel) {
    ids.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - done) }, () => book(v)))));
  }
  return ids;
}

/** Waits until billing holds the booking's facts (from its event): before, invoice_create answers 404. */
export function knownToBilling(sql: pg.Pool, bookingId: number): Promise<unknown> {
  return eventually('billing to know the booking', async () =>
    (await sql.query('select 1 from billing.booking_fact where booking_id = $1', [bookingId])).rows.length > 0 ? true : undefined,
  );
}

/** The customer's last name on the approved automatic invoice of a booking, once it is there. */
export function invoicedLastName(sql: pg.Pool, bookingId: number): Promise<string> {
  return eventually(`the automatic invoice of booking ${bookingId}`, async () => {
    const { rows } = await sql.query<{ last_name: string }>(
      `select d.customer->>'lastName' as last_name from billing.document d join billing.document_booking b on b.document_id = d.id
        where b.booking_id = $1 and d.type = 'invoice' and d.status = 'approved'`,
      [bookingId],
    );
    return rows[0]?.last_name;
  });
}
