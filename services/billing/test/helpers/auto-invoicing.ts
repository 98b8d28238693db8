// The checks every fault test of automatic invoicing ends with: exactly one approved "auto"
// invoice per booking, numbers 1…N without gaps, every booking complete. (The venue with
// automation on and its bookings are @venue/testing's, re-exported here for these tests.)
import assert from 'node:assert/strict';
import type pg from 'pg';
import { eventually, type AutoInvoicingVenue } from '@venue/testing';

export { autoInvoicingVenue, book, bookMany, eventually, type AutoInvoicingVenue } from '@venue/testing';

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
