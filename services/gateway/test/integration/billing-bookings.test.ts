// Bookings with inventory items and services through the gateway: the features and inventory of
// booking answers (2.3) composed from bookings and billing, booking_add's refusals of items not
// offered or above stock (nothing written), and booking_price for a booking with items.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  expectFailure,
  expectOk,
  newManager,
  openSql,
  rowCounts,
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

const BOOKING_TABLES = ['bookings.booking', 'bookings.booking_instance'] as const;

interface Venue {
  m: TestManager;
  main: number;
  part: number;
  other: number;
  group: number;
  customer: number;
  standard: number;
  reduced: number;
  projector: number;
  catering: number;
  mic: number;
}

/** A priced venue: VAT on (vertical, 19 % default), 40.00 per hour on the hall, a projector and catering. */
async function setUp(): Promise<Venue> {
  const m = await newManager(stack, { timezone: 'Europe/Berlin' });
  const main = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  const part = expectOk(await m.post('/api/v2/resource_add', { title: 'Stage', parent_id: main }))
    .id as number;
  const other = expectOk(await m.post('/api/v2/resource_add', { title: 'Garden' })).id as number;
  const group = expectOk(await m.post('/api/internal/customer_group_add', { name: 'Schools' })).id as number;
  const [{ id: customer }] = expectOk(
    await m.post('/api/v2/customer_add', {
      first_name: 'Ada',
      customer_group_id: String(group),
      default_customer_group: String(group),
    }),
  );
  const standard = expectOk(await m.post('/api/internal/tax_rate_add', { name: 'Standard', rate: '19' })).id;
  const reduced = expectOk(await m.post('/api/internal/tax_rate_add', { name: 'Reduced', rate: '7.5' })).id;
  expectOk(
    await m.post('/api/internal/tax_settings_set', {
      vat_active: 1,
      calculation: 'vertical',
      default_tax_rate_id: standard,
    }),
  );
  expectOk(
    await m.post('/api/internal/tariff_add', {
      title: 'Hourly',
      customer_group_id: 0,
      resource_ids: String(main),
      price_type: 'fixed',
      interval: 'per_hour',
      amount: '40',
    }),
  );
  const projector = expectOk(
    await m.post('/api/internal/inventory_add', {
      name: 'Projector',
      quantity: 3,
      price_cost: '250.00',
      resource_ids: String(main),
      prices: [
        { price: '2.50', interval: 'per_hour', tax_rate_id: standard },
        { price: '1.50', customer_group_ids: String(group), interval: 'per_quantity', tax_rate_id: standard },
      ],
    }),
  ).id;
  const catering = expectOk(
    await m.post('/api/internal/service_add', {
      name: 'Catering',
      resource_ids: String(main),
      prices: [{ price: '12', interval: 'per_quantity', tax_rate_id: reduced }],
    }),
  ).id;
  const mic = expectOk(
    await m.post('/api/internal/inventory_add', { name: 'Mic', quantity: 10, resource_ids: String(other) }),
  ).id;
  return { m, main, part, other, group, customer, standard, reduced, projector, catering, mic };
}

function booking(v: Venue, extra: Record<string, unknown> = {}) {
  return {
    booking_mode: 'direct_booking',
    recurring: '0',
    date_from: '2031-04-21',
    date_to: '2031-04-21',
    time_from: '09:00',
    time_to: '10:30',
    main_resource: v.main,
    resource_parts: { [v.main]: [] },
    ...extra,
  };
}

describe('booking answers carry the selected items (2.3)', () => {
  test('detail and list with show_details: features and inventory keyed by item id, with the price of the customer', async () => {
    const v = await setUp();
    const [{ id: anonymous }] = expectOk(
      await v.m.post(
        '/api/v2/booking_add',
        booking(v, {
          inventory: { [v.main]: { [v.projector]: { checked: 'on', quantity: 2 } } },
          services: JSON.stringify({ [v.main]: { [v.catering]: { checked: 'on', quantity: 10 } } }),
        }),
      ),
    );
    const detail = expectOk(await v.m.get(`/api/v2/booking/${anonymous}`));
    assert.equal(detail.resources.length, 1);
    const [entry] = detail.resources;
    assert.deepEqual(Object.keys(entry), ['resource_id', 'resource', 'instances', 'features', 'inventory']);
    assert.deepEqual(entry.inventory, {
      [v.projector]: {
        rule_interval: 'per_hour',
        rule_price: 2.5,
        rule_name: 'Projector',
        price_cost: 250,
        quantity: '2',
      },
    });
    assert.deepEqual(entry.features, {
      [v.catering]: {
        rule_interval: 'per_quantity',
        rule_price: 12,
        rule_name: 'Catering',
        price_cost: 0,
        quantity: '10',
      },
    });

    // The customer's default group has its own projector price; a selection on a part shows under its main resource.
    const [{ id: schools }] = expectOk(
      await v.m.post(
        '/api/v2/booking_add',
        booking(v, {
          customer_id: v.customer,
          time_from: '11:00',
          time_to: '12:00',
          resource_parts: { [v.main]: [v.part] },
          inventory: { [v.part]: { [v.projector]: { checked: 'on', quantity: 1 } } },
        }),
        { form: true },
      ),
    );
    const schoolDetail = expectOk(await v.m.get(`/api/v2/booking/${schools}`));
    assert.deepEqual(schoolDetail.resources[0].inventory, {
      [v.projector]: {
        rule_interval: 'per_quantity',
        rule_price: 1.5,
        rule_name: 'Projector',
        price_cost: 250,
        quantity: '1',
      },
    });
    assert.deepEqual(schoolDetail.resources[0].features, {});

    const range = { resource_id: v.main, date_from: '2031-04-21', date_to: '2031-04-21' };
    const listed = expectOk(await v.m.get('/api/v2/booking_list', { ...range, show_details: 'true' }));
    const byId = new Map(listed.map((b: { id: number }) => [b.id, b]));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary payloads
    const listedAnonymous = byId.get(anonymous) as any;
    assert.deepEqual(listedAnonymous.resources[0].inventory, entry.inventory);
    assert.deepEqual(listedAnonymous.resources[0].features, entry.features);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary payloads
    assert.deepEqual((byId.get(schools) as any).resources[0].inventory, schoolDetail.resources[0].inventory);
    const plain = expectOk(await v.m.get('/api/v2/booking_list', range));
    assert.ok(
      plain.every((b: { resources: object[] }) =>
        b.resources.every((r) => !('inventory' in r) && !('features' in r)),
      ),
    );
  });
});

describe('booking_add refuses item selections the booking cannot have', () => {
  test('not offered on the resource, above stock (also summed), on an unbooked part: 400; another manager’s item: 404; nothing written', async () => {
    const v = await setUp();
    const stranger = await setUp();
    const before = await rowCounts(sql, BOOKING_TABLES);
    const item = (resource: number, id: number, quantity: number) => ({
      [resource]: { [id]: { checked: 'on', quantity } },
    });

    expectFailure(
      await v.m.post('/api/v2/booking_add', booking(v, { inventory: item(v.main, v.mic, 1) })),
      400,
      `inventory item ${v.mic} is not offered on resource ${v.main}`,
    );
    expectFailure(
      await v.m.post('/api/v2/booking_add', booking(v, { inventory: item(v.main, v.projector, 4) })),
      400,
      `only 3 of inventory item ${v.projector} are in stock`,
    );
    expectFailure(
      await v.m.post(
        '/api/v2/booking_add',
        booking(v, {
          resource_parts: { [v.main]: [v.part] },
          inventory: {
            [v.main]: { [v.projector]: { checked: 'on', quantity: 2 } },
            [v.part]: { [v.projector]: { checked: 'on', quantity: 2 } },
          },
        }),
      ),
      400,
      `only 3 of inventory item ${v.projector} are in stock`,
    );
    expectFailure(
      await v.m.post('/api/v2/booking_add', booking(v, { services: item(v.part, v.catering, 1) })),
      400,
      `service ${v.catering} is selected on resource ${v.part}, which the booking does not book`,
    );
    expectFailure(
      await v.m.post('/api/v2/booking_add', booking(v, { services: item(v.main, v.projector, 1) })),
      404,
      `service ${v.projector} not found`,
    );
    expectFailure(
      await v.m.post('/api/v2/booking_add', booking(v, { inventory: item(v.main, stranger.projector, 1) })),
      404,
      `inventory item ${stranger.projector} not found`,
    );
    assert.deepEqual(await rowCounts(sql, BOOKING_TABLES), before);

    // Exactly the stock is fine.
    expectOk(await v.m.post('/api/v2/booking_add', booking(v, { inventory: item(v.main, v.projector, 3) })));
  });
});

describe('booking_price', () => {
  test('the rows of a booking with items: net, tax rate, tax and gross per row, totals and tax totals', async () => {
    const v = await setUp();
    const [{ id }] = expectOk(
      await v.m.post(
        '/api/v2/booking_add',
        booking(v, {
          inventory: { [v.main]: { [v.projector]: { checked: 'on', quantity: 2 } } },
          services: { [v.main]: { [v.catering]: { checked: 'on', quantity: 10 } } },
        }),
      ),
    );
    const answer = await v.m.get('/api/internal/booking_price', { booking_id: id });
    const price = expectOk(answer);
    assert.equal(answer.body.total, 1);
    const instanceId = expectOk(await v.m.get(`/api/v2/booking/${id}`)).resources[0].instances[0].id;
    const row = (type: string) => price.rows.find((r: { type: string }) => r.type === type);
    assert.equal(price.rows.length, 3);
    assert.deepEqual(row('resource'), {
      type: 'resource',
      resource_id: v.main,
      resource: 'Hall',
      instance_id: instanceId,
      item_id: null,
      name: 'Hourly',
      from: '2031-04-21 09:00',
      to: '2031-04-21 10:30',
      price_type: 'fixed',
      interval: 'per_hour',
      quantity: 1,
      units: 2,
      unit_price: '40.00',
      net: '80.00',
      tax_rate: '19',
      tax: '15.20',
      gross: '95.20',
    });
    assert.deepEqual(row('inventory'), {
      type: 'inventory',
      resource_id: v.main,
      resource: 'Hall',
      instance_id: null,
      item_id: v.projector,
      name: 'Projector',
      from: '2031-04-21 09:00',
      to: '2031-04-21 10:30',
      price_type: 'fixed',
      interval: 'per_hour',
      quantity: 2,
      units: 4,
      unit_price: '2.50',
      net: '10.00',
      tax_rate: '19',
      tax: '1.90',
      gross: '11.90',
    });
    assert.deepEqual(
      {
        net: row('service').net,
        tax_rate: row('service').tax_rate,
        tax: row('service').tax,
        gross: row('service').gross,
        units: row('service').units,
      },
      { net: '120.00', tax_rate: '7.5', tax: '9.00', gross: '129.00', units: 10 },
    );
    assert.deepEqual(
      { ...price, rows: undefined },
      {
        booking_id: id,
        vat_active: 1,
        calculation: 'vertical',
        customer_group_id: 0,
        rows: undefined,
        taxes: [
          { tax_rate: '7.5', net: '120.00', tax: '9.00' },
          { tax_rate: '19', net: '90.00', tax: '17.10' },
        ],
        net: '210.00',
        tax: '26.10',
        gross: '236.10',
      },
    );
  });

  test('another manager’s booking and a missing one are not found alike', async () => {
    const v = await setUp();
    const stranger = await newManager(stack);
    const [{ id }] = expectOk(await v.m.post('/api/v2/booking_add', booking(v)));
    const foreign = expectFailure(await stranger.get('/api/internal/booking_price', { booking_id: id }), 404);
    const missing = expectFailure(
      await stranger.get('/api/internal/booking_price', { booking_id: id + 100_000 }),
      404,
    );
    assert.equal(foreign.replace(String(id), 'N'), missing.replace(String(id + 100_000), 'N'));
  });
});
