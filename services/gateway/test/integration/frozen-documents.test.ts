// Frozen documents (issue 56, GoBD): an approved invoice keeps a snapshot of what it prints — the
// issuer, the manager's currency, language and time zone, the cancelled invoice it names — which
// later changes to the issuer do not reach; the database refuses to change or delete a numbered
// document, its rows and its booking links (only the processed mark, and approved → cancelled);
// and a booking on an approved invoice keeps its time and customer (422 "cancel RE-… first")
// until the invoice is cancelled.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  book,
  eventually,
  expectFailure,
  expectOk,
  knownToBilling,
  newManager,
  openSql,
  pricedVenue,
  setCompleteIssuer,
  startTestStack,
  type AutoInvoicingVenue,
  type TestStack,
} from '@venue/testing';

let stack: TestStack;
let sql: ReturnType<typeof openSql>;

before(async () => {
  stack = await startTestStack();
  sql = openSql(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

/** A venue whose manager (Europe/Berlin) has a complete issuer; its booking invoiced and approved. */
async function approvedInvoice(): Promise<{ v: AutoInvoicingVenue; bookingId: number; id: number; number: string }> {
  const m = await newManager(stack, { timezone: 'Europe/Berlin' });
  await setCompleteIssuer(m, { phone: '+49 30 1234567', managing_director: 'Ada Lovelace' });
  const v = await pricedVenue(m, { company_name: 'Stadt Köln', city: 'Köln' });
  const bookingId = await book(v);
  await knownToBilling(sql, bookingId);
  const id = expectOk(await m.post('/api/internal/invoice_create', { booking_ids: String(bookingId) })).id as number;
  const { invoice_number: number } = expectOk(await m.post('/api/internal/invoice_approve', { invoice_id: id }));
  return { v, bookingId, id, number };
}

const companyOf = async (id: number) =>
  (await sql.query<{ company: Record<string, unknown> }>('select company from billing.document where id = $1', [id])).rows[0]!.company;

describe('frozen documents', () => {
  test('an approved invoice keeps its issuer, currency, language and time zone; a later issuer_set does not reach it', async () => {
    const { v, id } = await approvedInvoice();
    const kept = await companyOf(id);
    assert.deepEqual(
      [kept.street, kept.zip, kept.city, kept.country, kept.vat_id, kept.iban, kept.phone, kept.managing_director],
      ['Hauptstr. 1', '10115', 'Berlin', 'DE', 'DE136695976', 'DE89370400440532013000', '+49 30 1234567', 'Ada Lovelace'],
    );
    assert.equal(kept.time_zone, 'Europe/Berlin');
    assert.equal(kept.currency, 'EUR');
    assert.match(String(kept.language), /^(de|en)$/);

    expectOk(await v.m.post('/api/internal/issuer_set', { street_hnr: 'Neue Str. 2', city: 'Potsdam', zip: '14467' }));
    assert.deepEqual(await companyOf(id), kept);
  });

  test('the database refuses changing or deleting a numbered document, its rows and links; processed and cancelled may change', async () => {
    const { v, id, number } = await approvedInvoice();
    await assert.rejects(sql.query('update billing.document set net_cents = net_cents + 1 where id = $1', [id]), /is numbered/);
    await assert.rejects(sql.query(`update billing.document set company = '{}' where id = $1`, [id]), /is numbered/);
    await assert.rejects(sql.query('delete from billing.document where id = $1', [id]), /is numbered/);
    await assert.rejects(sql.query('update billing.document_row set net_cents = 0 where document_id = $1', [id]), /is numbered/);
    await assert.rejects(sql.query('delete from billing.document_row where document_id = $1', [id]), /is numbered/);
    await assert.rejects(sql.query(`update billing.document_booking set booking_title = 'x' where document_id = $1`, [id]), /is numbered/);
    await assert.rejects(sql.query(`update billing.document set status = 'draft' where id = $1`, [id]), /is numbered/);

    expectOk(await v.m.post('/api/internal/invoice_processed', { invoice_number: number }));
    const cancelled = expectOk(await v.m.post('/api/internal/invoice_cancel', { invoice_number: number }));
    const status = await sql.query<{ status: string; processed: boolean }>('select status, processed from billing.document where id = $1', [id]);
    assert.deepEqual(status.rows[0], { status: 'cancelled', processed: true });
    // The cancellation is numbered and frozen too.
    await assert.rejects(
      sql.query('update billing.document set gross_cents = 0 where number = $1 and manager_id = $2', [cancelled.cancellation_number, v.m.managerId]),
      /is numbered/,
    );
  });

  test('a booking on an approved invoice keeps its time and customer (422 naming the invoice); after the cancellation it moves', async () => {
    const { v, bookingId, number } = await approvedInvoice();
    const onInvoice = () =>
      sql.query('select invoice_number from bookings.invoiced_booking where booking_id = $1', [bookingId]).then((r) => r.rows[0]?.invoice_number);
    await eventually('bookings to know the invoice', async () => ((await onInvoice()) === number ? true : undefined));

    const move = { booking_id: bookingId, resource_id: v.hall, date_from: '2035-03-01', date_to: '2035-03-01' };
    expectFailure(
      await v.m.post('/api/v2/booking_save', move),
      422,
      `booking ${bookingId} is on invoice ${number}: cancel ${number} first to change its time, resource or customer`,
    );
    const otherCustomer = { booking_id: bookingId, resource_id: v.hall, customer_first_name: 'Grace', customer_last_name: 'Hopper' };
    expectFailure(await v.m.post('/api/v2/booking_save', otherCustomer), 422);
    // Its status is no priced fact: billing follows it (the invoice stays as issued).
    expectOk(await v.m.post('/api/v2/booking_save', { booking_id: bookingId, resource_id: v.hall, booking_status: 'live' }));
    const stored = await sql.query<{ day: string }>(
      `select to_char(starts_at at time zone 'Europe/Berlin', 'YYYY-MM-DD') as day from bookings.booking_instance where booking_id = $1`,
      [bookingId],
    );
    assert.notEqual(stored.rows[0]?.day, '2035-03-01');

    expectOk(await v.m.post('/api/internal/invoice_cancel', { invoice_number: number }));
    await eventually('bookings to know the cancellation', async () => ((await onInvoice()) === undefined ? true : undefined));
    expectOk(await v.m.post('/api/v2/booking_save', move));
  });
});
