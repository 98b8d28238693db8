// A priced venue with invoices, for the invoice tests: VAT on (vertical, 19 % default, services at
// 7.5 %), 40.00 per hour on the hall, a projector at 2.50 per hour and catering at 12.00 each.
// RE-1: 2031-04-21 09:00–10:30 with 2 projectors and 10 caterings (80.00 + 10.00 at 19 %, 120.00 at
// 7.5 %: net 210.00, tax 26.10, gross 236.10), due 2031-05-01. RE-2: 2031-04-22, one hour (40.00).
// AG-1: a quote for a booking on 2031-04-23.
import { expectOk, newManager, openSql, setCompleteIssuer, type TestManager, type TestStack } from '@venue/testing';

export interface InvoiceVenue {
  m: TestManager;
  hall: number;
  customer: number;
  projector: number;
  catering: number;
  bookings: number[];
}

async function billingKnows(stack: TestStack, bookingId: number): Promise<void> {
  const sql = openSql(stack);
  try {
    const deadline = Date.now() + 15_000;
    while ((await sql.query('select 1 from billing.booking_fact where booking_id = $1', [bookingId])).rows.length === 0) {
      if (Date.now() > deadline) throw new Error('billing never heard of the booking');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await sql.end();
  }
}

export async function setLanguage(stack: TestStack, managerId: number, language: string): Promise<void> {
  await stack.adminDb.updateTable('manager').set({ language }).where('id', '=', managerId).execute();
}

export async function invoiceVenue(stack: TestStack): Promise<InvoiceVenue> {
  const m = await newManager(stack, { timezone: 'Europe/Berlin' });
  await setCompleteIssuer(m);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  const [{ id: customer }] = expectOk(
    await m.post('/api/v2/customer_add', {
      company_name: 'Acme GmbH',
      first_name: 'Ada',
      last_name: 'Lovelace',
      street: 'Hauptstraße',
      house_number: '5a',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      email: 'ada@example.test',
    }),
  );
  const standard = expectOk(await m.post('/api/internal/tax_rate_add', { name: 'Standard', rate: '19' })).id;
  const reduced = expectOk(await m.post('/api/internal/tax_rate_add', { name: 'Reduced', rate: '7.5' })).id;
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
  const projector = expectOk(
    await m.post('/api/internal/inventory_add', {
      name: 'Projector',
      quantity: 3,
      resource_ids: String(hall),
      prices: [{ price: '2.50', interval: 'per_hour', tax_rate_id: standard }],
    }),
  ).id;
  const catering = expectOk(
    await m.post('/api/internal/service_add', {
      name: 'Catering',
      resource_ids: String(hall),
      prices: [{ price: '12', interval: 'per_quantity', tax_rate_id: reduced }],
    }),
  ).id;
  const book = async (date: string, to: string, extra: Record<string, unknown> = {}) => {
    const [{ id }] = expectOk(
      await m.post('/api/v2/booking_add', {
        booking_mode: 'direct_booking',
        recurring: '0',
        date_from: date,
        date_to: date,
        time_from: '09:00',
        time_to: to,
        main_resource: hall,
        resource_parts: { [hall]: [] },
        customer_id: customer,
        ignore_opening_times: '1',
        ...extra,
      }),
    );
    await billingKnows(stack, id);
    return id as number;
  };
  const first = await book('2031-04-21', '10:30', {
    title: 'Spring fair',
    inventory: { [hall]: { [projector]: { checked: 'on', quantity: 2 } } },
    services: JSON.stringify({ [hall]: { [catering]: { checked: 'on', quantity: 10 } } }),
  });
  const second = await book('2031-04-22', '10:00');
  const draft1 = expectOk(await m.post('/api/internal/invoice_create', { booking_ids: String(first), due_date: '2031-05-01' })).id;
  expectOk(await m.post('/api/internal/invoice_approve', { invoice_id: draft1, document_date: '2031-04-21' }));
  const draft2 = expectOk(await m.post('/api/internal/invoice_create', { booking_ids: String(second) })).id;
  expectOk(await m.post('/api/internal/invoice_approve', { invoice_id: draft2, document_date: '2031-04-22' }));
  // A quote (AG-1) is a document but no invoice: invoice_list and invoice_details leave it out.
  const quoted = await book('2031-04-23', '10:00');
  expectOk(await m.post('/api/internal/quote_create', { booking_ids: String(quoted) }));
  return { m, hall, customer, projector, catering, bookings: [first, second] };
}
