// Tariffs, inventory items and services over gRPC: add and list, names from the peers,
// tenancy, bad input refused with nothing written.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { status } from '@grpc/grpc-js';
import { localDateOf, ymdOf } from '@venue/contracts';
import type { billing } from '../../src/index.ts';
import { expectGrpcError, expectGrpcOk, grpcCall } from '@venue/testing';
import { as, startBillingUnderTest, type BillingUnderTest } from '../helpers/billing.ts';

const ALICE = 201;
const BOB = 202;
let svc: BillingUnderTest;
let aliceRate: number;
let bobRate: number;

before(async () => {
  svc = await startBillingUnderTest();
  svc.peers.addResource(ALICE, 1, 'Hall');
  svc.peers.addResource(ALICE, 2, 'Hall A', 1);
  svc.peers.addResource(BOB, 9, 'Barn');
  svc.peers.addGroup(ALICE, 10, 'Schools');
  svc.peers.addGroup(ALICE, 11, 'Members');
  svc.peers.addGroup(BOB, 20, 'Friends');
  aliceRate = (
    await expectGrpcOk(
      grpcCall<billing.TaxRate__Output>(svc.client, 'AddTaxRate', { name: 'Standard', rate_bp: 1900 }, as(ALICE)),
    )
  ).id;
  bobRate = (
    await expectGrpcOk(
      grpcCall<billing.TaxRate__Output>(svc.client, 'AddTaxRate', { name: 'Standard', rate_bp: 1900 }, as(BOB)),
    )
  ).id;
});
after(() => svc.stop());

const hourly = {
  title: 'Standard',
  customer_group_id: 0,
  resource_ids: [1],
  price_type: 'PRICE_TYPE_FIXED',
  interval: 'INTERVAL_PER_HOUR',
  amount_cents: 5000,
};
const addTariff = (manager: number, fields: Record<string, unknown>) =>
  grpcCall<billing.Tariff__Output>(svc.client, 'AddTariff', { ...hourly, ...fields }, as(manager));

describe('tariffs', () => {
  test('a fixed and a flat tariff are added and listed with their limits', async () => {
    const fixed = await expectGrpcOk(addTariff(ALICE, { resource_ids: [2, 1, 2] }));
    assert.equal(fixed.title, 'Standard');
    assert.deepEqual(fixed.resource_ids, [1, 2]);
    assert.equal(fixed.interval, 'INTERVAL_PER_HOUR');
    assert.ok(Math.abs(fixed.created_at_ms - Date.now()) < 60_000);
    const flat = await expectGrpcOk(
      addTariff(ALICE, {
        title: 'Weekend school flat',
        customer_group_id: 10,
        price_type: 'PRICE_TYPE_FLAT',
        interval: 'INTERVAL_PER_HOUR',
        amount_cents: 30000,
        weekdays: ['WEEKDAY_SUNDAY', 'WEEKDAY_SATURDAY'],
        valid_from: localDateOf('2026-06-01'),
        valid_to: localDateOf('2026-08-31'),
      }),
    );
    assert.equal(flat.interval, 'INTERVAL_UNSPECIFIED', 'a flat tariff has no interval');
    const { tariffs } = await expectGrpcOk(
      grpcCall<billing.ListTariffsResponse__Output>(svc.client, 'ListTariffs', {}, as(ALICE)),
    );
    assert.deepEqual(
      tariffs.map((t) => [
        t.id,
        t.price_type,
        t.customer_group_id,
        t.amount_cents,
        t.weekdays,
        t.valid_from ? ymdOf(t.valid_from) : null,
        t.valid_to ? ymdOf(t.valid_to) : null,
      ]),
      [
        [fixed.id, 'PRICE_TYPE_FIXED', 0, 5000, [], null, null],
        [
          flat.id,
          'PRICE_TYPE_FLAT',
          10,
          30000,
          ['WEEKDAY_SATURDAY', 'WEEKDAY_SUNDAY'],
          '2026-06-01',
          '2026-08-31',
        ],
      ],
    );
    assert.deepEqual(
      (await expectGrpcOk(grpcCall<billing.ListTariffsResponse__Output>(svc.client, 'ListTariffs', {}, as(BOB)))).tariffs,
      [],
    );
  });

  test('bad input is INVALID_ARGUMENT and writes nothing', async () => {
    const before = [await svc.count('tariff'), await svc.count('tariff_resource')];
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ amount_cents: -1 }, /amount of a tariff cannot be negative/],
      [{ amount_cents: 10_000_000_001 }, /amount of a tariff is at most 100000000\.00/],
      [{ interval: 'INTERVAL_PER_QUANTITY' }, /per minute, per 30 minutes, per hour or per day/],
      [{ interval: 'INTERVAL_UNSPECIFIED' }, /per minute, per 30 minutes, per hour or per day/],
      [{ price_type: 'PRICE_TYPE_UNSPECIFIED' }, /fixed per interval or flat/],
      [{ title: '' }, /title of a tariff is required/],
      [{ resource_ids: [] }, /at least one resource/],
      [{ weekdays: ['WEEKDAY_UNSPECIFIED'] }, /Monday to Sunday/],
      [{ valid_from: localDateOf('2026-02-30') }, /calendar dates/],
      [{ valid_to: localDateOf('2201-01-01') }, /from 1900-01-01 to 2200-12-31/],
      [{ valid_from: localDateOf('2026-09-01'), valid_to: localDateOf('2026-08-31') }, /cannot end before it starts/],
    ];
    for (const [fields, message] of refusals)
      await expectGrpcError(addTariff(ALICE, fields), status.INVALID_ARGUMENT, message);
    assert.deepEqual([await svc.count('tariff'), await svc.count('tariff_resource')], before);
  });

  test("another manager's resource or group is not found, like a missing one", async () => {
    const before = await svc.count('tariff');
    await expectGrpcError(addTariff(ALICE, { resource_ids: [1, 9] }), status.NOT_FOUND, /resource 9 not found/);
    await expectGrpcError(addTariff(ALICE, { resource_ids: [404] }), status.NOT_FOUND, /resource 404 not found/);
    await expectGrpcError(addTariff(ALICE, { customer_group_id: 20 }), status.NOT_FOUND, /customer group 20 not found/);
    assert.equal(await svc.count('tariff'), before);
  });
});

const chairs = () => ({
  kind: 'ITEM_KIND_INVENTORY',
  name: 'Chair',
  description: 'Stackable',
  image: 'https://img.example/chair.png',
  inventory: {
    inventory_no: 'INV-7',
    type: 'furniture',
    model: 'S1',
    serial_no: 'SN1',
    quantity: 40,
    price_cost_cents: 1999,
  },
  prices: [
    { amount_cents: 250, customer_group_ids: [], interval: 'INTERVAL_PER_QUANTITY', tax_rate_id: aliceRate },
    {
      amount_cents: 100,
      customer_group_ids: [10, 11],
      interval: 'INTERVAL_PER_HOUR',
      tax_rate_id: aliceRate,
    },
  ],
  resource_ids: [1, 2],
});
const addItem = (manager: number, fields: Record<string, unknown>) =>
  grpcCall<billing.Item__Output>(svc.client, 'AddItem', { ...chairs(), ...fields }, as(manager));

describe('inventory items and services', () => {
  test('an inventory item with its prices, groups and resources by name', async () => {
    const item = await expectGrpcOk(addItem(ALICE, {}));
    assert.equal(item.kind, 'ITEM_KIND_INVENTORY');
    assert.deepEqual(item.inventory, {
      inventory_no: 'INV-7',
      type: 'furniture',
      model: 'S1',
      serial_no: 'SN1',
      quantity: 40,
      price_cost_cents: 1999,
    });
    assert.deepEqual(
      item.prices.map((p) => [p.amount_cents, p.customer_groups, p.interval, p.tax_rate_id, p.tax_rate_bp]),
      [
        [250, [], 'INTERVAL_PER_QUANTITY', aliceRate, 1900],
        [
          100,
          [
            { id: 10, name: 'Schools' },
            { id: 11, name: 'Members' },
          ],
          'INTERVAL_PER_HOUR',
          aliceRate,
          1900,
        ],
      ],
    );
    assert.deepEqual(item.resources, [
      { id: 1, name: 'Hall' },
      { id: 2, name: 'Hall A' },
    ]);
    const { items } = await expectGrpcOk(
      grpcCall<billing.ListItemsResponse__Output>(
        svc.client,
        'ListItems',
        { kind: 'ITEM_KIND_INVENTORY' },
        as(ALICE),
      ),
    );
    assert.deepEqual(items, [item]);
  });

  test('a service has no inventory fields; the lists keep the kinds apart', async () => {
    const service = await expectGrpcOk(
      addItem(ALICE, { kind: 'ITEM_KIND_SERVICE', name: 'Cleaning', inventory: null }),
    );
    assert.equal(service.inventory ?? null, null, 'no inventory details');
    const { items: services } = await expectGrpcOk(
      grpcCall<billing.ListItemsResponse__Output>(
        svc.client,
        'ListItems',
        { kind: 'ITEM_KIND_SERVICE' },
        as(ALICE),
      ),
    );
    assert.deepEqual(
      services.map((s) => s.name),
      ['Cleaning'],
    );
    const { items: bobs } = await expectGrpcOk(
      grpcCall<billing.ListItemsResponse__Output>(
        svc.client,
        'ListItems',
        { kind: 'ITEM_KIND_INVENTORY' },
        as(BOB),
      ),
    );
    assert.deepEqual(bobs, []);
    await expectGrpcError(grpcCall(svc.client, 'ListItems', {}, as(ALICE)), status.INVALID_ARGUMENT);
  });

  test('bad input is INVALID_ARGUMENT and writes nothing', async () => {
    const tables = ['item', 'item_price', 'item_resource'];
    const before = await Promise.all(tables.map((t) => svc.count(t)));
    const price = (fields: Record<string, unknown>) => ({ prices: [{ ...chairs().prices[0], ...fields }] });
    const refusals: [Record<string, unknown>, RegExp][] = [
      [price({ amount_cents: -5 }), /price of an item cannot be negative/],
      [price({ interval: 'INTERVAL_PER_DAY' }), /per minute, per 30 minutes, per hour or per quantity/],
      [price({ interval: 'INTERVAL_UNSPECIFIED' }), /per minute, per 30 minutes, per hour or per quantity/],
      [
        { inventory: { ...chairs().inventory, quantity: -1 } },
        /stock of an inventory item cannot be negative/,
      ],
      [
        { inventory: { ...chairs().inventory, price_cost_cents: -1 } },
        /cost price of an inventory item cannot be negative/,
      ],
      [{ kind: 'ITEM_KIND_SERVICE' }, /a service has no stock/],
      [{ kind: 'ITEM_KIND_UNSPECIFIED' }, /inventory item or a service/],
      [{ name: ' ' }, /name of an inventory item is required/],
    ];
    for (const [fields, message] of refusals)
      await expectGrpcError(addItem(ALICE, fields), status.INVALID_ARGUMENT, message);
    assert.deepEqual(await Promise.all(tables.map((t) => svc.count(t))), before);
  });

  test("another manager's tax rate, group or resource is not found, like a missing one", async () => {
    const before = await svc.count('item');
    const price = (fields: Record<string, unknown>) => ({ prices: [{ ...chairs().prices[0], ...fields }] });
    await expectGrpcError(
      addItem(ALICE, price({ tax_rate_id: bobRate })),
      status.NOT_FOUND,
      new RegExp(`tax rate ${bobRate} not found`),
    );
    await expectGrpcError(
      addItem(ALICE, price({ customer_group_ids: [20] })),
      status.NOT_FOUND,
      /customer group 20 not found/,
    );
    await expectGrpcError(addItem(ALICE, { resource_ids: [9] }), status.NOT_FOUND, /resource 9 not found/);
    assert.equal(await svc.count('item'), before);
  });
});
