// CheckSelections and DescribeSelections over gRPC with fake peers: the checks of booking_add's
// item selections, and the items of booking answers with the price of each customer.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { status } from '@grpc/grpc-js';
import type { billing } from '../../src/index.ts';
import { expectGrpcError, expectGrpcOk, grpcCall } from '@venue/testing';
import { as, startBillingUnderTest, type BillingUnderTest } from '../helpers/billing.ts';

const ALICE = 301;
const BOB = 302;
let svc: BillingUnderTest;
let projector: number;
let catering: number;
let bobItem: number;

before(async () => {
  svc = await startBillingUnderTest();
  svc.peers.addResource(ALICE, 1, 'Hall');
  svc.peers.addResource(ALICE, 2, 'Stage', 1);
  svc.peers.addResource(ALICE, 3, 'Garden');
  svc.peers.addResource(BOB, 9, 'Barn');
  svc.peers.addGroup(ALICE, 10, 'Schools');
  svc.peers.addCustomer(ALICE, 500, 10);
  svc.peers.addCustomer(ALICE, 501, null);
  const rate = (
    await expectGrpcOk(grpcCall<billing.TaxRate__Output>(svc.client, 'AddTaxRate', { name: 'S', rate_bp: 1900 }, as(ALICE)))
  ).id;
  const bobRate = (
    await expectGrpcOk(grpcCall<billing.TaxRate__Output>(svc.client, 'AddTaxRate', { name: 'S', rate_bp: 1900 }, as(BOB)))
  ).id;
  const add = (manager: number, request: Record<string, unknown>) =>
    expectGrpcOk(grpcCall<billing.Item__Output>(svc.client, 'AddItem', request, as(manager)));
  projector = (
    await add(ALICE, {
      kind: 'ITEM_KIND_INVENTORY',
      name: 'Projector',
      inventory: { quantity: 3, price_cost_cents: 25000 },
      resource_ids: [1],
      prices: [
        { amount_cents: 250, interval: 'INTERVAL_PER_HOUR', tax_rate_id: rate },
        { amount_cents: 150, customer_group_ids: [10], interval: 'INTERVAL_PER_QUANTITY', tax_rate_id: rate },
      ],
    })
  ).id;
  catering = (await add(ALICE, { kind: 'ITEM_KIND_SERVICE', name: 'Catering', resource_ids: [3] })).id;
  bobItem = (
    await add(BOB, {
      kind: 'ITEM_KIND_SERVICE',
      name: 'Hay',
      resource_ids: [9],
      prices: [{ amount_cents: 100, interval: 'INTERVAL_PER_QUANTITY', tax_rate_id: bobRate }],
    })
  ).id;
});
after(() => svc.stop());

const inventory = (resource_id: number, item_id: number, quantity: number) => ({
  kind: 'ITEM_KIND_INVENTORY',
  resource_id,
  item_id,
  quantity,
});
const check = (manager: number, request: Record<string, unknown>) =>
  grpcCall<billing.CheckSelectionsResponse__Output>(svc.client, 'CheckSelections', request, as(manager));

describe('CheckSelections', () => {
  test('offered items within stock pass, on the main resource and on a booked part', async () => {
    await expectGrpcOk(check(ALICE, { main_resource_id: 1, items: [inventory(1, projector, 3)] }));
    await expectGrpcOk(
      check(ALICE, {
        main_resource_id: 1,
        part_ids: [2],
        items: [inventory(1, projector, 1), inventory(2, projector, 2)],
      }),
    );
    await expectGrpcOk(check(ALICE, { main_resource_id: 1, items: [] }));
  });

  test('refusals: not offered, above stock, summed above stock, an unbooked part, unknown or foreign ids', async () => {
    await expectGrpcError(
      check(ALICE, {
        main_resource_id: 1,
        items: [{ ...inventory(1, catering, 1), kind: 'ITEM_KIND_SERVICE' }],
      }),
      status.INVALID_ARGUMENT,
      /not offered on resource 1/,
    );
    await expectGrpcError(
      check(ALICE, { main_resource_id: 1, items: [inventory(1, projector, 4)] }),
      status.INVALID_ARGUMENT,
      /only 3 of inventory item/,
    );
    await expectGrpcError(
      check(ALICE, {
        main_resource_id: 1,
        part_ids: [2],
        items: [inventory(1, projector, 2), inventory(2, projector, 2)],
      }),
      status.INVALID_ARGUMENT,
      /only 3 of inventory item/,
    );
    await expectGrpcError(
      check(ALICE, { main_resource_id: 1, items: [inventory(2, projector, 1)] }),
      status.INVALID_ARGUMENT,
      /does not book/,
    );
    await expectGrpcError(
      check(ALICE, { main_resource_id: 1, items: [inventory(1, projector, 0)] }),
      status.INVALID_ARGUMENT,
      /at least 1/,
    );
    await expectGrpcError(
      check(ALICE, { main_resource_id: 1, items: [inventory(1, bobItem, 1)] }),
      status.NOT_FOUND,
      /not found/,
    );
    await expectGrpcError(
      check(BOB, { main_resource_id: 1, items: [inventory(1, projector, 1)] }),
      status.NOT_FOUND,
      /not found/,
    );
    await expectGrpcError(
      check(ALICE, { main_resource_id: 9, items: [inventory(9, projector, 1)] }),
      status.NOT_FOUND,
      /resource 9 not found/,
    );
  });
});

describe('DescribeSelections', () => {
  test('each customer gets the price of its default group, else the all-groups price; foreign items are left out', async () => {
    const { items } = await expectGrpcOk(
      grpcCall<billing.DescribeSelectionsResponse__Output>(
        svc.client,
        'DescribeSelections',
        {
          pairs: [
            { customer_id: 0, item_id: projector },
            { customer_id: 500, item_id: projector },
            { customer_id: 501, item_id: projector },
            { customer_id: 999, item_id: projector },
            { customer_id: 0, item_id: catering },
            { customer_id: 0, item_id: bobItem },
          ],
        },
        as(ALICE),
      ),
    );
    const view = items.map((i) => [
      i.customer_id,
      i.item_id,
      i.kind,
      i.name,
      i.price_cost_cents,
      i.interval,
      i.amount_cents,
    ]);
    assert.deepEqual(view, [
      [0, projector, 'ITEM_KIND_INVENTORY', 'Projector', 25000, 'INTERVAL_PER_HOUR', 250],
      [500, projector, 'ITEM_KIND_INVENTORY', 'Projector', 25000, 'INTERVAL_PER_QUANTITY', 150],
      [501, projector, 'ITEM_KIND_INVENTORY', 'Projector', 25000, 'INTERVAL_PER_HOUR', 250],
      [999, projector, 'ITEM_KIND_INVENTORY', 'Projector', 25000, 'INTERVAL_PER_HOUR', 250],
      [0, catering, 'ITEM_KIND_SERVICE', 'Catering', 0, 'INTERVAL_UNSPECIFIED', 0],
    ]);
  });
});
