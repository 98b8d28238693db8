// The manager's invoicing identity (issue 56) through the HTTP API: issuer_set changes only what
// it is sent ("" clears), GET issuer reads it back; each bad value (IBAN, VAT id for its country,
// country, BIC, payment terms) is a 400 naming the parameter that changes nothing; another
// manager's identity is never seen; invoice_approve is a 422 naming what §14 UStG still needs until
// the identity has it; automation leaves such an invoice a draft and counts it; and the buyer's
// reference (BT-10) and VAT id (BT-48) are stored on the document as invoice_create makes it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  book,
  COMPLETE_ISSUER,
  eventually,
  expectFailure,
  expectOk,
  knownToBilling,
  newManager,
  openSql,
  pricedVenue,
  setCompleteIssuer,
  startTestStack,
  type TestManager,
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

const UNSET = {
  company: '',
  street_hnr: '',
  zip: '',
  city: '',
  country: '',
  vat_id: '',
  tax_number: '',
  email: '',
  phone: '',
  iban: '',
  bic: '',
  bank_name: '',
  register_court: '',
  register_number: '',
  managing_director: '',
  payment_terms_days: null,
  small_business: 0,
};

const issuerOf = async (m: TestManager) => expectOk(await m.get('/api/internal/issuer'));

/** A hall at 40.00 per hour (VAT 19 %) with a customer carrying a VAT id and a buyer reference. */
const venue = (m: TestManager, customer: Record<string, unknown> = {}) =>
  pricedVenue(m, { company_name: 'Stadt Köln', city: 'Köln', ...customer });


const storedCustomerCard = async (documentId: number) =>
  (
    await sql.query<{ buyer_reference: string; vat_id: string }>(
      `select customer->>'buyerReference' as buyer_reference, customer->>'vatId' as vat_id from billing.document where id = $1`,
      [documentId],
    )
  ).rows[0];

/** The sum of a counter's series with these labels in the gateway's /metrics (the in-process stack shares one registry). */
async function metric(name: string, labels: string): Promise<number> {
  const text = await (await fetch(`${stack.baseUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('issuer_set and issuer', () => {
  test('a round trip: values stored as normalised, only the parameters sent change, "" clears', async () => {
    const m = await newManager(stack);
    assert.deepEqual(await issuerOf(m), { ...UNSET, missing: ['street_hnr', 'zip', 'city', 'country', 'vat_id or tax_number'] });
    const full = {
      company: 'Hall & Co GmbH',
      street_hnr: 'Hauptstr. 1',
      zip: '10115',
      city: 'Berlin',
      country: 'de',
      vat_id: 'DE 136 695 976',
      tax_number: '21/815/08150',
      email: 'billing@hall.example',
      phone: '+49 30 1234567',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'cobadeffxxx',
      bank_name: 'Commerzbank',
      register_court: 'Amtsgericht Berlin-Charlottenburg',
      register_number: 'HRB 12345',
      managing_director: 'Ada Lovelace',
      payment_terms_days: '14',
      small_business: '1',
    };
    assert.deepEqual(expectOk(await m.post('/api/internal/issuer_set', full, { form: true })), {
      id: m.managerId,
      message: 'Issuer saved',
      missing: [],
    });
    const stored = {
      ...full,
      country: 'DE',
      vat_id: 'DE136695976',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      payment_terms_days: 14,
      small_business: 1,
    };
    assert.deepEqual(await issuerOf(m), { ...stored, missing: [] });

    // Only what is sent changes; "" clears a text and the payment terms.
    expectOk(await m.post('/api/internal/issuer_set', { city: 'Potsdam', phone: '', payment_terms_days: '', small_business: 0 }));
    const changed = { ...stored, city: 'Potsdam', phone: '', payment_terms_days: null, small_business: 0 };
    assert.deepEqual(await issuerOf(m), { ...changed, missing: [] });
    // Nothing sent: nothing changes.
    expectOk(await m.post('/api/internal/issuer_set', {}));
    assert.deepEqual(await issuerOf(m), { ...changed, missing: [] });
    // Clearing what §14 UStG requires is allowed; the answer says what approval then needs.
    const cleared = expectOk(await m.post('/api/internal/issuer_set', { street_hnr: '', vat_id: '' }));
    assert.deepEqual(cleared.missing, ['street_hnr']);
    assert.deepEqual(expectOk(await m.post('/api/internal/issuer_set', { tax_number: '' })).missing, ['street_hnr', 'vat_id or tax_number']);
  });

  test('each bad value is a 400 naming the parameter, and nothing changes', async () => {
    const m = await newManager(stack);
    await setCompleteIssuer(m);
    const before = await issuerOf(m);
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ iban: 'DE89370400440532013001' }, /^iban must be an IBAN with valid check digits/],
      [{ iban: 'not an iban' }, /^iban must be an IBAN/],
      [{ vat_id: 'DE12345678' }, /^vat_id must be a VAT id in its country's format/],
      [{ vat_id: 'AT12345678' }, /^vat_id must be a VAT id in its country's format/],
      [{ vat_id: 'XX123456789' }, /^vat_id must be a VAT id/],
      [{ country: 'ZZ' }, /^country must be an ISO 3166-1 alpha-2 country code/],
      [{ country: 'DEU' }, /^country must be at most 2 characters/],
      [{ bic: 'COBAXXFF' }, /^bic must be a BIC of 8 or 11 characters/],
      [{ bic: 'COBADEF' }, /^bic must be a BIC/],
      [{ payment_terms_days: 366 }, /^payment_terms_days must be a whole number from 0 to 365 or empty$/],
      [{ payment_terms_days: -1 }, /^payment_terms_days must be a whole number from 0 to 365 or empty$/],
      [{ payment_terms_days: '1.5' }, /^payment_terms_days must be a whole number from 0 to 365 or empty$/],
      [{ small_business: 2 }, /^small_business must be at most 1$/],
      [{ small_business: 'yes' }, /^small_business must be a whole number from 0 to 1$/],
      [{ email: 'billing at hall' }, /^email must be an email address$/],
      [{ tax_number: '21/815\n08150' }, /^tax_number must be: /],
      [{ zip: '1'.repeat(21) }, /^zip must be at most 20 characters$/],
    ];
    for (const [params, message] of refusals) {
      // A valid parameter beside the bad one is not written either.
      expectFailure(await m.post('/api/internal/issuer_set', { city: 'Hamburg', ...params }), 400, message);
    }
    assert.deepEqual(await issuerOf(m), before);
  });

  test("another manager's issuer is never seen or changed", async () => {
    const owner = await newManager(stack);
    const stranger = await newManager(stack);
    await setCompleteIssuer(owner, { company: 'Owner GmbH' });
    const owners = await issuerOf(owner);
    assert.equal(owners.company, 'Owner GmbH');
    assert.deepEqual(await issuerOf(stranger), { ...UNSET, missing: ['street_hnr', 'zip', 'city', 'country', 'vat_id or tax_number'] });
    expectOk(await stranger.post('/api/internal/issuer_set', { company: 'Stranger AG', city: 'Bonn' }));
    assert.deepEqual(await issuerOf(owner), owners);
    assert.equal((await issuerOf(stranger)).company, 'Stranger AG');
  });
});

describe('§14 UStG at approval', () => {
  test('invoice_approve is a 422 naming what the issuer lacks, nothing numbered; after issuer_set it is approved', async () => {
    const v = await venue(await newManager(stack));
    const bookingId = await book(v);
    await knownToBilling(sql, bookingId);
    const draft = expectOk(await v.m.post('/api/internal/invoice_create', { booking_ids: String(bookingId) })).id;
    expectFailure(
      await v.m.post('/api/internal/invoice_approve', { invoice_id: draft }),
      422,
      "the issuer's street_hnr, zip, city, country and vat_id or tax_number are missing; set them with issuer_set",
    );
    expectOk(await v.m.post('/api/internal/issuer_set', { street_hnr: 'Hauptstr. 1', zip: '10115', city: 'Berlin', country: 'DE' }));
    expectFailure(
      await v.m.post('/api/internal/invoice_approve', { invoice_id: draft }),
      422,
      "the issuer's vat_id or tax_number is missing; set it with issuer_set",
    );
    const { rows } = await sql.query('select status, number from billing.document where id = $1', [draft]);
    assert.deepEqual(rows, [{ status: 'draft', number: null }]);
    const counters = await sql.query('select 1 from billing.number_counter where manager_id = $1', [v.m.managerId]);
    assert.equal(counters.rows.length, 0, 'no number taken');

    // A tax number is enough (§14 (4) Nr. 2 UStG: VAT id or tax number).
    expectOk(await v.m.post('/api/internal/issuer_set', { tax_number: '21/815/08150' }));
    const approved = expectOk(await v.m.post('/api/internal/invoice_approve', { invoice_id: draft }));
    assert.equal(approved.invoice_number, 'RE-1');
    // The document names the profile's company (no company was set) as its issuer.
    const { rows: company } = await sql.query<{ name: string }>(`select company->>'name' as name from billing.document where id = $1`, [draft]);
    assert.match(company[0]!.name, /^Company \d+$/);
  });

  test('automatic invoicing leaves the invoice a draft while the issuer is incomplete, counted; approved by hand once it is complete', async () => {
    const v = await venue(await newManager(stack));
    expectOk(await v.m.post('/api/internal/invoice_automation_set', { mode: 'on_booking' }));
    const leftBefore = await metric('invoices_left_draft_total', 'reason="issuer_incomplete"');
    const bookingId = await book(v);
    const [draft] = await eventually('the automatic invoice', async () => {
      const { rows } = await sql.query<{ id: number; status: string; suffix_label: string; number: string | null }>(
        `select d.id, d.status, d.suffix_label, d.number from billing.document d
           join billing.document_booking b on b.document_id = d.id where b.booking_id = $1`,
        [bookingId],
      );
      return rows.length > 0 ? rows : undefined;
    });
    assert.deepEqual({ ...draft, id: undefined }, { id: undefined, status: 'draft', suffix_label: 'auto', number: null });
    assert.equal(await metric('invoices_left_draft_total', 'reason="issuer_incomplete"'), leftBefore + 1);
    // The booking stays live (no approval event) and is marked invoiced: the draft is its invoice.
    const { rows: live } = await sql.query('select status from bookings.booking where id = $1', [bookingId]);
    assert.deepEqual(live, [{ status: 'live' }]);
    const { rows: marked } = await sql.query('select auto_invoiced from billing.booking_fact where booking_id = $1', [bookingId]);
    assert.deepEqual(marked, [{ auto_invoiced: true }]);

    await setCompleteIssuer(v.m);
    const approved = expectOk(await v.m.post('/api/internal/invoice_approve', { invoice_id: draft!.id }));
    assert.equal(approved.invoice_number, 'RE-1');
    // With the issuer complete, the next booking's invoice is approved at once.
    const next = await book(v);
    await eventually('the approved automatic invoice', async () => {
      const { rows } = await sql.query<{ status: string }>(
        `select d.status from billing.document d join billing.document_booking b on b.document_id = d.id where b.booking_id = $1`,
        [next],
      );
      return rows[0]?.status === 'approved' ? true : undefined;
    });
    assert.equal(await metric('invoices_left_draft_total', 'reason="issuer_incomplete"'), leftBefore + 1);
  });
});

describe('payment terms', () => {
  test("an invoice approved without a due date is due its document date plus the issuer's payment_terms_days; its cancellation its own date", async () => {
    const v = await venue(await newManager(stack));
    await setCompleteIssuer(v.m, { payment_terms_days: 14 });
    const dates = async (documentId: number) =>
      (
        await sql.query<{ document: string; due: string }>(
          'select document_date::text as document, due_date::text as due from billing.document where id = $1',
          [documentId],
        )
      ).rows[0]!;
    const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

    const first = await book(v);
    await knownToBilling(sql, first);
    const termed = expectOk(await v.m.post('/api/internal/invoice_create', { booking_ids: String(first) })).id as number;
    expectOk(await v.m.post('/api/internal/invoice_approve', { invoice_id: termed }));
    const { document, due } = await dates(termed);
    assert.equal(due, plusDays(document, 14));

    // A due date given with invoice_create wins over the terms.
    const second = await book(v);
    await knownToBilling(sql, second);
    const given = expectOk(await v.m.post('/api/internal/invoice_create', { booking_ids: String(second), due_date: '2031-09-30' })).id as number;
    expectOk(await v.m.post('/api/internal/invoice_approve', { invoice_id: given }));
    assert.equal((await dates(given)).due, '2031-09-30');

    // The cancellation invoice is due on its own date.
    const cancelled = expectOk(await v.m.post('/api/internal/invoice_cancel', { invoice_number: 'RE-1' }));
    const { rows } = await sql.query<{ document: string; due: string }>(
      `select document_date::text as document, due_date::text as due from billing.document where manager_id = $1 and type = 'cancellation'`,
      [v.m.managerId],
    );
    assert.equal(rows.length, 1, JSON.stringify(cancelled));
    assert.equal(rows[0]!.due, rows[0]!.document);
  });
});

describe("the buyer's reference and VAT id", () => {
  test('customer_add and customer_edit keep buyer_reference; invoice_create stores it and the VAT id on the document, or its own reference instead', async () => {
    const m = await newManager(stack);
    await setCompleteIssuer(m);
    const v = await venue(m, { ust_id: 'DE 811 907 980', buyer_reference: ' 05315000-12345-67 ' });
    const first = await book(v);
    await knownToBilling(sql, first);
    const fromCustomer = expectOk(await m.post('/api/internal/invoice_create', { booking_ids: String(first) })).id;
    assert.deepEqual(await storedCustomerCard(fromCustomer), { buyer_reference: '05315000-12345-67', vat_id: 'DE 811 907 980' });
    // No v2 answer shows it (spec 2.6 lists the customer's fields).
    const [listed] = expectOk(await m.get('/api/v2/customer_list'));
    assert.equal('buyer_reference' in listed, false);

    // The invoice's own reference wins over the customer's; "" means none on this invoice.
    const second = await book(v);
    await knownToBilling(sql, second);
    const own = expectOk(await m.post('/api/internal/invoice_create', { booking_ids: String(second), buyer_reference: 'PO-2031-17' })).id;
    assert.deepEqual(await storedCustomerCard(own), { buyer_reference: 'PO-2031-17', vat_id: 'DE 811 907 980' });
    const none = expectOk(await m.post('/api/internal/invoice_create', { booking_ids: String(second), buyer_reference: '' })).id;
    assert.equal((await storedCustomerCard(none))?.buyer_reference, '');

    // An edit is on the next document; the ones made before keep theirs.
    expectOk(await m.post('/api/v2/customer_edit', { customer_id: v.customer, buyer_reference: '991-33333-44' }));
    const edited = expectOk(await m.post('/api/internal/invoice_create', { booking_ids: String(first) })).id;
    assert.equal((await storedCustomerCard(edited))?.buyer_reference, '991-33333-44');
    assert.equal((await storedCustomerCard(fromCustomer))?.buyer_reference, '05315000-12345-67');
    expectOk(await m.post('/api/v2/customer_edit', { customer_id: v.customer, buyer_reference: '' }));
    const clearedRef = expectOk(await m.post('/api/internal/invoice_create', { booking_ids: String(first) })).id;
    assert.equal((await storedCustomerCard(clearedRef))?.buyer_reference, '');

    // Bad references: a 400 naming the parameter; nothing written.
    const { rows: before } = await sql.query('select count(*)::int as n from billing.document where manager_id = $1', [m.managerId]);
    const tooLong = 'x'.repeat(201);
    expectFailure(await m.post('/api/v2/customer_add', { first_name: 'Eve', buyer_reference: tooLong }), 400, /^buyer_reference must be at most 200 characters$/);
    expectFailure(await m.post('/api/v2/customer_edit', { customer_id: v.customer, buyer_reference: 'two\nlines' }), 400, /^buyer_reference must be one line of text/);
    expectFailure(await m.post('/api/internal/invoice_create', { booking_ids: String(first), buyer_reference: tooLong }), 400, /^buyer_reference must be at most 200 characters$/);
    const { rows: afterwards } = await sql.query('select count(*)::int as n from billing.document where manager_id = $1', [m.managerId]);
    assert.deepEqual(afterwards, before);
    assert.equal(
      (await sql.query(`select details->>'buyer_reference' as r from customers.customer where id = $1`, [v.customer])).rows[0].r,
      '',
    );
  });
});

// COMPLETE_ISSUER is what the other tests' managers get: it must stay complete.
test('COMPLETE_ISSUER satisfies §14 UStG', async () => {
  const m = await newManager(stack);
  expectOk(await m.post('/api/internal/issuer_set', { ...COMPLETE_ISSUER }));
  assert.deepEqual((await issuerOf(m)).missing, []);
});
