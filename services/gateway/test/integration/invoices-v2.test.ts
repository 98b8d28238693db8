// invoice_list and invoice_details (spec 2.8, 4.15, 4.16): every field's type and format, paging
// with total and the limit/offset echo, the date filter, texts in the manager's language, a
// cancellation invoice, tenancy and bad input.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectFailure, expectOk, newManager, startTestStack, type TestStack } from '@venue/testing';
import { invoiceVenue, setLanguage, type InvoiceVenue } from './invoices-fixture.ts';

let stack: TestStack;
let v: InvoiceVenue;

before(async () => {
  stack = await startTestStack();
  v = await invoiceVenue(stack);
});
after(async () => {
  await stack?.stop();
});

const GERMAN_DATE = /^\d{2}\.\d{2}\.\d{4}$/;
const GERMAN_DATE_TIME = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;
const YMD_HIS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

async function list(query: Record<string, string | number> = {}) {
  const answer = await v.m.get('/api/v2/invoice_list', query);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
}

describe('invoice_list', () => {
  test('a list item field by field (German manager: the default language)', async () => {
    const body = await list();
    assert.deepEqual(Object.keys(body), ['data', 'total', 'success', 'limit', 'offset']);
    assert.equal(body.total, 2);
    assert.equal(body.limit, 50);
    assert.equal(body.offset, 0);
    const numbers = body.data.map((invoice: { invoice_number: string }) => invoice.invoice_number);
    assert.deepEqual(numbers, ['RE-2', 'RE-1'], 'newest first');
    const item = body.data[1];
    assert.deepEqual(Object.keys(item), [
      'id', 'invoice_number', 'file', 'discount_price', 'total_price', 'currency', 'document_date', 'created',
      'booking_reference', 'payment_method', 'invoice_type', 'processed_status', 'approved', 'text', 'discount',
      'invoice_number_suffix_label', 'payment_status', 'payment_type', 'status', 'due_date', 'customer', 'invoice_rows',
    ]);
    assert.ok(Number.isInteger(item.id) && item.id > 0);
    assert.equal(item.file, 'RE-1.pdf');
    assert.equal(item.discount_price, 0);
    assert.equal(item.total_price, 236.1);
    assert.equal(item.currency, 'EUR');
    assert.equal(item.document_date, '2031-04-21T00:00:00+02:00');
    assert.match(item.created, GERMAN_DATE_TIME);
    assert.equal(item.booking_reference, String(v.bookings[0]));
    assert.equal(item.payment_method, null);
    assert.equal(item.invoice_type, 'invoice');
    assert.equal(item.processed_status, 'Nein');
    assert.equal(item.approved, 1);
    assert.equal(item.text, '');
    assert.deepEqual(item.discount, { type: null, rate: null });
    assert.equal(item.invoice_number_suffix_label, '');
    assert.equal(item.payment_status, 'Offen');
    assert.equal(item.payment_type, 'Rechnung');
    assert.equal(item.status, 'Freigegeben');
    assert.equal(item.due_date, '01.05.2031');
    // Approved without a due date: due on its document date (issue 61), stored with its number.
    assert.equal(body.data[0].due_date, '22.04.2031');
    assert.deepEqual(item.customer, {
      id: v.customer,
      company: 'Acme GmbH',
      first_name: 'Ada',
      last_name: 'Lovelace',
      street: 'Hauptstraße',
      house_number: '5a',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
    });
    assert.equal(item.invoice_rows.length, 3);
    const [hall, projector, catering] = item.invoice_rows;
    assert.deepEqual(Object.keys(hall), ['id', 'date', 'resource_id', 'booking_id', 'type', 'rate', 'duration', 'unit', 'price', 'discount', 'tax_rate', 'tax', 'total']);
    assert.ok(Number.isInteger(hall.id));
    assert.match(hall.date, GERMAN_DATE);
    assert.deepEqual(
      item.invoice_rows.map((r: Record<string, unknown>) => [r.type, r.rate, r.duration, r.unit, r.price, r.discount, r.tax_rate, r.tax, r.total, r.date, r.resource_id, r.booking_id]),
      [
        ['Buchung', 'Hourly', 2, 'per_hour', 40, null, 19, 15.2, 95.2, '21.04.2031', v.hall, v.bookings[0]],
        ['Inventar', 'Projector', 4, 'per_hour', 2.5, null, 19, 1.9, 11.9, '21.04.2031', v.hall, v.bookings[0]],
        ['Leistung', 'Catering', 10, 'per_quantity', 12, null, 7.5, 9, 129, '21.04.2031', v.hall, v.bookings[0]],
      ],
    );
    assert.notEqual(projector.id, catering.id);
  });

  test('limit and offset page the list; total counts every match; both are echoed', async () => {
    const first = await list({ limit: 1 });
    assert.deepEqual([first.total, first.limit, first.offset, first.data.length], [2, 1, 0, 1]);
    assert.equal(first.data[0].invoice_number, 'RE-2');
    const second = await list({ limit: 1, offset: 1 });
    assert.deepEqual([second.total, second.limit, second.offset], [2, 1, 1]);
    assert.equal(second.data[0].invoice_number, 'RE-1');
    const past = await list({ offset: 5 });
    assert.deepEqual([past.total, past.data.length, past.limit, past.offset], [2, 0, 50, 5]);
    assert.equal((await list({ limit: 500 })).limit, 500);
  });

  test('date filters by document date', async () => {
    const day = await list({ date: '2031-04-22' });
    assert.equal(day.total, 1);
    assert.equal(day.data[0].invoice_number, 'RE-2');
    const none = await list({ date: '2031-04-23' });
    assert.deepEqual([none.total, none.data], [0, []]);
  });

  test('bad input is 400', async () => {
    const bad: Record<string, string | number>[] = [{ limit: 0 }, { limit: 501 }, { limit: 'x' }, { offset: -1 }, { date: '21.04.2031' }, { date: '2031-02-30' }];
    for (const query of bad) {
      expectFailure(await v.m.get('/api/v2/invoice_list', query), 400);
    }
    expectFailure(await v.m.get('/api/v2/invoice_details', {}), 400);
    expectFailure(await v.m.get('/api/v2/invoice_details', { invoice_number: '' }), 400);
  });
});

describe('invoice_details', () => {
  test('booking, inventory and feature keyed by row id; calc; the invoice record', async () => {
    const details = expectOk(await v.m.get('/api/v2/invoice_details', { invoice_number: 'RE-1' }));
    assert.deepEqual(Object.keys(details), ['booking', 'inventory', 'feature', 'person', 'deposit', 'offer', 'calc', 'invoice']);
    assert.deepEqual([details.person, details.deposit, details.offer], [[], [], []]);
    const rows = (await list()).data[1].invoice_rows;
    assert.deepEqual(Object.keys(details.booking), [String(rows[0].id)]);
    assert.deepEqual(Object.keys(details.inventory), [String(rows[1].id)]);
    assert.deepEqual(Object.keys(details.feature), [String(rows[2].id)]);

    const booking = details.booking[rows[0].id];
    assert.equal(booking.type, 'Buchung');
    assert.equal(booking.period, '21.04.2031');
    assert.equal(booking.date, '2031-04-21');
    assert.deepEqual(booking.time, [{ from: '09:00', to: '10:30' }]);
    assert.equal(booking.event_id, v.bookings[0]);
    // The booking's title as the invoice keeps it (its rows are a snapshot).
    assert.equal(booking.booking, 'Spring fair');
    assert.equal(booking.resource_id, v.hall);
    assert.equal(booking.resource_text, 'Hall');
    assert.equal(booking.units, 2);
    assert.equal(booking.units_accurate, 1.5);
    assert.equal(booking.unit_type, 'per_hour');
    assert.equal(booking.interval_price, 40);
    assert.equal(booking.tax, 19);
    assert.equal(booking.price, '80.00');
    assert.equal(booking.tax_price, '15.20');
    assert.equal(booking.total, '95.20');
    assert.equal(booking.instance_start_date, '2031-04-21 09:00:00');
    assert.equal(booking.instance_end_date, '2031-04-21 10:30:00');
    assert.equal(typeof booking.instance_id, 'string');
    assert.equal(booking.resource_hours, 1.5);
    assert.equal(booking.ePlanpersonCount, '0');
    assert.equal(booking.status, true);
    assert.equal(booking.multi_day_spanning, false);
    assert.equal(booking.price_rule_title, 'Hourly');
    assert.equal(booking.is_edited, 0);
    assert.equal(booking.canceled, 0);
    assert.deepEqual(booking.custom_fields, []);

    const projector = details.inventory[rows[1].id];
    assert.deepEqual(
      [projector.id, projector.inventory, projector.quantity, projector.price, projector.tax_price, projector.total, projector.date, projector.period],
      [String(v.projector), 'Projector', '2', '10.00', '1.90', '11.90', '2031-04-21', '21.04.2031'],
    );
    const catering = details.feature[rows[2].id];
    assert.deepEqual(
      [catering.id, catering.feature, catering.quantity, catering.price, catering.tax, catering.tax_price, catering.total],
      [String(v.catering), 'Catering', '10', '120.00', 7.5, '9.00', '129.00'],
    );
    assert.equal('inventory' in catering, false);
    assert.deepEqual([projector.booking, catering.booking], ['Spring fair', 'Spring fair']);

    assert.deepEqual(details.calc, {
      total: {
        booking: 80, booking_tax: 15.2, inventory: 10, inventory_tax: 1.9, feature: 120, feature_tax: 9,
        person: 0, person_tax: 0, deposit: 0, deposit_tax: 0, booking_offer: 0, offer: 0, offer_tax: 0, offer_price: 0,
      },
      tax: [9, 17.1],
      tax_from: [120, 90],
      cost_centre: [],
      general_ledger: [],
    });

    const invoice = details.invoice;
    assert.equal(invoice.invoice_number, 1);
    assert.equal(invoice.invoice_number_prefix, 'RE-');
    assert.equal(invoice.file, 'RE-1.pdf');
    assert.equal(invoice.invoice_id, (await list()).data[1].id);
    assert.equal(invoice.manager_id, v.m.managerId);
    assert.equal(invoice.document_date, '2031-04-21 00:00:00');
    assert.match(invoice.created, YMD_HIS);
    assert.match(invoice.modified, YMD_HIS);
    assert.equal(invoice.total_price, 236.1);
    assert.equal(invoice.balance_payment, '236.10');
    assert.equal(invoice.currency, 'EUR');
    assert.equal(invoice.status, 1);
    assert.equal(invoice.invoice_type, 'invoice');
    assert.equal(invoice.processed_status, 'Nein');
    assert.equal(invoice.processed_on, '');
    assert.equal(invoice.payment_due_date, '2031-05-01');
    assert.equal(invoice.payment_history, 'a:0:{}');
    assert.equal(invoice.invoice_sent, false);
    assert.equal(invoice.is_caution, false);
    assert.deepEqual(invoice.discount, { id: null, code: null, price: null });
    assert.equal(invoice.billing_address, 'Acme GmbH\nAda Lovelace\nHauptstraße 5a\n10115 Berlin\nDE');
    assert.equal(invoice.booking_reference, String(v.bookings[0]));
    assert.deepEqual(
      [invoice.customer.id, invoice.customer.name, invoice.customer.email, invoice.customer.company_name, invoice.customer.customer_street, invoice.customer.iban],
      [v.customer, 'Ada Lovelace', 'ada@example.test', 'Acme GmbH', 'Hauptstraße', ''],
    );
    // Every member spec 2.8 lists, in its order.
    assert.deepEqual(Object.keys(invoice), [
      'customer', 'document_date', 'created', 'modified', 'invoice_id', 'manager_id', 'invoice_number', 'invoice_number_prefix',
      'file', 'invoice_sent', 'comments', 'invoice_comment', 'invoice_text_extra', 'closing_text_extra', 'booking_description_extra',
      'down_payment', 'total_price', 'currency', 'discount', 'status', 'payment_method', 'invoice_type', 'billing_address',
      'processed_status', 'processed_on', 'processed_from', 'balance_payment', 'payment_history', 'offer_id', 'approved',
      'booking_reference', 'payment_due_date', 'payment_transaction_id', 'eplan_id', 'eplan_document_id', 'payment_reference_number',
      'booking_reference_modulo11', 'created_by', 'is_caution', 'custom_fields', 'final_discount', 'final_discount_type',
      'final_discount_price',
    ]);
    assert.deepEqual(Object.keys(invoice.customer), [
      'id', 'name', 'email', 'salutation', 'customer_number', 'financial_number', 'cost_centre', 'reference_sign', 'reference_number',
      'items_shown_in_invoice', 'mandate', 'customer_account_number', 'debtor_account_number', 'customer_number_prefix',
      'customer_full_name', 'salutation_txt', 'salutation_title_txt', 'company_name', 'customer_zip', 'customer_street',
      'customer_house_number', 'customer_country', 'customer_city', 'first_name', 'last_name', 'customer_phone', 'iban',
    ]);
  });

  test('payment_due_date is always a date: the one given, else the document date', async () => {
    const given = expectOk(await v.m.get('/api/v2/invoice_details', { invoice_number: 'RE-1' })).invoice;
    assert.deepEqual([given.document_date, given.payment_due_date], ['2031-04-21 00:00:00', '2031-05-01']);
    const none = expectOk(await v.m.get('/api/v2/invoice_details', { invoice_number: 'RE-2' })).invoice;
    assert.deepEqual([none.document_date, none.payment_due_date], ['2031-04-22 00:00:00', '2031-04-22']);
  });

  test('a number without its prefix, a quote, an unknown number and another manager\'s are 404', async () => {
    expectFailure(await v.m.get('/api/v2/invoice_details', { invoice_number: '1' }), 404);
    expectFailure(await v.m.get('/api/v2/invoice_details', { invoice_number: 'RE-99' }), 404);
    expectFailure(await v.m.get('/api/v2/invoice_details', { invoice_number: 'AG-1' }), 404);
    const stranger = await newManager(stack);
    expectFailure(await stranger.get('/api/v2/invoice_details', { invoice_number: 'RE-1' }), 404);
    const theirs = await stranger.get('/api/v2/invoice_list');
    assert.deepEqual([theirs.body.data, theirs.body.total], [[], 0]);
  });
});

describe('language and cancellation', () => {
  test('English texts for an English manager; a cancellation invoice lists as invoice_type cancellation', async () => {
    expectOk(await v.m.post('/api/internal/invoice_processed', { invoice_number: 'RE-2' }));
    expectOk(await v.m.post('/api/internal/invoice_cancel', { invoice_number: 'RE-1' }));
    await setLanguage(stack, v.m.managerId, 'en');
    try {
      const body = await list({ limit: 10 });
      assert.equal(body.total, 3);
      const byNumber = Object.fromEntries(body.data.map((i: { invoice_number: string }) => [i.invoice_number, i]));
      const cancellation = byNumber['SR-1'];
      assert.equal(cancellation.invoice_type, 'cancellation');
      assert.equal(cancellation.status, 'Cancellation invoice');
      assert.equal(cancellation.total_price, -236.1);
      assert.equal(cancellation.invoice_rows[0].type, 'Booking');
      assert.equal(byNumber['RE-1'].status, 'Cancelled');
      assert.equal(byNumber['RE-1'].payment_status, 'Open');
      assert.equal(byNumber['RE-1'].payment_type, 'Invoice');
      assert.equal(byNumber['RE-1'].processed_status, 'No');
      assert.equal(byNumber['RE-2'].processed_status, 'Yes');
      assert.equal(byNumber['RE-2'].status, 'Approved');
      const details = expectOk(await v.m.get('/api/v2/invoice_details', { invoice_number: 'SR-1' }));
      assert.equal(details.invoice.invoice_type, 'cancellation');
      // Due on its own document date (today), not on the cancelled invoice's due date.
      const issued = (details.invoice.document_date as string).slice(0, 10);
      assert.equal(details.invoice.payment_due_date, issued);
      assert.equal(cancellation.due_date, issued.split('-').reverse().join('.'));
      assert.equal(byNumber['RE-1'].due_date, '01.05.2031');
      assert.equal(details.calc.total.booking, -80);
      const cancelledRow = Object.values(details.booking as Record<string, { canceled: number; booking: string }>)[0]!;
      // The cancellation copies the invoice's rows, and with them its bookings' titles.
      assert.deepEqual([cancelledRow.canceled, cancelledRow.booking], [1, 'Spring fair']);
      assert.equal(expectOk(await v.m.get('/api/v2/invoice_details', { invoice_number: 'RE-1' })).invoice.status, 2);
      const processed = expectOk(await v.m.get('/api/v2/invoice_details', { invoice_number: 'RE-2' })).invoice;
      assert.equal(processed.processed_status, 'Yes');
      assert.match(processed.processed_on, /^\d{4}-\d{2}-\d{2}$/);
    } finally {
      await setLanguage(stack, v.m.managerId, 'de');
    }
  });
});
