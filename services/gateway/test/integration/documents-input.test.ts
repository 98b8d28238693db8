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

const TABLES = ['billing.document', 'billing.document_row', 'billing.document_booking', 'billing.document_settings', 'billing.invoice_automation'] as const;

before(async () => {
  stack = await startTestStack();
  sql = openSql(stack);
  owner = await newManager(stack);
  stranger = await newManager(stack);
  await setCompleteIssuer(owner);
  const hall = expectOk(await owner.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  const [{ id: customer }] = expectOk(await owner.post('/api/v2/customer_add', { first_name: 'Ada' }));
  const [{ id }] = expectOk(
    await owner.post('/api/v2/booking_add', {
      booking_mode: 'direct_booking',
      recurring: '0',
      date_from: '2031-07-01',
      date_to: '2031-07-01',
      time_from: '09:00',
      time_to: '10:00',
      main_resource: hall,
      resource_parts: { [hall]: [] },
      customer_id: customer,
      ignore_opening_times: '1',
    }),
  );
  bookingId = id;
  const deadline = Date.now() + 15_000;
  while ((await sql.query('select 1 from billing.booking_fact where booking_id = $1', [bookingId])).rows.length === 0) {
    if (Date.now() > deadline) throw new Error('billing never heard of the booking');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expectOk(await owner.post('/api/internal/quote_create', { booking_ids: String(bookingId) }));
  draftId = expectOk(await owner.post('/api/internal/invoice_create', { booking_ids: String(bookingId) })).id;
  expectOk(await owner.post('/api/internal/invoice_approve', { invoice_id: draftId }));
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

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
