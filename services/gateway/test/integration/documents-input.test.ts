// The document endpoints refuse bad input (400) and another manager's ids and numbers (404),
// and neither writes anything.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectFailure, expectOk, newManager, openSql, rowCounts, setCompleteIssuer, startTestStack, type TestManager, type TestStack } from '@venue/testing';

let stack: TestStack;
let sql: ReturnType<typeof openSql>;
let owner: TestManager;
let stranger: TestManager;
let bookingId: number;
let draftId: number;
let hall: number;
let customer: number;

const TABLES = ['billing.document', 'billing.document_row', 'billing.document_booking', 'billing.document_settings', 'billing.invoice_automation'] as const;

before(async () => {
  stack = await startTestStack();
  sql = openSql(stack);
  owner = await newManager(stack);
  stranger = await newManager(stack);
  await setCompleteIssuer(owner);
  hall = expectOk(await owner.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  [{ id: customer }] = expectOk(await owner.post('/api/v2/customer_add', { first_name: 'Ada' }));
  bookingId = await book('2031-07-01');
  expectOk(await owner.post('/api/internal/quote_create', { booking_ids: String(bookingId) }));
  draftId = expectOk(await owner.post('/api/internal/invoice_create', { booking_ids: String(bookingId) })).id;
  expectOk(await owner.post('/api/internal/invoice_approve', { invoice_id: draftId }));
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

/** A booking of the owner's on `date`, once billing has its facts (from its event). */
async function book(date: string): Promise<number> {
  const [{ id }] = expectOk(
    await owner.post('/api/v2/booking_add', {
      booking_mode: 'direct_booking',
      recurring: '0',
      date_from: date,
      date_to: date,
      time_from: '09:00',
      time_to: '10:00',
      main_resource: hall,
      resource_parts: { [hall]: [] },
      customer_id: customer,
      ignore_opening_times: '1',
    }),
  );
  await billingKnows(id);
  return id;
}

/** Waits until billing has the booking's facts (from its event). */
async function billingKnows(booking: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await sql.query('select 1 from billing.booking_fact where booking_id = $1', [booking])).rows.length === 0) {
    if (Date.now() > deadline) throw new Error('billing never heard of the booking');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function nothingWritten(calls: () => Promise<void>): Promise<void> {
  const before = await rowCounts(sql, TABLES);
  await calls();
  assert.deepEqual(await rowCounts(sql, TABLES), before);
}

describe('tenancy', () => {
  test("another manager's bookings, drafts and numbers are 404", async () => {
    await nothingWritten(async () => {
      expectFailure(await stranger.post('/api/internal/invoice_create', { booking_ids: String(bookingId) }), 404);
      expectFailure(await stranger.post('/api/internal/quote_create', { booking_ids: String(bookingId) }), 404);
      expectFailure(await stranger.post('/api/internal/invoice_approve', { invoice_id: draftId }), 404);
      expectFailure(await stranger.post('/api/internal/invoice_cancel', { invoice_number: 'RE-1' }), 404);
      expectFailure(await stranger.post('/api/internal/invoice_processed', { invoice_number: 'RE-1' }), 404);
      expectFailure(await stranger.post('/api/internal/order_confirm', { quote_number: 'AG-1' }), 404);
      assert.deepEqual(expectOk(await stranger.get('/api/internal/unbilled')), []);
    });
  });
});

describe('bad input', () => {
  test('malformed parameters are 400, refused states 422, unknown numbers 404; nothing written', async () => {
    await nothingWritten(async () => {
      expectFailure(await owner.post('/api/internal/invoice_create', { booking_ids: 'a,b' }), 400);
      expectFailure(await owner.post('/api/internal/invoice_create', {}), 400);
      expectFailure(await owner.post('/api/internal/invoice_create', { booking_ids: String(bookingId), due_date: '31.12.2031' }), 400);
      expectFailure(await owner.post('/api/internal/invoice_create', { booking_ids: String(bookingId), due_date: '2031-02-30' }), 400);
      expectFailure(await owner.post('/api/internal/invoice_approve', { invoice_id: 'x' }), 400);
      expectFailure(await owner.post('/api/internal/invoice_approve', { invoice_id: draftId, document_date: '2031-13-01' }), 400);
      expectFailure(await owner.post('/api/internal/invoice_cancel', { invoice_number: '' }), 400);
      expectFailure(await owner.post('/api/internal/invoice_cancel', { invoice_number: 'RE-1', cancel_bookings: 2 }), 400);
      expectFailure(await owner.post('/api/internal/invoice_automation_set', { mode: 'always' }), 400);
      expectFailure(await owner.post('/api/internal/document_settings_set', { document_type: 'receipt', prefix: 'R-', start_number: 5 }), 400);
      expectFailure(await owner.post('/api/internal/document_settings_set', { document_type: 'invoice', prefix: 'R-', start_number: 0 }), 400);
      expectFailure(await owner.post('/api/internal/document_settings_set', { document_type: 'invoice', prefix: 'R E', start_number: 5 }), 400);
      expectFailure(await owner.post('/api/internal/document_settings_set', { document_type: 'invoice', prefix: 'R-', start_number: 5, yearly: 2 }), 400);
      // states: the invoice is approved already, the start number not above the last issued
      expectFailure(await owner.post('/api/internal/invoice_approve', { invoice_id: draftId }), 422);
      expectFailure(await owner.post('/api/internal/invoice_create', { booking_ids: String(bookingId) }), 422);
      expectFailure(await owner.post('/api/internal/document_settings_set', { document_type: 'invoice', prefix: 'RE-', start_number: 1 }), 422);
      expectFailure(await owner.post('/api/internal/document_settings_set', { document_type: 'invoice', prefix: 'AG-', start_number: 10 }), 422);
      // a number without its prefix names no document
      expectFailure(await owner.post('/api/internal/invoice_cancel', { invoice_number: '1' }), 404);
      expectFailure(await owner.post('/api/internal/invoice_processed', { invoice_number: 'RE-99' }), 404);
    });
  });
});

describe('yearly ranges', () => {
  test('document_settings_set yearly=1: numbers carry the year; a document date before the last number\'s is a 422 that writes nothing', async () => {
    const range = expectOk(
      await owner.post('/api/internal/document_settings_set', { document_type: 'invoice', prefix: 'RE-', start_number: 1, yearly: '1' }),
    );
    assert.deepEqual(range, { document_type: 'invoice', prefix: 'RE-', start_number: 1, last_number: 0, yearly: 1, message: 'Number range saved' });
    const invoice = async (day: string) => expectOk(await owner.post('/api/internal/invoice_create', { booking_ids: String(await book(day)) })).id as number;
    const first = await invoice('2031-07-02');
    const approved = expectOk(await owner.post('/api/internal/invoice_approve', { invoice_id: first, document_date: '2031-07-02' }));
    assert.deepEqual([approved.invoice_number, approved.document_date], ['RE-2031-0001', '2031-07-02']);
    const late = await invoice('2031-07-03');
    await nothingWritten(async () => {
      const refused = await owner.post('/api/internal/invoice_approve', { invoice_id: late, document_date: '2031-07-01' });
      expectFailure(refused, 422, /^document_date must not be before 2031-07-02, the date of the last number issued in this yearly range$/);
    });
    const next = expectOk(await owner.post('/api/internal/invoice_approve', { invoice_id: late, document_date: '2032-01-01' }));
    assert.equal(next.invoice_number, 'RE-2032-0001');
    // Set again without yearly: it stays yearly, and the start number is for the year of the last number.
    const kept = expectOk(await owner.post('/api/internal/document_settings_set', { document_type: 'invoice', prefix: 'RE-', start_number: 2 }));
    assert.deepEqual([kept.yearly, kept.last_number], [1, 1]);
  });
});
