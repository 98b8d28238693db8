// A manager with invoice automation on (a hall at 40.00 per hour, VAT 19 %, a customer), bookings
// for it through the gateway, and the checks every fault test of automatic invoicing ends with:
// exactly one approved "auto" invoice per booking, numbers 1…N without gaps, every booking complete.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { expectOk, newManager, type TestManager, type TestStack } from '@venue/testing';

export interface AutoInvoicingVenue {
  m: TestManager;
  hall: number;
  customer: number;
}

/** Polls `probe` until it answers a value; fails after `timeoutMs`, saying what it waited for. */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

export async function autoInvoicingVenue(stack: TestStack): Promise<AutoInvoicingVenue> {
  const m = await newManager(stack, { timezone: 'Europe/Berlin' });
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  const [{ id: customer }] = expectOk(await m.post('/api/v2/customer_add', { first_name: 'Ada', last_name: 'Lovelace', city: 'London' }));
  const standard = expectOk(await m.post('/api/internal/tax_rate_add', { name: 'Standard', rate: '19' })).id;
  expectOk(await m.post('/api/internal/tax_settings_set', { vat_active: 1, calculation: 'vertical', default_tax_rate_id: standard }));
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
  expectOk(await m.post('/api/internal/invoice_automation_set', { mode: 'on_booking' }));
  return { m, hall, customer };
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

/** The manager's invoices (any status), each with its bookings. */
export async function invoicesOf(sql: pg.Pool, managerId: number) {
  const { rows } = await sql.query<{ id: string; number_value: string | null; status: string; suffix_label: string; booking_ids: number[] }>(
    `select d.id, d.number_value, d.status, d.suffix_label,
            coalesce(array_agg(b.booking_id::int order by b.booking_id) filter (where b.booking_id is not null), '{}') as booking_ids
       from billing.document d left join billing.document_booking b on b.document_id = d.id
      where d.manager_id = $1 and d.type = 'invoice'
      group by d.id order by d.number_value nulls last, d.id`,
    [managerId],
  );
  return rows.map((row) => ({ ...row, number_value: row.number_value === null ? null : Number(row.number_value) }));
}

/** How many of the bookings have status complete in bookings' own table. */
export async function completeCount(sql: pg.Pool, bookingIds: number[]): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from bookings.booking where id = any($1) and status = 'complete'`, [bookingIds]);
  return rows[0]!.n;
}

/** Waits (bounded) until every booking is complete, then checks invoices and numbers exactly. */
export async function assertInvoicedExactlyOnce(sql: pg.Pool, v: AutoInvoicingVenue, bookingIds: number[], timeoutMs = 25_000): Promise<void> {
  await eventually(
    `all ${bookingIds.length} bookings complete`,
    async () => ((await completeCount(sql, bookingIds)) === bookingIds.length ? true : undefined),
    timeoutMs,
  );
  const invoices = await invoicesOf(sql, v.m.managerId);
  assert.deepEqual(
    invoices.map((invoice) => invoice.booking_ids).flat().sort((a, b) => a - b),
    [...bookingIds].sort((a, b) => a - b),
    'every booking on exactly one invoice, and no invoice without its booking',
  );
  assert.ok(
    invoices.every((invoice) => invoice.booking_ids.length === 1 && invoice.status === 'approved' && invoice.suffix_label === 'auto'),
    `every invoice approved, automatic, for one booking: ${JSON.stringify(invoices)}`,
  );
  assert.deepEqual(
    invoices.map((invoice) => invoice.number_value),
    bookingIds.map((_, i) => i + 1),
    'numbers 1…N without gaps',
  );
}
