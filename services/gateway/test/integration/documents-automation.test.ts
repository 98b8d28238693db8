// Bookings become invoices, end to end through the gateway, bookings, NATS and billing: the manual
// flow (draft → approved → complete; cancelled → live), quotes and order confirmations moving
// their bookings to draft and live, and invoice automation: a new live booking with a customer
// gets exactly one approved "auto" invoice and becomes complete; cancelling it issues its
// cancellation invoice and the booking stays cancelled.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eventsHandled, eventually, expectOk, newManager, openSql, setCompleteIssuer, startTestStack, type TestManager, type TestStack } from '@venue/testing';

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

interface Venue {
  m: TestManager;
  hall: number;
  customer: number;
}

/** A hall at 40.00 per hour, VAT 19 % vertical, a customer, and a complete issuer. */
async function setUp(): Promise<Venue> {
  const m = await newManager(stack, { timezone: 'Europe/Berlin' });
  await setCompleteIssuer(m);
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
  return { m, hall, customer };
}

let day = 0;
async function book(v: Venue, customer: number | '' = v.customer): Promise<number> {
  day += 1;
  const date = `2031-05-${String(day).padStart(2, '0')}`;
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
      customer_id: customer,
      ignore_opening_times: '1',
    }),
  );
  return id as number;
}

const statusOf = async (v: Venue, id: number): Promise<string> => expectOk(await v.m.get(`/api/v2/booking/${id}`)).status;

async function statusBecomes(v: Venue, id: number, status: string): Promise<void> {
  await eventually(`booking ${id} ${status}`, async () => ((await statusOf(v, id)) === status ? true : undefined));
}

/** Billing knows a booking once its booking.created event is consumed. */
async function knownToBilling(id: number): Promise<void> {
  await eventually(`billing's facts of booking ${id}`, async () => {
    const { rows } = await sql.query('select 1 from billing.booking_fact where booking_id = $1', [id]);
    return rows.length > 0 ? true : undefined;
  });
}

async function documentsOf(bookingId: number) {
  const { rows } = await sql.query<{ type: string; status: string; number: string | null; suffix_label: string; gross_cents: string }>(
    `select d.type, d.status, d.number, d.suffix_label, d.gross_cents from billing.document d
       join billing.document_booking b on b.document_id = d.id where b.booking_id = $1 order by d.id`,
    [bookingId],
  );
  return rows.map((r) => ({ ...r, gross_cents: Number(r.gross_cents) }));
}

describe('invoices from bookings', () => {
  test('draft → approved: the booking becomes complete; cancelled: back to live; unbilled lists it again', async () => {
    const v = await setUp();
    const id = await book(v);
    await knownToBilling(id);
    assert.deepEqual(expectOk(await v.m.get('/api/internal/unbilled')).map((b: { booking_id: number }) => b.booking_id), [id]);
    const draft = expectOk(await v.m.post('/api/internal/invoice_create', { booking_ids: String(id), due_date: '2031-06-30' }));
    assert.equal(draft.message, 'Draft invoice created');
    assert.deepEqual(expectOk(await v.m.get('/api/internal/unbilled')), []);
    const approved = expectOk(await v.m.post('/api/internal/invoice_approve', { invoice_id: draft.id, document_date: '2031-05-20' }));
    assert.deepEqual(approved, { id: draft.id, invoice_number: 'RE-1', document_date: '2031-05-20', message: 'Invoice approved' });
    await statusBecomes(v, id, 'complete');
    assert.deepEqual(await documentsOf(id), [{ type: 'invoice', status: 'approved', number: 'RE-1', suffix_label: '', gross_cents: 9520 }]);

    const cancelled = expectOk(await v.m.post('/api/internal/invoice_cancel', { invoice_number: 'RE-1' }));
    assert.deepEqual(cancelled, { id: cancelled.id, cancellation_number: 'SR-1', invoice_number: 'RE-1', message: 'Invoice cancelled' });
    await statusBecomes(v, id, 'live');
    assert.deepEqual(
      (await documentsOf(id)).map((d) => [d.number, d.status, d.gross_cents]),
      [
        ['RE-1', 'cancelled', 9520],
        ['SR-1', 'approved', -9520],
      ],
    );
    await eventually('the booking unbilled again', async () => {
      const unbilled = expectOk(await v.m.get('/api/internal/unbilled')) as { booking_id: number }[];
      return unbilled.some((b) => b.booking_id === id) ? true : undefined;
    });
    const processed = expectOk(await v.m.post('/api/internal/invoice_processed', { invoice_number: 'SR-1' }));
    assert.equal(processed.invoice_number, 'SR-1');
  });

  test('a quote makes its bookings drafts, the order confirmation live again; a cancellation with cancel_bookings=1 cancels them', async () => {
    const v = await setUp();
    const id = await book(v);
    await knownToBilling(id);
    const quote = expectOk(await v.m.post('/api/internal/quote_create', { booking_ids: [id] }));
    assert.equal(quote.quote_number, 'AG-1');
    await statusBecomes(v, id, 'draft');
    const order = expectOk(await v.m.post('/api/internal/order_confirm', { quote_number: 'AG-1' }));
    assert.deepEqual(order, { id: order.id, order_confirmation_number: 'AB-1', quote_number: 'AG-1', message: 'Order confirmed' });
    await statusBecomes(v, id, 'live');
    // billing hears of the status change before it invoices (it keeps the newest version)
    await eventually('billing sees the booking live', async () => {
      const { rows } = await sql.query<{ status: string }>('select status from billing.booking_fact where booking_id = $1', [id]);
      return rows[0]?.status === 'live' ? true : undefined;
    });
    expectOk(await v.m.post('/api/internal/document_settings_set', { document_type: 'invoice', prefix: 'INV-', start_number: 1000 }));
    const draft = expectOk(await v.m.post('/api/internal/invoice_create', { booking_ids: String(id) }));
    assert.equal(expectOk(await v.m.post('/api/internal/invoice_approve', { invoice_id: draft.id })).invoice_number, 'INV-1000');
    await statusBecomes(v, id, 'complete');
    expectOk(await v.m.post('/api/internal/invoice_cancel', { invoice_number: 'INV-1000', cancel_bookings: 1 }));
    await statusBecomes(v, id, 'cancel');
  });
});

describe('invoice automation', () => {
  test('on_booking: exactly one approved auto invoice, the booking complete; cancelling issues the SR- and the booking stays cancelled', async () => {
    const v = await setUp();
    assert.deepEqual(expectOk(await v.m.post('/api/internal/invoice_automation_set', { mode: 'on_booking' })), {
      mode: 'on_booking',
      message: 'Invoice automation saved',
    });
    const id = await book(v);
    const anonymous = await book(v, '');
    await statusBecomes(v, id, 'complete');
    // Redeliveries and billing's own status change must not invoice again: wait for the
    // booking.updated (complete) to reach billing, then count.
    await eventually('billing sees the booking complete', async () => {
      const { rows } = await sql.query<{ status: string }>('select status from billing.booking_fact where booking_id = $1', [id]);
      return rows[0]?.status === 'complete' ? true : undefined;
    });
    await knownToBilling(anonymous);
    assert.deepEqual(await documentsOf(id), [{ type: 'invoice', status: 'approved', number: 'RE-1', suffix_label: 'auto', gross_cents: 9520 }]);
    assert.deepEqual(await documentsOf(anonymous), [], 'a booking without a customer is not invoiced');
    assert.equal(await statusOf(v, anonymous), 'live');

    expectOk(await v.m.post('/api/v2/booking_save', { booking_id: id, resource_id: v.hall, booking_status: 'cancel' }));
    await eventually('the cancellation invoice', async () => ((await documentsOf(id)).length === 2 ? true : undefined));
    assert.deepEqual(
      (await documentsOf(id)).map((d) => [d.type, d.status, d.number, d.suffix_label, d.gross_cents]),
      [
        ['invoice', 'cancelled', 'RE-1', 'auto', 9520],
        ['cancellation', 'approved', 'SR-1', 'auto', -9520],
      ],
    );
    // Both are due on their own document dates, stored with their numbers.
    const { rows: dated } = await sql.query<{ number: string; due: boolean }>(
      `select number, due_date is not distinct from document_date and due_date is not null as due
         from billing.document where manager_id = $1 order by number`,
      [v.m.managerId],
    );
    assert.deepEqual(dated, [
      { number: 'RE-1', due: true },
      { number: 'SR-1', due: true },
    ]);
    // billing's invoice.cancelled asks for cancel: the booking is not revived, once bookings'
    // consumer of billing's events (bookings-invoicing) has handled them all
    await eventsHandled(stack, 'bookings-invoicing');
    assert.equal(await statusOf(v, id), 'cancel');

    expectOk(await v.m.post('/api/internal/invoice_automation_set', { mode: 'off' }));
    const manual = await book(v);
    await knownToBilling(manual);
    assert.deepEqual(await documentsOf(manual), []);
  });

  // Billing reuses the customers it read while the manager's customers version stays the same
  // (decisions.md, "Billing reuses resource names and customers"): a customer_edit advances that
  // version, so the next invoice has the customer as edited, and prices by the customer's new default group.
  test('a customer edited is on the next automatic invoice as edited, priced by its new default group', async () => {
    const v = await setUp();
    expectOk(await v.m.post('/api/internal/invoice_automation_set', { mode: 'on_booking' }));
    const first = await book(v);
    await eventually('the first invoice', async () => ((await documentsOf(first)).length === 1 ? true : undefined));
    const members = expectOk(await v.m.post('/api/internal/customer_group_add', { name: 'Members' })).id as number;
    expectOk(
      await v.m.post('/api/internal/tariff_add', {
        title: 'Members hourly',
        customer_group_id: members,
        resource_ids: String(v.hall),
        price_type: 'fixed',
        interval: 'per_hour',
        amount: '50',
      }),
    );
    expectOk(
      await v.m.post('/api/v2/customer_edit', {
        customer_id: v.customer,
        last_name: 'Byron',
        city: 'Newstead',
        customer_group_id: String(members),
        default_customer_group: String(members),
      }),
    );
    const second = await book(v);
    await eventually('the second invoice', async () => ((await documentsOf(second)).length === 1 ? true : undefined));
    const customerOn = async (bookingId: number) => {
      const { rows } = await sql.query<{ customer: { lastName: string; city: string }; gross_cents: string }>(
        `select d.customer, d.gross_cents from billing.document d
           join billing.document_booking b on b.document_id = d.id where b.booking_id = $1`,
        [bookingId],
      );
      return { lastName: rows[0]!.customer.lastName, city: rows[0]!.customer.city, grossCents: Number(rows[0]!.gross_cents) };
    };
    assert.deepEqual(await customerOn(first), { lastName: 'Lovelace', city: 'London', grossCents: 9520 });
    // Two hours at 50.00, 19 % VAT included on top.
    assert.deepEqual(await customerOn(second), { lastName: 'Byron', city: 'Newstead', grossCents: 11900 });
  });
});
