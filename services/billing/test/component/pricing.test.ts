// A stored setup priced end to end over gRPC: PriceBooking with given facts, PriceBookingById
// with the facts from the (fake) bookings service, and the refusals of impossible selections.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { status } from '@grpc/grpc-js';
import type { billing } from '../../src/index.ts';
import { expectGrpcError, expectGrpcOk, grpcCall } from '@venue/testing';
import { as, startBillingUnderTest, type BillingUnderTest } from '../helpers/billing.ts';

const ALICE = 301;
const BOB = 302;
const HALL = 1;
const HALL_A = 2;
const SCHOOLS = 10;
const SCHOOL_CUSTOMER = 500;
let svc: BillingUnderTest;
let chairId: number;
let technicianId: number;
let bobsItemId: number;

async function add<T>(method: string, request: Record<string, unknown>, manager = ALICE): Promise<T> {
  return expectGrpcOk(grpcCall<T>(svc.client, method, request, as(manager)));
}

before(async () => {
  svc = await startBillingUnderTest();
  svc.peers.addResource(ALICE, HALL, 'Hall');
  svc.peers.addResource(ALICE, HALL_A, 'Hall A', HALL);
  svc.peers.addResource(BOB, 9, 'Barn');
  svc.peers.addGroup(ALICE, SCHOOLS, 'Schools');
  svc.peers.addCustomer(ALICE, SCHOOL_CUSTOMER, SCHOOLS);
  svc.peers.addCustomer(ALICE, 501, null);

  const standard = await add<billing.TaxRate__Output>('AddTaxRate', { name: 'Standard', rate_bp: 1900 });
  const reduced = await add<billing.TaxRate__Output>('AddTaxRate', { name: 'Reduced', rate_bp: 700 });
  const zero = await add<billing.TaxRate__Output>('AddTaxRate', { name: 'Zero', rate_bp: 0 });
  await add('SetTaxSettings', {
    vat_active: true,
    calculation: 'CALCULATION_VERTICAL',
    default_tax_rate_id: standard.id,
  });
  await add('AddTaxRule', {
    customer_group_id: SCHOOLS,
    tax_rate_id: zero.id,
    applies_to: 'APPLIES_TO_MAIN',
  });

  const fixed = { price_type: 'PRICE_TYPE_FIXED', interval: 'INTERVAL_PER_HOUR' };
  await add('AddTariff', {
    ...fixed,
    title: 'Hall',
    customer_group_id: 0,
    resource_ids: [HALL],
    amount_cents: 5000,
  });
  await add('AddTariff', {
    ...fixed,
    title: 'Hall for schools',
    customer_group_id: SCHOOLS,
    resource_ids: [HALL],
    amount_cents: 3000,
  });
  await add('AddTariff', {
    ...fixed,
    title: 'Hall A',
    customer_group_id: 0,
    resource_ids: [HALL_A],
    amount_cents: 2000,
  });

  chairId = (
    await add<billing.Item__Output>('AddItem', {
      kind: 'ITEM_KIND_INVENTORY',
      name: 'Chair',
      inventory: { inventory_no: '', type: '', model: '', serial_no: '', quantity: 10, price_cost_cents: 0 },
      prices: [{ amount_cents: 250, interval: 'INTERVAL_PER_QUANTITY', tax_rate_id: reduced.id }],
      resource_ids: [HALL],
    })
  ).id;
  technicianId = (
    await add<billing.Item__Output>('AddItem', {
      kind: 'ITEM_KIND_SERVICE',
      name: 'Technician',
      prices: [{ amount_cents: 3000, interval: 'INTERVAL_PER_HOUR', tax_rate_id: standard.id }],
      resource_ids: [HALL],
    })
  ).id;
  const bobsRate = await add<billing.TaxRate__Output>('AddTaxRate', { name: 'Bob', rate_bp: 1900 }, BOB);
  bobsItemId = (
    await add<billing.Item__Output>(
      'AddItem',
      {
        kind: 'ITEM_KIND_SERVICE',
        name: 'Bob',
        prices: [{ amount_cents: 1, interval: 'INTERVAL_PER_QUANTITY', tax_rate_id: bobsRate.id }],
        resource_ids: [9],
      },
      BOB,
    )
  ).id;
});
after(() => svc.stop());

// Europe/Berlin in March 2026 (before the DST change): local = UTC + 1 h.
const berlin = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00+01:00`);

const facts = () => ({
  main_resource_id: HALL,
  customer_id: SCHOOL_CUSTOMER,
  instances: [
    { id: 71, resource_id: HALL_A, start_ms: berlin('2026-03-09 10:00'), end_ms: berlin('2026-03-09 11:01') },
    { id: 70, resource_id: HALL, start_ms: berlin('2026-03-02 10:00'), end_ms: berlin('2026-03-02 12:00') },
  ],
  items: [
    { kind: 'ITEM_KIND_INVENTORY', resource_id: HALL, item_id: 0, quantity: 4 },
    { kind: 'ITEM_KIND_SERVICE', resource_id: HALL, item_id: 0, quantity: 1 },
  ],
});
const withItems = () => {
  const f = facts();
  f.items[0]!.item_id = chairId;
  f.items[1]!.item_id = technicianId;
  return f;
};

function summary(price: billing.BookingPrice__Output) {
  return price.rows.map((r) => [
    r.kind,
    r.resource_name,
    r.name,
    r.units,
    r.net_cents,
    r.tax_rate_bp,
    r.tax_cents,
    r.gross_cents,
  ]);
}

const EXPECTED_ROWS = [
  // main + the school's tariff, 2 h × 30.00; the schools' 0 % rule for main resources
  ['ROW_KIND_RESOURCE', 'Hall', 'Hall for schools', 2, 6000, 0, 0, 6000],
  // the part's own tariff beats the main's school tariff; 61 min = 2 h; parts at the default 19 %
  ['ROW_KIND_RESOURCE', 'Hall A', 'Hall A', 2, 4000, 1900, 760, 4760],
  ['ROW_KIND_INVENTORY', 'Hall', 'Chair', 4, 1000, 700, 70, 1070],
  // selected on the main resource: over every instance, 2 h + 2 h
  ['ROW_KIND_SERVICE', 'Hall', 'Technician', 4, 12000, 1900, 2280, 14280],
];

describe('pricing a stored setup', () => {
  test('PriceBooking: rows, totals and the tax breakdown', async () => {
    const price = await add<billing.BookingPrice__Output>('PriceBooking', withItems());
    assert.deepEqual(summary(price), EXPECTED_ROWS);
    assert.deepEqual([price.net_cents, price.tax_cents, price.gross_cents], [23000, 3110, 26110]);
    assert.deepEqual(
      price.taxes.map((t) => [t.rate_bp, t.net_cents, t.tax_cents]),
      [
        [0, 6000, 0],
        [700, 1000, 70],
        [1900, 16000, 3040],
      ],
    );
    assert.equal(price.customer_group_id, SCHOOLS);
    assert.equal(price.calculation, 'CALCULATION_VERTICAL');
    assert.equal(price.rows[0]!.instance_id, 70);
  });

  test('PriceBookingById asks the bookings port for the facts', async () => {
    const f = withItems();
    svc.peers.addBooking(ALICE, 42, {
      mainResourceId: f.main_resource_id,
      customerId: f.customer_id,
      instances: f.instances.map((i) => ({
        id: i.id,
        resourceId: i.resource_id,
        startMs: i.start_ms,
        endMs: i.end_ms,
      })),
      items: [
        { kind: 'inventory', resourceId: HALL, itemId: chairId, quantity: 4 },
        { kind: 'service', resourceId: HALL, itemId: technicianId, quantity: 1 },
      ],
    });
    const price = await add<billing.BookingPrice__Output>('PriceBookingById', { booking_id: 42 });
    assert.deepEqual(summary(price), EXPECTED_ROWS);
    await expectGrpcError(
      grpcCall(svc.client, 'PriceBookingById', { booking_id: 42 }, as(BOB)),
      status.NOT_FOUND,
      /booking 42 not found/,
    );
  });

  test('without a customer (or one without a default group) the all-groups prices apply', async () => {
    for (const customer_id of [0, 501]) {
      const price = await add<billing.BookingPrice__Output>('PriceBooking', {
        ...facts(),
        customer_id,
        items: [],
      });
      assert.deepEqual(summary(price)[0], ['ROW_KIND_RESOURCE', 'Hall', 'Hall', 2, 10000, 1900, 1900, 11900]);
      assert.equal(price.customer_group_id, 0);
    }
  });

  test('horizontal calculation takes the tax out of the same prices', async () => {
    const { tax_rates } = await add<billing.ListTaxRatesResponse__Output>('ListTaxRates', {});
    await add('SetTaxSettings', {
      vat_active: true,
      calculation: 'CALCULATION_HORIZONTAL',
      default_tax_rate_id: tax_rates[0]!.id,
    });
    try {
      const price = await add<billing.BookingPrice__Output>('PriceBooking', withItems());
      // 40.00 gross at 19 % = 33.61 net + 6.39 tax; 10.00 at 7 % = 9.35 + 0.65; 120.00 at 19 % = 100.84 + 19.16
      assert.deepEqual(
        price.rows.map((r) => [r.net_cents, r.tax_cents, r.gross_cents]),
        [
          [6000, 0, 6000],
          [3361, 639, 4000],
          [935, 65, 1000],
          [10084, 1916, 12000],
        ],
      );
      assert.equal(price.gross_cents, 23000);
    } finally {
      await add('SetTaxSettings', {
        vat_active: true,
        calculation: 'CALCULATION_VERTICAL',
        default_tax_rate_id: tax_rates[0]!.id,
      });
    }
  });

  test('impossible selections and unknown ids are refused', async () => {
    const f = () => withItems();
    // offered on the main resource means offered on its parts too
    const onPart = f();
    onPart.items = [{ kind: 'ITEM_KIND_INVENTORY', resource_id: HALL_A, item_id: chairId, quantity: 1 }];
    await expectGrpcOk(grpcCall(svc.client, 'PriceBooking', onPart, as(ALICE)));
    // offered on a part is not offered on its main resource
    const { tax_rates } = await add<billing.ListTaxRatesResponse__Output>('ListTaxRates', {});
    const partOnly = await add<billing.Item__Output>('AddItem', {
      kind: 'ITEM_KIND_SERVICE',
      name: 'Stage light',
      prices: [{ amount_cents: 100, interval: 'INTERVAL_PER_QUANTITY', tax_rate_id: tax_rates[0]!.id }],
      resource_ids: [HALL_A],
    });
    const notOffered = f();
    notOffered.items = [{ kind: 'ITEM_KIND_SERVICE', resource_id: HALL, item_id: partOnly.id, quantity: 1 }];
    await expectGrpcError(
      grpcCall(svc.client, 'PriceBooking', notOffered, as(ALICE)),
      status.INVALID_ARGUMENT,
      new RegExp(`service ${partOnly.id} is not offered on resource ${HALL}`),
    );
    const tooMany = f();
    tooMany.items = [{ kind: 'ITEM_KIND_INVENTORY', resource_id: HALL, item_id: chairId, quantity: 11 }];
    await expectGrpcError(
      grpcCall(svc.client, 'PriceBooking', tooMany, as(ALICE)),
      status.INVALID_ARGUMENT,
      /only 10 of inventory item .* in stock/,
    );
    const wrongKind = f();
    wrongKind.items = [{ kind: 'ITEM_KIND_SERVICE', resource_id: HALL, item_id: chairId, quantity: 1 }];
    await expectGrpcError(
      grpcCall(svc.client, 'PriceBooking', wrongKind, as(ALICE)),
      status.NOT_FOUND,
      new RegExp(`service ${chairId} not found`),
    );
    const bobs = f();
    bobs.items = [{ kind: 'ITEM_KIND_SERVICE', resource_id: HALL, item_id: bobsItemId, quantity: 1 }];
    await expectGrpcError(
      grpcCall(svc.client, 'PriceBooking', bobs, as(ALICE)),
      status.NOT_FOUND,
      new RegExp(`service ${bobsItemId} not found`),
    );
    await expectGrpcError(
      grpcCall(svc.client, 'PriceBooking', { ...f(), main_resource_id: 9 }, as(ALICE)),
      status.NOT_FOUND,
      /resource 9 not found/,
    );
    await expectGrpcError(
      grpcCall(svc.client, 'PriceBooking', { ...f(), customer_id: 999 }, as(ALICE)),
      status.NOT_FOUND,
      /customer 999 not found/,
    );
    const backwards = f();
    backwards.instances[0]!.end_ms = backwards.instances[0]!.start_ms;
    await expectGrpcError(
      grpcCall(svc.client, 'PriceBooking', backwards, as(ALICE)),
      status.INVALID_ARGUMENT,
      /ends after it starts/,
    );
  });
});
