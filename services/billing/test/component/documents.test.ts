// Documents over gRPC with fake peers: gapless numbering under concurrency and the start number
// rules, a table of invoice totals (vertical and horizontal, mixed tax rates, inventory, services,
// a cancellation), and the booking events consumer: an older version changes nothing, the same
// message twice applies once.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { status } from '@grpc/grpc-js';
import pg from 'pg';
import * as grpc from '@grpc/grpc-js';
import { Kysely, PostgresDialect } from 'kysely';
import { localDateOf, ymdOf } from '@venue/contracts';
import { createDb, createLogger, createPool, localDate, type OutboxRelay } from '@venue/platform';
import { deleteEventStream, expectGrpcError, expectGrpcOk, freeAddress, grpcCall, NATS_URL, testEventPrefix, waitingForLocks } from '@venue/testing';
import { AutomationHints } from '../../src/booking-fact/automation-hints.ts';
import type { BookingEvent } from '@venue/contracts/events';
import { applyBookingEvent, applyWithAutomation, BOOKINGS_CONSUMER } from '../../src/booking-fact/booking-fact.consumer.ts';
import { factsOutcome, newerFactsOutcomesStatement } from '../../src/booking-fact/booking-fact.repository.ts';
import { SCHEMA, type Db } from '../../src/database.ts';
import { billingPackage, loadBillingConfig, startBillingService, type billing } from '../../src/index.ts';
import { as, startBillingUnderTest, type BillingUnderTest } from '../helpers/billing.ts';

const VERTICAL = 401;
const HORIZONTAL = 402;
const NUMBERS = 403;
const OTHER = 404;
const TWO_INSTANCES = 405;
const EVENTS = 406;
const WAITING = 407;
const YEARLY = 408;
const YEARLY_START = 409;
const YEARLY_CONCURRENT = 410;
const YEARLY_ZONES = 411;
const PLAIN_BESIDE = 412;
const YEARLY_AUTO = 413;
const HALL = 1;
const CUSTOMER = 500;
const OTHER_CUSTOMER = 501;

let svc: BillingUnderTest;
let db: Db;
const relay: OutboxRelay = { kick() {}, flush: async () => 0, stop: async () => {} };
const logger = createLogger('documents-test', process.env.TEST_LOG_LEVEL || 'silent');
let nextBookingId = 1000;

const rpc = <T>(method: string, request: Record<string, unknown>, manager: number) => expectGrpcOk(grpcCall<T>(svc.client, method, request, as(manager)));

/** Sets a manager up: VAT 19 % (default) and 7 %, Hall at 50.00/h, chairs 2.50 at 7 %, cleaning 40.00 at 19 %. */
async function setUp(manager: number, calculation: 'CALCULATION_VERTICAL' | 'CALCULATION_HORIZONTAL') {
  svc.peers.addResource(manager, HALL, 'Hall');
  svc.peers.addCustomer(manager, CUSTOMER, null);
  svc.peers.addCustomer(manager, OTHER_CUSTOMER, null);
  const standard = await rpc<billing.TaxRate__Output>('AddTaxRate', { name: 'Standard', rate_bp: 1900 }, manager);
  const reduced = await rpc<billing.TaxRate__Output>('AddTaxRate', { name: 'Reduced', rate_bp: 700 }, manager);
  await rpc('SetTaxSettings', { vat_active: true, calculation, default_tax_rate_id: standard.id }, manager);
  await rpc(
    'AddTariff',
    { title: 'Hall', customer_group_id: 0, resource_ids: [HALL], price_type: 'PRICE_TYPE_FIXED', interval: 'INTERVAL_PER_HOUR', amount_cents: 5000 },
    manager,
  );
  const chair = await rpc<billing.Item__Output>(
    'AddItem',
    {
      kind: 'ITEM_KIND_INVENTORY',
      name: 'Chair',
      inventory: { inventory_no: '', type: '', model: '', serial_no: '', quantity: 100, price_cost_cents: 0 },
      prices: [{ amount_cents: 250, interval: 'INTERVAL_PER_QUANTITY', tax_rate_id: reduced.id }],
      resource_ids: [HALL],
    },
    manager,
  );
  const cleaning = await rpc<billing.Item__Output>(
    'AddItem',
    {
      kind: 'ITEM_KIND_SERVICE',
      name: 'Cleaning',
      prices: [{ amount_cents: 4000, interval: 'INTERVAL_PER_QUANTITY', tax_rate_id: standard.id }],
      resource_ids: [HALL],
    },
    manager,
  );
  await completeIssuer(manager);
  return { chair: Number(chair.id), cleaning: Number(cleaning.id) };
}

/**
 * What §14 UStG requires of the issuer before an invoice is approved: an address and a VAT id set
 * by SetIssuer, and a name, here the profile's as the gateway sends it with document calls (a
 * document call that writes nothing else), so documents keep naming the profile's company.
 */
async function completeIssuer(manager: number) {
  await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_OFF', issuer: { name: `Manager ${manager}`, email: '' } }, manager);
  await rpc('SetIssuer', { fields: { street: 'Hauptstr. 1', zip: '10115', city: 'Berlin', country: 'DE', vat_id: 'DE136695976' } }, manager);
}

function bookingEvent(manager: number, bookingId: number, overrides: Partial<BookingEvent> = {}, day = 2) {
  const date = `2026-03-${String(day).padStart(2, '0')}`;
  const data: BookingEvent = {
    schema_version: 1,
    booking_id: bookingId,
    manager_id: manager,
    version: 1,
    time_zone: 'Europe/Berlin',
    cause: 'manager',
    customer_id: CUSTOMER,
    main_resource_id: HALL,
    status: 'live',
    title: `Booking ${bookingId}`,
    // 10:00–12:00 Berlin (UTC+1 in March before the DST change)
    instances: [{ id: bookingId * 10, resource_id: HALL, from: `${date}T09:00:00.000Z`, to: `${date}T11:00:00.000Z` }],
    items: [],
    ...overrides,
  };
  return { id: randomUUID(), subject: 'venue.bookings.booking.created', occurred_at: new Date().toISOString(), data };
}

/** Stores an event's facts in `trx` as automation's transaction does, under a message of its own. */
async function storeFacts(trx: Db, facts: Parameters<typeof newerFactsOutcomesStatement>[1][number]['facts']) {
  const { rows } = await newerFactsOutcomesStatement(BOOKINGS_CONSUMER, [{ messageId: randomUUID(), facts }]).execute(trx);
  return factsOutcome(rows[0]!);
}

/** A Db on the test database that records what it sends, statement by statement (`sent`). */
function recordingDb() {
  const sent: string[] = [];
  const db: Db = new Kysely({
    dialect: new PostgresDialect({ pool: createPool({ url: svc.database.url, schema: SCHEMA, max: 4 }) }),
    log: (event) => void sent.push(event.query.sql),
  });
  after(() => db.destroy());
  return { db, sent };
}

async function known(manager: number, overrides: Partial<BookingEvent> = {}, day = 2): Promise<number> {
  nextBookingId += 1;
  const result = await applyBookingEvent({ db, ports: svc.peers, relay }, bookingEvent(manager, nextBookingId, overrides, day), logger);
  assert.equal(result.stored, true);
  return nextBookingId;
}

before(async () => {
  svc = await startBillingUnderTest();
  db = createDb({ url: svc.database.url, schema: SCHEMA, max: 2 });
});
after(async () => {
  await db?.destroy();
  await svc?.stop();
});

describe('numbering', () => {
  test('two billing instances (own pools, same database) approving at once: still gapless', async () => {
    const prefix = testEventPrefix();
    const second = await startBillingService(
      loadBillingConfig({ DATABASE_URL: svc.database.url, BILLING_ADDR: await freeAddress(), NATS_URL, EVENT_SUBJECT_PREFIX: prefix }),
      logger,
      svc.peers,
    );
    const Client = billingPackage().BillingService;
    const client = new Client(`127.0.0.1:${second.port}`, grpc.credentials.createInsecure());
    try {
      await setUp(TWO_INSTANCES, 'CALCULATION_VERTICAL');
      const drafts: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const bookingId = await known(TWO_INSTANCES, {}, 1 + (i % 28));
        drafts.push(Number((await rpc<billing.Document__Output>('CreateInvoice', { booking_ids: [bookingId] }, TWO_INSTANCES)).id));
      }
      const approved = await Promise.all(
        drafts.map((id, i) =>
          expectGrpcOk(grpcCall<billing.Document__Output>(i % 2 === 0 ? svc.client : client, 'ApproveInvoice', { invoice_id: id }, as(TWO_INSTANCES))),
        ),
      );
      assert.deepEqual(
        approved.map((d) => Number(d.number_value)).sort((a, b) => a - b),
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
    } finally {
      client.close();
      await second.stop();
      await deleteEventStream(prefix);
    }
  });

  test('50 drafts approved at once get RE-1 … RE-50, none missing or doubled', async () => {
    await setUp(NUMBERS, 'CALCULATION_VERTICAL');
    const drafts: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const bookingId = await known(NUMBERS, {}, 1 + (i % 28));
      drafts.push(Number((await rpc<billing.Document__Output>('CreateInvoice', { booking_ids: [bookingId] }, NUMBERS)).id));
    }
    const approved = await Promise.all(drafts.map((id) => rpc<billing.Document__Output>('ApproveInvoice', { invoice_id: id }, NUMBERS)));
    const numbers = approved.map((d) => Number(d.number_value)).sort((a, b) => a - b);
    assert.deepEqual(numbers, Array.from({ length: 50 }, (_, i) => i + 1));
    assert.deepEqual(new Set(approved.map((d) => d.number)).size, 50);
    assert.ok(approved.every((d) => d.number === `RE-${d.number_value}` && d.status === 'DOCUMENT_STATUS_APPROVED'));
  });

  test('a start number at or below the last issued is refused; above it the range jumps there', async () => {
    await expectGrpcError(grpcCall(svc.client, 'SetDocumentSettings', { type: 'DOCUMENT_TYPE_INVOICE', prefix: 'RE-', start_number: 50 }, as(NUMBERS)), status.FAILED_PRECONDITION, /above 50/);
    await expectGrpcError(grpcCall(svc.client, 'SetDocumentSettings', { type: 'DOCUMENT_TYPE_INVOICE', prefix: 'AG-', start_number: 900 }, as(NUMBERS)), status.FAILED_PRECONDITION, /quote/);
    await expectGrpcError(grpcCall(svc.client, 'SetDocumentSettings', { type: 'DOCUMENT_TYPE_UNSPECIFIED', prefix: 'X', start_number: 1 }, as(NUMBERS)), status.INVALID_ARGUMENT);
    await expectGrpcError(grpcCall(svc.client, 'SetDocumentSettings', { type: 'DOCUMENT_TYPE_INVOICE', prefix: 'R E', start_number: 900 }, as(NUMBERS)), status.INVALID_ARGUMENT);
    const range = await rpc<billing.DocumentSettings__Output>('SetDocumentSettings', { type: 'DOCUMENT_TYPE_INVOICE', prefix: 'INV/', start_number: 900 }, NUMBERS);
    assert.equal(Number(range.last_number), 50);
    const draft = await rpc<billing.Document__Output>('CreateInvoice', { booking_ids: [await known(NUMBERS)] }, NUMBERS);
    const approved = await rpc<billing.Document__Output>('ApproveInvoice', { invoice_id: draft.id, document_date: localDateOf('2026-03-31') }, NUMBERS);
    assert.equal(approved.number, 'INV/900');
    assert.equal(ymdOf(approved.document_date), '2026-03-31');
    // Another manager's range is untouched: it starts at 1.
    await setUp(OTHER, 'CALCULATION_VERTICAL');
    const theirs = await rpc<billing.Document__Output>('CreateInvoice', { booking_ids: [await known(OTHER)] }, OTHER);
    assert.equal((await rpc<billing.Document__Output>('ApproveInvoice', { invoice_id: theirs.id }, OTHER)).number, 'RE-1');
    // Their draft is not ours to approve.
    await expectGrpcError(grpcCall(svc.client, 'ApproveInvoice', { invoice_id: theirs.id }, as(NUMBERS)), status.NOT_FOUND);
    await expectGrpcError(grpcCall(svc.client, 'GetDocument', { number: 'RE-1' }, as(VERTICAL)), status.NOT_FOUND);
  });

  test('a numbering that waits for the range takes it as committed by whoever held it (prefix and start)', async () => {
    await setUp(WAITING, 'CALCULATION_VERTICAL');
    const draft = await rpc<billing.Document__Output>('CreateInvoice', { booking_ids: [await known(WAITING)] }, WAITING);
    const quoted = await known(WAITING, {}, 3);
    await rpc('SetDocumentSettings', { type: 'DOCUMENT_TYPE_INVOICE', prefix: 'OLD-', start_number: 10 }, WAITING);
    await rpc('SetDocumentSettings', { type: 'DOCUMENT_TYPE_QUOTE', prefix: 'Q-', start_number: 10 }, WAITING);
    // Another session changes both ranges where they are set (the trigger copies them into the
    // counter rows, locking them), as SetDocumentSettings or a billing pod of the previous release
    // does, and holds the locks.
    const holder = new pg.Client({ connectionString: svc.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(
        `update billing.document_settings set prefix = 'NEW-' || type, start_number = 500 where manager_id = $1 and type in ('invoice', 'quote')`,
        [WAITING],
      );
      const approval = rpc<billing.Document__Output>('ApproveInvoice', { invoice_id: draft.id }, WAITING);
      const quote = rpc<billing.Document__Output>('CreateQuote', { booking_ids: [quoted] }, WAITING);
      // Both statements have started and wait for the counter rows' locks.
      for (let waiting = 0; waiting < 2; ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const { rows } = await holder.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        waiting = rows[0]!.n;
      }
      const released = Date.now();
      await holder.query('commit');
      const [approved, offered] = [await approval, await quote];
      assert.equal(approved.number, 'NEW-invoice500');
      assert.equal(offered.number, 'NEW-quote500');
      // Their approval times are taken with their numbers, after the wait: a later number never
      // carries an earlier time (or date) than the one before it.
      for (const document of [approved, offered]) assert.ok(Number(document.approved_at_ms) >= released - 5, `approved before the range was free`);
    } finally {
      await holder.end();
    }
  });
});

describe('yearly ranges', () => {
  /** A draft invoice of a new booking of the manager's. */
  const draft = async (manager: number) =>
    Number((await rpc<billing.Document__Output>('CreateInvoice', { booking_ids: [await known(manager)] }, manager)).id);
  const approval = (manager: number, id: number, date?: string, zone?: string) =>
    grpcCall<billing.Document__Output>(
      svc.client,
      'ApproveInvoice',
      { invoice_id: id, ...(date && { document_date: localDateOf(date) }) },
      as(manager, zone),
    );
  const approve = (manager: number, id: number, date?: string, zone?: string) => expectGrpcOk(approval(manager, id, date, zone));
  const setRange = (manager: number, range: { start_number?: number; yearly?: boolean; prefix?: string }) =>
    grpcCall<billing.DocumentSettings__Output>(
      svc.client,
      'SetDocumentSettings',
      { type: 'DOCUMENT_TYPE_INVOICE', prefix: 'RE-', start_number: 1, ...range },
      as(manager),
    );
  const printed = (d: billing.Document__Output) => [d.number, d.prefix, Number(d.number_value), ymdOf(d.document_date)];

  test('numbers carry the year and restart at 0001 with the first document dated in the next year; a date before the last is refused and takes no number', async () => {
    await setUp(YEARLY, 'CALCULATION_VERTICAL');
    await setUp(PLAIN_BESIDE, 'CALCULATION_VERTICAL');
    // A plain number first: the range goes yearly from where it stands.
    assert.equal((await approve(YEARLY, await draft(YEARLY), '2027-02-01')).number, 'RE-1');
    const range = await expectGrpcOk(setRange(YEARLY, { yearly: true }));
    assert.deepEqual([range.yearly, range.prefix, Number(range.start_number), Number(range.last_number)], [true, 'RE-', 1, 0]);
    const approved = [];
    for (const date of ['2027-03-01', '2027-03-01', '2027-12-31', '2028-01-01', '2028-01-02']) {
      approved.push(printed(await approve(YEARLY, await draft(YEARLY), date)));
    }
    assert.deepEqual(approved, [
      ['RE-2027-0001', 'RE-2027-', 1, '2027-03-01'],
      ['RE-2027-0002', 'RE-2027-', 2, '2027-03-01'],
      ['RE-2027-0003', 'RE-2027-', 3, '2027-12-31'],
      ['RE-2028-0001', 'RE-2028-', 1, '2028-01-01'],
      ['RE-2028-0002', 'RE-2028-', 2, '2028-01-02'],
    ]);
    // Dated before the last number (here: in the year before, which would count 2027 again): refused,
    // with no number taken; the draft is numbered next, once dated on or after it.
    const late = await draft(YEARLY);
    await expectGrpcError(approval(YEARLY, late, '2027-12-31'), status.FAILED_PRECONDITION, /document_date must not be before 2028-01-02/);
    await expectGrpcError(approval(YEARLY, late, '2028-01-01'), status.FAILED_PRECONDITION, /before 2028-01-02/);
    assert.deepEqual(printed(await approve(YEARLY, late, '2028-01-02')), ['RE-2028-0003', 'RE-2028-', 3, '2028-01-02']);
    // The cancellation range is not yearly: SR-1, dated today.
    const cancellation = await rpc<billing.Document__Output>('CancelInvoice', { invoice_number: 'RE-2028-0003' }, YEARLY);
    assert.equal(cancellation.number, 'SR-1');
    // The yearly number is found by the number printed, not by its value.
    assert.equal((await rpc<billing.Document__Output>('GetDocument', { number: 'RE-2027-0001' }, YEARLY)).document_date?.day, 1);
    await expectGrpcError(grpcCall(svc.client, 'GetDocument', { number: 'RE-2027-1' }, as(YEARLY)), status.NOT_FOUND);
    // Another manager's range is neither yearly nor moved, and takes any date.
    assert.deepEqual(printed(await approve(PLAIN_BESIDE, await draft(PLAIN_BESIDE), '2027-06-01')), ['RE-1', 'RE-', 1, '2027-06-01']);
    assert.deepEqual(printed(await approve(PLAIN_BESIDE, await draft(PLAIN_BESIDE), '2026-01-01')), ['RE-2', 'RE-', 2, '2026-01-01']);
  });

  test('a yearly start number is for the current year and dropped at the next; yearly off goes on with the plain numbers, and on again where the year stopped', async () => {
    await setUp(YEARLY_START, 'CALCULATION_VERTICAL');
    const thisYear = Number(localDate('Europe/Berlin').date.slice(0, 4));
    const started = await expectGrpcOk(setRange(YEARLY_START, { yearly: true, start_number: 348 }));
    assert.deepEqual([started.yearly, Number(started.start_number), Number(started.last_number)], [true, 348, 0]);
    assert.equal((await approve(YEARLY_START, await draft(YEARLY_START))).number, `RE-${thisYear}-0348`);
    // Set again, absent yearly stays as it is; the start number must lie above the year's last.
    await expectGrpcError(setRange(YEARLY_START, { start_number: 348 }), status.FAILED_PRECONDITION, new RegExp(`above 348, the last number issued in this range in ${thisYear}`));
    const kept = await expectGrpcOk(setRange(YEARLY_START, { start_number: 400 }));
    assert.deepEqual([kept.yearly, Number(kept.last_number)], [true, 348]);
    assert.equal((await approve(YEARLY_START, await draft(YEARLY_START))).number, `RE-${thisYear}-0400`);
    // Off: plain numbers, going on from the plain range's last (none here), any date.
    const plain = await expectGrpcOk(setRange(YEARLY_START, { yearly: false, start_number: 1 }));
    assert.deepEqual([plain.yearly, Number(plain.last_number)], [false, 0]);
    assert.equal((await approve(YEARLY_START, await draft(YEARLY_START), '2020-01-01')).number, 'RE-1');
    // On again: the year goes on where it stopped; the next year starts at 0001.
    await expectGrpcError(setRange(YEARLY_START, { yearly: true, start_number: 1 }), status.FAILED_PRECONDITION, /above 400/);
    await expectGrpcOk(setRange(YEARLY_START, { yearly: true, start_number: 401 }));
    assert.equal((await approve(YEARLY_START, await draft(YEARLY_START))).number, `RE-${thisYear}-0401`);
    assert.equal((await approve(YEARLY_START, await draft(YEARLY_START), `${thisYear + 1}-01-01`)).number, `RE-${thisYear + 1}-0001`);
    // Plain again: RE-2, whatever was issued yearly meanwhile.
    await expectGrpcOk(setRange(YEARLY_START, { yearly: false, start_number: 2 }));
    assert.equal((await approve(YEARLY_START, await draft(YEARLY_START))).number, 'RE-2');
  });

  test('120 drafts approved at once in a yearly range get RE-2027-0001 … RE-2027-0120, none missing or doubled', async () => {
    await setUp(YEARLY_CONCURRENT, 'CALCULATION_VERTICAL');
    await expectGrpcOk(setRange(YEARLY_CONCURRENT, { yearly: true }));
    const drafts: number[] = [];
    for (let i = 0; i < 120; i += 1) drafts.push(await draft(YEARLY_CONCURRENT));
    const approved = await Promise.all(drafts.map((id) => approve(YEARLY_CONCURRENT, id, '2027-05-04')));
    assert.deepEqual(
      approved.map((d) => Number(d.number_value)).sort((a, b) => a - b),
      Array.from({ length: 120 }, (_, i) => i + 1),
    );
    assert.equal(new Set(approved.map((d) => d.number)).size, 120);
    assert.ok(approved.every((d) => d.number === `RE-2027-${String(d.number_value).padStart(4, '0')}`));
  });

  test('automation: while the yearly range has a number dated after today, an automatic invoice is left a draft, not refused again and again', async () => {
    await setUp(YEARLY_AUTO, 'CALCULATION_VERTICAL');
    await expectGrpcOk(setRange(YEARLY_AUTO, { yearly: true }));
    const nextYear = Number(localDate('Europe/Berlin').date.slice(0, 4)) + 1;
    assert.equal((await approve(YEARLY_AUTO, await draft(YEARLY_AUTO), `${nextYear}-06-01`)).number, `RE-${nextYear}-0001`);
    await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_ON_BOOKING', issuer: { name: 'Hall GmbH', email: '' } }, YEARLY_AUTO);
    nextBookingId += 1;
    const booking = nextBookingId;
    assert.equal((await applyBookingEvent({ db, ports: svc.peers, relay }, bookingEvent(YEARLY_AUTO, booking), logger)).invoiced, false);
    const { documents } = await rpc<billing.ListDocumentsResponse__Output>('DocumentsOfBooking', { booking_id: booking }, YEARLY_AUTO);
    assert.deepEqual(documents.map((d) => [d.status, d.suffix_label]), [['DOCUMENT_STATUS_DRAFT', 'auto']]);
    assert.equal((await approve(YEARLY_AUTO, Number(documents[0]!.id), `${nextYear}-06-01`)).number, `RE-${nextYear}-0002`);
  });

  test("without a date, a document is dated today in the manager's zone, after the range's lock, and counts in that date's year", async () => {
    await setUp(YEARLY_ZONES, 'CALCULATION_VERTICAL');
    await expectGrpcOk(setRange(YEARLY_ZONES, { yearly: true }));
    // UTC-11 and UTC+14: a day or two apart at any instant.
    const today = (zone: string, at: Date) => localDate(zone, at).date;
    const dated = async (zone: string) => {
      const before = new Date();
      const document = await approve(YEARLY_ZONES, await draft(YEARLY_ZONES), undefined, zone);
      const date = ymdOf(document.document_date);
      assert.ok([today(zone, before), today(zone, new Date())].includes(date), `${date} is today in ${zone}`);
      assert.ok(document.number.startsWith(`RE-${date.slice(0, 4)}-`), `${document.number} counts in ${date}'s year`);
      return date;
    };
    const west = await dated('Pacific/Pago_Pago');
    const east = await dated('Pacific/Kiritimati');
    assert.ok(east > west);
    // Today in Pago Pago is before the last number's date (Kiritimati's today): refused.
    await expectGrpcError(approval(YEARLY_ZONES, await draft(YEARLY_ZONES), undefined, 'Pacific/Pago_Pago'), status.FAILED_PRECONDITION, new RegExp(`before ${east}`));
  });
});

const summary = (d: billing.Document__Output) => ({
  rows: d.rows.map((r) => [r.kind, r.name, Number(r.units), Number(r.net_cents), r.tax_rate_bp, Number(r.tax_cents), Number(r.gross_cents)]),
  totals: [Number(d.net_cents), Number(d.tax_cents), Number(d.gross_cents)],
  taxes: d.taxes.map((t) => [t.rate_bp, Number(t.net_cents), Number(t.tax_cents)]),
});

describe('totals', () => {
  let vertical: { chair: number; cleaning: number };
  let horizontal: { chair: number; cleaning: number };
  const items = (ids: { chair: number; cleaning: number }) => [
    { kind: 'inventory' as const, resource_id: HALL, item_id: ids.chair, quantity: 4 },
    { kind: 'service' as const, resource_id: HALL, item_id: ids.cleaning, quantity: 1 },
  ];

  before(async () => {
    vertical = await setUp(VERTICAL, 'CALCULATION_VERTICAL');
    horizontal = await setUp(HORIZONTAL, 'CALCULATION_HORIZONTAL');
  });

  const table = [
    {
      name: 'vertical: prices are net, tax on top',
      manager: VERTICAL,
      ids: () => vertical,
      rows: [
        ['ROW_KIND_RESOURCE', 'Hall', 2, 10000, 1900, 1900, 11900],
        ['ROW_KIND_INVENTORY', 'Chair', 4, 1000, 700, 70, 1070],
        ['ROW_KIND_SERVICE', 'Cleaning', 1, 4000, 1900, 760, 4760],
      ],
      totals: [15000, 2730, 17730],
      taxes: [
        [700, 1000, 70],
        [1900, 14000, 2660],
      ],
    },
    {
      name: 'horizontal: prices include tax, taken out per row',
      manager: HORIZONTAL,
      ids: () => horizontal,
      rows: [
        ['ROW_KIND_RESOURCE', 'Hall', 2, 8403, 1900, 1597, 10000],
        ['ROW_KIND_INVENTORY', 'Chair', 4, 935, 700, 65, 1000],
        ['ROW_KIND_SERVICE', 'Cleaning', 1, 3361, 1900, 639, 4000],
      ],
      totals: [12699, 2301, 15000],
      taxes: [
        [700, 935, 65],
        [1900, 11764, 2236],
      ],
    },
  ];

  for (const row of table) {
    test(`${row.name}; its cancellation negates every row`, async () => {
      const bookingId = await known(row.manager, { items: items(row.ids()) });
      const draft = await rpc<billing.Document__Output>('CreateInvoice', { booking_ids: [bookingId], due_date: localDateOf('2026-04-15') }, row.manager);
      assert.equal(draft.status, 'DOCUMENT_STATUS_DRAFT');
      assert.equal(draft.number, '');
      const approved = await rpc<billing.Document__Output>('ApproveInvoice', { invoice_id: draft.id }, row.manager);
      const stored = await rpc<billing.Document__Output>('GetDocument', { number: approved.number }, row.manager);
      assert.deepEqual(summary(stored), { rows: row.rows, totals: row.totals, taxes: row.taxes });
      assert.equal(ymdOf(stored.due_date), '2026-04-15');
      assert.deepEqual(stored.booking_ids.map(Number), [bookingId]);
      assert.equal(stored.customer?.last_name, String(CUSTOMER));

      const cancellation = await rpc<billing.Document__Output>('CancelInvoice', { invoice_number: approved.number }, row.manager);
      assert.equal(cancellation.number, 'SR-1');
      assert.equal(Number(cancellation.cancels_document_id), Number(approved.id));
      assert.deepEqual(summary(cancellation), {
        rows: row.rows.map(([kind, name, units, net, rate, tax, gross]) => [kind, name, units, -net!, rate, -tax!, -gross!]),
        totals: row.totals.map((v) => -v),
        taxes: row.taxes.map(([rate, net, tax]) => [rate, -net!, -tax!]),
      });
      assert.equal((await rpc<billing.Document__Output>('GetDocument', { number: approved.number }, row.manager)).status, 'DOCUMENT_STATUS_CANCELLED');
      await expectGrpcError(grpcCall(svc.client, 'CancelInvoice', { invoice_number: approved.number }, as(row.manager)), status.FAILED_PRECONDITION, /cancelled already/);
      // After its cancellation the booking can be invoiced again.
      const again = await rpc<billing.Document__Output>('CreateInvoice', { booking_ids: [bookingId] }, row.manager);
      assert.equal(Number(again.gross_cents), row.totals[2]);
    });
  }

  test('refusals: another customer, cancelled, invoiced already, unknown; nothing written', async () => {
    const mine = await known(VERTICAL);
    const theirs = await known(VERTICAL, { customer_id: OTHER_CUSTOMER });
    const cancelled = await known(VERTICAL, { status: 'cancel' });
    const before = await svc.count('document');
    await expectGrpcError(grpcCall(svc.client, 'CreateInvoice', { booking_ids: [mine, theirs] }, as(VERTICAL)), status.FAILED_PRECONDITION, /different customers/);
    await expectGrpcError(grpcCall(svc.client, 'CreateInvoice', { booking_ids: [cancelled] }, as(VERTICAL)), status.FAILED_PRECONDITION, /cancelled/);
    await expectGrpcError(grpcCall(svc.client, 'CreateInvoice', { booking_ids: [999_999] }, as(VERTICAL)), status.NOT_FOUND);
    await expectGrpcError(grpcCall(svc.client, 'CreateInvoice', { booking_ids: [mine] }, as(OTHER)), status.NOT_FOUND);
    await expectGrpcError(grpcCall(svc.client, 'CreateInvoice', { booking_ids: [] }, as(VERTICAL)), status.INVALID_ARGUMENT);
    await expectGrpcError(grpcCall(svc.client, 'CreateInvoice', { booking_ids: [mine], due_date: localDateOf('2026-02-30') }, as(VERTICAL)), status.INVALID_ARGUMENT);
    await expectGrpcError(grpcCall(svc.client, 'CreateInvoice', { booking_ids: [mine], due_date: localDateOf('1899-12-31') }, as(VERTICAL)), status.INVALID_ARGUMENT);
    assert.equal(await svc.count('document'), before);
    const first = await rpc<billing.Document__Output>('CreateInvoice', { booking_ids: [mine] }, VERTICAL);
    const second = await rpc<billing.Document__Output>('CreateInvoice', { booking_ids: [mine] }, VERTICAL);
    await rpc('ApproveInvoice', { invoice_id: first.id }, VERTICAL);
    // Two drafts of one booking: only one of them can be approved.
    await expectGrpcError(grpcCall(svc.client, 'ApproveInvoice', { invoice_id: second.id }, as(VERTICAL)), status.FAILED_PRECONDITION, /already/);
    await expectGrpcError(grpcCall(svc.client, 'CreateInvoice', { booking_ids: [mine] }, as(VERTICAL)), status.FAILED_PRECONDITION, /on invoice RE-/);
  });

  test('a document of more rows than its own statement writes (1,000) keeps them all, in order, and so does its cancellation', async () => {
    // Two bookings of 600 two-hour instances each: 1,200 rows at 100.00 net, 19 % on top.
    const instances = (bookingId: number) =>
      Array.from({ length: 600 }, (_, i) => {
        const start = Date.parse('2026-03-02T09:00:00.000Z') + i * 3 * 3_600_000;
        return { id: bookingId * 1000 + i, resource_id: HALL, from: new Date(start).toISOString(), to: new Date(start + 7_200_000).toISOString() };
      });
    const first = nextBookingId + 1;
    const second = nextBookingId + 2;
    await known(VERTICAL, { instances: instances(first) });
    await known(VERTICAL, { instances: instances(second) });
    const draft = await rpc<billing.Document__Output>('CreateInvoice', { booking_ids: [first, second] }, VERTICAL);
    const approved = await rpc<billing.Document__Output>('ApproveInvoice', { invoice_id: draft.id }, VERTICAL);
    const cancellation = await rpc<billing.Document__Output>('CancelInvoice', { invoice_number: approved.number }, VERTICAL);
    const expected = [...instances(first), ...instances(second)].map((instance, position) => ({ position, instance_id: instance.id }));
    for (const [document, sign] of [[approved, 1], [cancellation, -1]] as const) {
      const stored = await db
        .selectFrom('document_row')
        .select(['position', 'instance_id', 'net_cents', 'tax_cents', 'manager_id'])
        .where('document_id', '=', Number(document.id))
        .orderBy('position')
        .execute();
      assert.deepEqual(stored.map(({ position, instance_id }) => ({ position, instance_id: Number(instance_id) })), expected);
      assert.ok(stored.every((row) => Number(row.net_cents) === sign * 10000 && Number(row.tax_cents) === sign * 1900 && Number(row.manager_id) === VERTICAL));
      assert.deepEqual([Number(document.net_cents), Number(document.tax_cents)], [sign * 12_000_000, sign * 2_280_000]);
    }
  });

  test('quote → order confirmation, once per quote; processed keeps its first date', async () => {
    const bookingId = await known(VERTICAL, { items: items(vertical) });
    const quote = await rpc<billing.Document__Output>('CreateQuote', { booking_ids: [bookingId] }, VERTICAL);
    assert.equal(quote.number, 'AG-1');
    // The issuer as it is when each document is numbered: the order confirmation has the new one.
    const issuer = { name: 'Vertical Halls GmbH', email: 'office@vertical.example' };
    const order = await rpc<billing.Document__Output>('ConfirmOrder', { quote_number: 'AG-1', issuer }, VERTICAL);
    assert.equal(order.number, 'AB-1');
    assert.deepEqual([order.company?.name, order.company?.email], [issuer.name, issuer.email]);
    assert.equal(Number(order.gross_cents), 17730);
    assert.equal(Number(order.from_quote_id), Number(quote.id));
    await expectGrpcError(grpcCall(svc.client, 'ConfirmOrder', { quote_number: 'AG-1' }, as(VERTICAL)), status.FAILED_PRECONDITION, /confirmed already/);
    await expectGrpcError(grpcCall(svc.client, 'ConfirmOrder', { quote_number: '1' }, as(VERTICAL)), status.NOT_FOUND);
    const draft = await rpc<billing.Document__Output>('CreateInvoice', { booking_ids: [bookingId] }, VERTICAL);
    const invoice = await rpc<billing.Document__Output>('ApproveInvoice', { invoice_id: draft.id }, VERTICAL);
    const processed = await rpc<billing.Document__Output>('MarkProcessed', { invoice_number: invoice.number }, VERTICAL);
    assert.equal(processed.processed, true);
    const again = await rpc<billing.Document__Output>('MarkProcessed', { invoice_number: invoice.number }, VERTICAL);
    assert.equal(Number(again.processed_at_ms), Number(processed.processed_at_ms));
    await expectGrpcError(grpcCall(svc.client, 'MarkProcessed', { invoice_number: 'AG-1' }, as(VERTICAL)), status.NOT_FOUND);
    const list = await rpc<billing.ListDocumentsResponse__Output>('ListDocuments', { types: ['DOCUMENT_TYPE_QUOTE', 'DOCUMENT_TYPE_ORDER_CONFIRMATION'], limit: 1 }, VERTICAL);
    assert.equal(Number(list.total), 2);
    assert.equal(list.documents.length, 1);
    const ofBooking = await rpc<billing.ListDocumentsResponse__Output>('DocumentsOfBooking', { booking_id: bookingId }, VERTICAL);
    assert.deepEqual(ofBooking.documents.map((d) => d.number), ['AG-1', 'AB-1', invoice.number]);
  });
});

describe('document events', () => {
  test("each numbered document's event names it, its number, its bookings and the zone, as stored", async () => {
    // A copy of every event billing enqueues (its relay deletes the outbox rows once published).
    const pool = new pg.Pool({ connectionString: svc.database.url, max: 1 });
    await pool.query(`create table billing.outbox_seen (n serial, subject text, payload jsonb);
      create function billing.outbox_seen() returns trigger language plpgsql as
        'begin insert into billing.outbox_seen (subject, payload) values (new.subject, new.payload); return new; end';
      create trigger outbox_seen after insert on billing.outbox for each row execute function billing.outbox_seen()`);
    try {
      await setUp(EVENTS, 'CALCULATION_VERTICAL');
      const first = await known(EVENTS, {}, 3);
      const second = await known(EVENTS, {}, 4);
      const quote = await rpc<billing.Document__Output>('CreateQuote', { booking_ids: [second, first] }, EVENTS);
      const order = await rpc<billing.Document__Output>('ConfirmOrder', { quote_number: quote.number }, EVENTS);
      const draft = await rpc<billing.Document__Output>('CreateInvoice', { booking_ids: [first] }, EVENTS);
      const invoice = await rpc<billing.Document__Output>('ApproveInvoice', { invoice_id: draft.id }, EVENTS);
      const cancellation = await rpc<billing.Document__Output>('CancelInvoice', { invoice_number: invoice.number, cancel_bookings: true }, EVENTS);
      const { rows } = await pool.query<{ subject: string; payload: Record<string, unknown> }>(
        `select subject, payload from billing.outbox_seen where (payload->>'manager_id')::int = $1 order by n`,
        [EVENTS],
      );
      const expected = (subject: string, document: billing.Document__Output, bookingIds: number[], extra = {}) => ({
        subject: `venue.billing.${subject}`,
        payload: { schema_version: 1, manager_id: EVENTS, document_id: Number(document.id), number: document.number, booking_ids: bookingIds, time_zone: 'Europe/Berlin', ...extra },
      });
      const sorted = [first, second].sort((a, b) => a - b);
      assert.deepEqual(rows, [
        expected('quote.created', quote, sorted),
        expected('order.confirmed', order, sorted),
        expected('invoice.approved', invoice, [first]),
        expected('invoice.cancelled', cancellation, [first], { cancel_bookings: true }),
      ]);
      for (const document of [quote, order, invoice, cancellation]) {
        assert.equal(document.status, 'DOCUMENT_STATUS_APPROVED');
        assert.match(document.number, /^(AG|AB|RE|SR)-1$/);
      }
    } finally {
      await pool.query('drop trigger outbox_seen on billing.outbox; drop function billing.outbox_seen(); drop table billing.outbox_seen');
      await pool.end();
    }
  });
});

describe('booking events', () => {
  const facts = async (bookingId: number) =>
    db.selectFrom('booking_fact').select(['version', 'title', 'status']).where('booking_id', '=', bookingId).executeTakeFirstOrThrow();

  test('an older version arriving after a newer one changes nothing', async () => {
    nextBookingId += 1;
    const id = nextBookingId;
    const deps = { db, ports: svc.peers, relay };
    assert.equal((await applyBookingEvent(deps, bookingEvent(VERTICAL, id, { version: 3, title: 'Newest' }), logger)).stored, true);
    const older = await applyBookingEvent(deps, bookingEvent(VERTICAL, id, { version: 2, title: 'Older', status: 'cancel' }), logger);
    assert.deepEqual([older.fresh, older.stored], [true, false]);
    assert.deepEqual(await facts(id), { version: 3, title: 'Newest', status: 'live' });
    await applyBookingEvent(deps, bookingEvent(VERTICAL, id, { version: 4, title: 'Newer still' }), logger);
    assert.equal((await facts(id)).title, 'Newer still');
  });

  test('an older first event racing a newer one (two replicas) stores nothing once the newer commits', async () => {
    nextBookingId += 1;
    const id = nextBookingId;
    const deps = { db, ports: svc.peers, relay };
    let older: Promise<Awaited<ReturnType<typeof applyBookingEvent>>> | undefined;
    await db.transaction().execute(async (trx) => {
      const { cause: _cause, ...facts } = bookingEvent(VERTICAL, id, { version: 2, title: 'Newer' }).data;
      assert.notEqual((await storeFacts(trx, facts)).stored, undefined);
      // Version 1 reads no facts yet (version 2 is not committed), then waits on the row.
      older = applyBookingEvent(deps, bookingEvent(VERTICAL, id, { version: 1, title: 'Older' }), logger);
      await waitingForLocks(svc.database);
    });
    const outcome = await older!;
    assert.deepEqual([outcome.fresh, outcome.stored], [true, false]);
    assert.deepEqual(await facts(id), { version: 2, title: 'Newer', status: 'live' });
  });

  test('a newer version another transaction is storing: an older event waits for its lock, then stores nothing', async () => {
    nextBookingId += 1;
    const id = nextBookingId;
    const deps = { db, ports: svc.peers, relay };
    assert.equal((await applyBookingEvent(deps, bookingEvent(VERTICAL, id, { version: 1, title: 'First' }), logger)).stored, true);
    let older: Promise<Awaited<ReturnType<typeof applyBookingEvent>>> | undefined;
    await db.transaction().execute(async (trx) => {
      const { cause: _cause, ...facts } = bookingEvent(VERTICAL, id, { version: 3, title: 'Third' }).data;
      assert.equal((await storeFacts(trx, facts)).previous?.status, 'live');
      // Version 2 sees version 1 in its snapshot, waits on the row's lock, then reads version 3.
      older = applyBookingEvent(deps, bookingEvent(VERTICAL, id, { version: 2, title: 'Second' }), logger);
      await waitingForLocks(svc.database);
    });
    const outcome = await older!;
    assert.deepEqual([outcome.fresh, outcome.stored], [true, false]);
    assert.deepEqual(await facts(id), { version: 3, title: 'Third', status: 'live' });
    // A newer one still goes through, and reports what it replaced.
    const { cause: _cause, ...fourth } = bookingEvent(VERTICAL, id, { version: 4, title: 'Fourth', status: 'cancel' }).data;
    const stored = await db.transaction().execute((trx) => storeFacts(trx, fourth));
    assert.deepEqual([stored.stored?.version, stored.stored?.status, stored.previous?.status], [4, 'cancel', 'live']);
  });

  const pick = (result: { fresh: boolean; stored: boolean }) => [result.fresh, result.stored];

  test('the same message twice applies once', async () => {
    nextBookingId += 1;
    const id = nextBookingId;
    const deps = { db, ports: svc.peers, relay };
    const event = bookingEvent(VERTICAL, id, { version: 1 });
    assert.equal((await applyBookingEvent(deps, event, logger)).fresh, true);
    // The same id with other content (a broken redelivery) is still not applied again.
    const replay = await applyBookingEvent(deps, { ...event, data: { ...event.data, version: 9, title: 'Replayed' } }, logger);
    assert.deepEqual([replay.fresh, replay.stored], [false, false]);
    assert.deepEqual(await facts(id), { version: 1, title: `Booking ${id}`, status: 'live' });
    // A change billing caused is claimed and stored by one statement: the same holds.
    const own = bookingEvent(VERTICAL, id, { version: 2, status: 'complete', cause: 'billing' });
    assert.deepEqual(pick(await applyBookingEvent(deps, own, logger)), [true, true]);
    const ownReplay = await applyBookingEvent(deps, { ...own, data: { ...own.data, version: 8, title: 'Replayed' } }, logger);
    assert.deepEqual(pick(ownReplay), [false, false]);
    assert.deepEqual(await facts(id), { version: 2, title: `Booking ${id}`, status: 'complete' });
    // An older version as a new message: claimed, nothing stored.
    const older = bookingEvent(VERTICAL, id, { version: 1, status: 'live', cause: 'billing' });
    assert.deepEqual(pick(await applyBookingEvent(deps, older, logger)), [true, false]);
    assert.deepEqual(await facts(id), { version: 2, title: `Booking ${id}`, status: 'complete' });
  });

  test('automation on: one approved "auto" invoice per booking however often the event comes; cancelling issues its SR-', async () => {
    await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_ON_BOOKING', issuer: { name: 'Hall GmbH', email: 'hall@example.test' } }, HORIZONTAL);
    nextBookingId += 1;
    const id = nextBookingId;
    const deps = { db, ports: svc.peers, relay };
    const created = bookingEvent(HORIZONTAL, id, { version: 1 });
    assert.equal((await applyBookingEvent(deps, created, logger)).invoiced, true);
    assert.equal((await applyBookingEvent(deps, created, logger)).invoiced, false);
    // A later change by the manager, and billing's own status change, invoice nothing more.
    assert.equal((await applyBookingEvent(deps, bookingEvent(HORIZONTAL, id, { version: 2, title: 'Moved' }), logger)).invoiced, false);
    assert.equal((await applyBookingEvent(deps, bookingEvent(HORIZONTAL, id, { version: 3, status: 'complete', cause: 'billing' }), logger)).invoiced, false);
    const docs = await rpc<billing.ListDocumentsResponse__Output>('DocumentsOfBooking', { booking_id: id }, HORIZONTAL);
    assert.deepEqual(docs.documents.map((d) => [d.type, d.status, d.suffix_label, d.company?.name]), [
      ['DOCUMENT_TYPE_INVOICE', 'DOCUMENT_STATUS_APPROVED', 'auto', 'Hall GmbH'],
    ]);
    const cancelled = { ...bookingEvent(HORIZONTAL, id, { version: 4, status: 'cancel' }), subject: 'venue.bookings.booking.cancelled' };
    assert.equal((await applyBookingEvent(deps, cancelled, logger)).cancelledInvoices, 1);
    const after = await rpc<billing.ListDocumentsResponse__Output>('DocumentsOfBooking', { booking_id: id }, HORIZONTAL);
    assert.deepEqual(after.documents.map((d) => [d.type, d.status]), [
      ['DOCUMENT_TYPE_INVOICE', 'DOCUMENT_STATUS_CANCELLED'],
      ['DOCUMENT_TYPE_CANCELLATION', 'DOCUMENT_STATUS_APPROVED'],
    ]);
    // Automation marked the booking invoiced (with the invoice's event): live again, it is not
    // invoiced a second time.
    const revived = bookingEvent(HORIZONTAL, id, { version: 5, status: 'live' });
    assert.equal((await applyBookingEvent(deps, revived, logger)).invoiced, false);
    const marks = await db.selectFrom('booking_fact').select('auto_invoiced').where('booking_id', '=', id).execute();
    assert.deepEqual(marks, [{ auto_invoiced: true }]);
    // A booking known before automation was on is not invoiced when merely edited; accepting a
    // request (pending → live) is a new booking to invoice.
    await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_OFF' }, HORIZONTAL);
    nextBookingId += 1;
    const old = nextBookingId;
    await applyBookingEvent(deps, bookingEvent(HORIZONTAL, old, { version: 1 }), logger);
    nextBookingId += 1;
    const request = nextBookingId;
    await applyBookingEvent(deps, bookingEvent(HORIZONTAL, request, { version: 1, status: 'pending' }, 3), logger);
    await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_ON_BOOKING' }, HORIZONTAL);
    assert.equal((await applyBookingEvent(deps, bookingEvent(HORIZONTAL, old, { version: 2, title: 'Edited' }), logger)).invoiced, false);
    assert.equal((await applyBookingEvent(deps, bookingEvent(HORIZONTAL, request, { version: 2 }, 3), logger)).invoiced, true);
    // A booking billing knew before, on the manager's own draft invoice, that becomes live again
    // is not invoiced by automation (only a booking seen before can be on a document).
    await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_OFF' }, HORIZONTAL);
    nextBookingId += 1;
    const drafted = nextBookingId;
    await applyBookingEvent(deps, bookingEvent(HORIZONTAL, drafted, { version: 1 }), logger);
    await rpc('CreateInvoice', { booking_ids: [drafted] }, HORIZONTAL);
    await applyBookingEvent(deps, bookingEvent(HORIZONTAL, drafted, { version: 2, status: 'draft' }), logger);
    await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_ON_BOOKING' }, HORIZONTAL);
    assert.equal((await applyBookingEvent(deps, bookingEvent(HORIZONTAL, drafted, { version: 3 }), logger)).invoiced, false);
    const draftedDocs = await rpc<billing.ListDocumentsResponse__Output>('DocumentsOfBooking', { booking_id: drafted }, HORIZONTAL);
    assert.deepEqual(draftedDocs.documents.map((d) => [d.type, d.status, d.suffix_label]), [['DOCUMENT_TYPE_INVOICE', 'DOCUMENT_STATUS_DRAFT', '']]);
    await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_OFF' }, HORIZONTAL);
  });

  test('automation numbers its invoices in order, the range locked only by the last statements before the commit (past 1,000 rows: a draft numbered after)', async () => {
    await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_ON_BOOKING' }, HORIZONTAL);
    const { db: recorded, sent } = recordingDb();
    const deps = { db: recorded, ports: svc.peers, relay };
    const invoiceOf = async (id: number) => {
      const { documents } = await rpc<billing.ListDocumentsResponse__Output>('DocumentsOfBooking', { booking_id: id }, HORIZONTAL);
      assert.equal(documents.length, 1);
      const rows = await db.selectFrom('document_row').select((eb) => eb.fn.countAll<string>().as('count')).where('document_id', '=', Number(documents[0]!.id)).executeTakeFirstOrThrow();
      return { number_value: Number(documents[0]!.number.replace(/\D/g, '')), status: documents[0]!.status, rows: Number(rows.count) };
    };
    // 1,001 one-hour instances, three hours apart.
    const many = (bookingId: number) =>
      Array.from({ length: 1001 }, (_, i) => {
        const start = Date.parse('2026-03-02T09:00:00.000Z') + i * 3 * 3_600_000;
        return { id: bookingId * 10_000 + i, resource_id: HALL, from: new Date(start).toISOString(), to: new Date(start + 3_600_000).toISOString() };
      });
    const ids: number[] = [];
    for (const instances of [undefined, many, undefined]) {
      nextBookingId += 1;
      ids.push(nextBookingId);
      const event = bookingEvent(HORIZONTAL, nextBookingId, instances ? { instances: instances(nextBookingId) } : {});
      sent.length = 0;
      assert.equal((await applyBookingEvent(deps, event, logger)).invoiced, true);
      // The statement that takes the number (and locks the range's counter) is followed only by
      // the invoice's event and the commit; a long invoice's draft is stored first, then numbered.
      const numbering = sent.map((m) => m.includes('take_number(')).lastIndexOf(true);
      assert.ok(numbering > 0, 'a statement took the number');
      assert.deepEqual(
        sent.slice(numbering + 1).map((m) => (m.startsWith('insert into "outbox"') ? 'event' : m)),
        ['event', 'commit'],
      );
      if (instances) assert.ok(sent.slice(0, numbering).some((m) => m.startsWith('insert into "document_row"')), 'the long invoice\'s rows came first');
    }
    const invoices = await Promise.all(ids.map(invoiceOf));
    assert.deepEqual(invoices.map((i) => [i.status, i.rows]), [
      ['DOCUMENT_STATUS_APPROVED', 1],
      ['DOCUMENT_STATUS_APPROVED', 1001],
      ['DOCUMENT_STATUS_APPROVED', 1],
    ]);
    assert.deepEqual(invoices.map((i) => i.number_value - invoices[0]!.number_value), [0, 1, 2]);
    // Side by side, each waits for the range's counter: the numbers that follow, each once.
    const side: number[] = [];
    const events = Array.from({ length: 6 }, () => {
      nextBookingId += 1;
      side.push(nextBookingId);
      return bookingEvent(HORIZONTAL, nextBookingId);
    });
    const results = await Promise.all(events.map((event) => applyBookingEvent(deps, event, logger)));
    assert.ok(results.every((result) => result.invoiced));
    const numbers = (await Promise.all(side.map(invoiceOf))).map((i) => i.number_value).sort((a, b) => a - b);
    assert.deepEqual(numbers, [3, 4, 5, 6, 7, 8].map((n) => invoices[0]!.number_value + n));
    await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_OFF' }, HORIZONTAL);
  });

  test('automation applies events waiting together in one transaction: numbers in booking id order; a message processed before, an older version and a booking that cannot be priced change nothing', async () => {
    await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_ON_BOOKING' }, HORIZONTAL);
    const { db: recorded, sent } = recordingDb();
    const deps = { db: recorded, ports: svc.peers, relay };
    const ids = Array.from({ length: 5 }, () => (nextBookingId += 1));
    const before = bookingEvent(HORIZONTAL, ids[0]!);
    assert.equal((await applyWithAutomation(deps, [before], logger)).get(before.id)!.invoiced, true);
    const events = [
      // In no particular order; the numbers follow the booking ids.
      bookingEvent(HORIZONTAL, ids[3]!),
      bookingEvent(HORIZONTAL, ids[1]!),
      before,
      bookingEvent(HORIZONTAL, ids[2]!, { main_resource_id: 999, instances: [] }),
      bookingEvent(HORIZONTAL, ids[4]!),
    ];
    sent.length = 0;
    const results = await applyWithAutomation(deps, events, logger);
    assert.deepEqual(
      events.map((e) => { const r = results.get(e.id)!; return [e.data.booking_id, r.fresh, r.stored, r.invoiced]; }),
      [[ids[3], true, true, true], [ids[1], true, true, true], [ids[0], false, false, false], [ids[2], true, true, false], [ids[4], true, true, true]],
    );
    assert.deepEqual(sent.filter((m) => m === 'begin' || m === 'commit'), ['begin', 'commit'], 'one transaction');
    const numberOf = async (id: number) => {
      const { documents } = await rpc<billing.ListDocumentsResponse__Output>('DocumentsOfBooking', { booking_id: id }, HORIZONTAL);
      return documents.map((d) => Number(d.number.replace(/\D/g, '')));
    };
    const numbers = await Promise.all(ids.map(numberOf));
    assert.deepEqual(numbers.map((n) => n.map((v) => v - numbers[0]![0]!)), [[0], [1], [], [2], [3]]);
    // Again, as a redelivery with an older version beside: nothing changes.
    const older = bookingEvent(HORIZONTAL, ids[1]!, { version: 0, title: 'Older' });
    const again = await applyWithAutomation(deps, [events[0]!, older], logger);
    assert.deepEqual([...again.values()].map((r) => [r.fresh, r.stored, r.invoiced]), [[false, false, false], [true, false, false]]);
    assert.deepEqual(await Promise.all(ids.map(numberOf)), numbers);
    await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_OFF' }, HORIZONTAL);
  });

  test("the consumer's guess of a manager's automation picks its first path, never the outcome", async () => {
    // Without automation, an event is one statement gated on the mode; with it, a transaction.
    // A guess gone stale (the mode changed since) must still give the mode's effect.
    const hints = new AutomationHints();
    const deps = { db, ports: svc.peers, relay, automationHints: hints };
    const invoices = async (id: number) =>
      (await rpc<billing.ListDocumentsResponse__Output>('DocumentsOfBooking', { booking_id: id }, HORIZONTAL)).documents.length;
    await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_OFF' }, HORIZONTAL);
    nextBookingId += 1;
    const off = bookingEvent(HORIZONTAL, nextBookingId, { version: 1 }, 4);
    assert.deepEqual(pick(await applyBookingEvent(deps, off, logger)), [true, true]);
    assert.equal(hints.likelyOn(HORIZONTAL), false);
    // Turned on while the guess says off: the gated statement claims nothing, the transaction invoices.
    await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_ON_BOOKING' }, HORIZONTAL);
    nextBookingId += 1;
    const on = bookingEvent(HORIZONTAL, nextBookingId, { version: 1 }, 5);
    assert.equal((await applyBookingEvent(deps, on, logger)).invoiced, true);
    assert.equal(hints.likelyOn(HORIZONTAL), true);
    // Turned off while the guess says on: stored, not invoiced.
    await rpc('SetInvoiceAutomation', { mode: 'AUTOMATION_MODE_OFF' }, HORIZONTAL);
    nextBookingId += 1;
    const offAgain = bookingEvent(HORIZONTAL, nextBookingId, { version: 1 }, 6);
    const applied = await applyBookingEvent(deps, offAgain, logger);
    assert.deepEqual([applied.fresh, applied.stored, applied.invoiced], [true, true, false]);
    assert.equal(await invoices(offAgain.data.booking_id), 0);
    // A message processed before is not applied again, whichever path the guess picks.
    for (const guess of [true, false]) {
      hints.saw(HORIZONTAL, guess);
      assert.deepEqual(pick(await applyBookingEvent(deps, { ...on, data: { ...on.data, version: 7 } }, logger)), [false, false]);
      assert.deepEqual(pick(await applyBookingEvent(deps, { ...off, data: { ...off.data, version: 7 } }, logger)), [false, false]);
    }
    assert.equal(await invoices(on.data.booking_id), 1);
    assert.deepEqual(await facts(off.data.booking_id), { version: 1, title: `Booking ${off.data.booking_id}`, status: 'live' });
  });

  test('a draft is repriced from the current setup; a numbered invoice is not', async () => {
    const bookingId = await known(NUMBERS);
    const draft = await rpc<billing.Document__Output>('CreateInvoice', { booking_ids: [bookingId] }, NUMBERS);
    assert.equal(Number(draft.gross_cents), 11900);
    assert.deepEqual(draft.rows.map((row) => row.booking_title), [`Booking ${bookingId}`]);
    await rpc('SetTaxSettings', { vat_active: false, calculation: 'CALCULATION_VERTICAL', default_tax_rate_id: 0 }, NUMBERS);
    // Renamed meanwhile: the draft priced again takes the booking's title as it is now.
    const renamed = bookingEvent(NUMBERS, bookingId, { version: 2, title: 'Renamed' });
    assert.equal((await applyBookingEvent({ db, ports: svc.peers, relay }, renamed, logger)).stored, true);
    const repriced = await rpc<billing.Document__Output>('RepriceInvoice', { invoice_id: draft.id }, NUMBERS);
    assert.deepEqual([Number(repriced.net_cents), Number(repriced.tax_cents), Number(repriced.gross_cents)], [10000, 0, 10000]);
    assert.equal(repriced.rows.length, 1);
    assert.equal(repriced.rows[0]!.booking_title, 'Renamed');
    await rpc('ApproveInvoice', { invoice_id: draft.id }, NUMBERS);
    await expectGrpcError(grpcCall(svc.client, 'RepriceInvoice', { invoice_id: draft.id }, as(NUMBERS)), status.FAILED_PRECONDITION, /never changes/);
  });
});
