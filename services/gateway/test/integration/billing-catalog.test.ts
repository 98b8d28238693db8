// Billing through the gateway: the internal manager endpoints for tax rates, settings, rules,
// tariffs, inventory items and services, and the v2 lists of 2.7 (inventory_list, service_list),
// field by field; tenancy (another manager's ids are not found) and bad input (400, nothing written).
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

const BILLING_TABLES = [
  'billing.tax_rate',
  'billing.tax_settings',
  'billing.tax_rule',
  'billing.tariff',
  'billing.tariff_resource',
  'billing.item',
  'billing.item_price',
  'billing.item_resource',
] as const;

interface Setup {
  m: TestManager;
  main: number;
  part: number;
  group: { id: number; name: string };
  standard: number;
  reduced: number;
}

async function setUp(timezone = 'Asia/Kolkata'): Promise<Setup> {
  const m = await newManager(stack, { timezone });
  const main = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  const part = expectOk(await m.post('/api/v2/resource_add', { title: 'Stage', parent_id: main }))
    .id as number;
  const group = expectOk(await m.post('/api/internal/customer_group_add', { name: 'Schools' }));
  const standard = expectOk(await m.post('/api/internal/tax_rate_add', { name: 'Standard', rate: '19' }))
    .id as number;
  const reduced = expectOk(await m.post('/api/internal/tax_rate_add', { name: 'Reduced', rate: '7.5' }))
    .id as number;
  return { m, main, part, group: { id: group.id, name: group.name }, standard, reduced };
}

describe('taxes', () => {
  test('tax_rate_add answers {id, message}; tax_settings reads the defaults, then the settings set', async () => {
    const m = await newManager(stack);
    const added = await m.post('/api/internal/tax_rate_add', { name: 'Standard', rate: '19' });
    const data = expectOk(added);
    assert.deepEqual(Object.keys(data), ['id', 'message']);
    assert.ok(Number.isInteger(data.id) && data.id > 0);
    assert.equal(data.message, 'Tax rate added');
    assert.equal(added.body.total, 1);
    const form = expectOk(
      await m.post('/api/internal/tax_rate_add', { name: 'Half', rate: '7.25' }, { form: true }),
    );
    const zero = expectOk(await m.post('/api/internal/tax_rate_add', { name: 'None', rate: 0 }));

    assert.deepEqual(expectOk(await m.get('/api/internal/tax_settings')), {
      vat_active: 0,
      calculation: 'vertical',
      default_tax_rate_id: 0,
      tax_rates: [
        { id: data.id, name: 'Standard', rate: '19', category: 'S', exemption_reason: '' },
        { id: form.id, name: 'Half', rate: '7.25', category: 'S', exemption_reason: '' },
        { id: zero.id, name: 'None', rate: '0', category: '', exemption_reason: '' },
      ],
    });

    const set = expectOk(
      await m.post(
        '/api/internal/tax_settings_set',
        { vat_active: '1', calculation: 'horizontal', default_tax_rate_id: data.id },
        { form: true },
      ),
    );
    assert.deepEqual(set, { id: m.managerId, message: 'Tax settings saved' });
    const read = expectOk(await m.get('/api/internal/tax_settings'));
    assert.equal(read.vat_active, 1);
    assert.equal(read.calculation, 'horizontal');
    assert.equal(read.default_tax_rate_id, data.id);
  });

  test('tax_rule_add gives a customer group another rate', async () => {
    const { m, group, reduced } = await setUp();
    const rule = expectOk(
      await m.post('/api/internal/tax_rule_add', {
        customer_group_id: group.id,
        tax_rate_id: reduced,
        applies_to: 'both',
      }),
    );
    assert.ok(rule.id > 0);
    assert.equal(rule.message, 'Tax rule added');
    assert.equal(await countOf('billing.tax_rule', m.managerId), 1);
  });
});

async function countOf(table: string, managerId: number): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `select count(*)::int as n from ${table} where manager_id = $1`,
    [managerId],
  );
  return rows[0]!.n;
}

describe('tariffs', () => {
  test('tariff_add and tariff_list, field by field', async () => {
    const { m, main, part, group } = await setUp();
    const hourly = expectOk(
      await m.post('/api/internal/tariff_add', {
        title: 'Hourly',
        customer_group_id: 0,
        resource_ids: `${main}, ${part}`,
        price_type: 'fixed',
        interval: 'per_30_minutes',
        amount: '12.5',
        weekdays: 'mon,sat',
        valid_from: '2031-01-01',
        valid_to: '2031-06-30',
      }),
    );
    assert.equal(hourly.message, 'Tariff added');
    const flat = expectOk(
      await m.post(
        '/api/internal/tariff_add',
        {
          title: 'Schools flat',
          customer_group_id: group.id,
          resource_ids: String(part),
          price_type: 'flat',
          amount: '99',
        },
        { form: true },
      ),
    );
    const list = await m.get('/api/internal/tariff_list');
    const tariffs = expectOk(list);
    assert.equal(list.body.total, 2);
    const [first, second] = tariffs;
    const createdOn = first.created_on as string;
    assert.match(
      createdOn,
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/,
      'ISO 8601 with the manager offset',
    );
    assert.ok(Math.abs(Date.parse(createdOn) - Date.now()) < 60_000);
    assert.deepEqual(first, {
      id: hourly.id,
      title: 'Hourly',
      customer_group_id: 0,
      resource_ids: [main, part],
      price_type: 'fixed',
      interval: 'per_30_minutes',
      amount: '12.50',
      weekdays: ['mon', 'sat'],
      valid_from: '2031-01-01',
      valid_to: '2031-06-30',
      created_on: createdOn,
    });
    assert.deepEqual(
      { ...second, created_on: undefined },
      {
        id: flat.id,
        title: 'Schools flat',
        customer_group_id: group.id,
        resource_ids: [part],
        price_type: 'flat',
        interval: '',
        amount: '99.00',
        weekdays: [],
        valid_from: null,
        valid_to: null,
        created_on: undefined,
      },
    );
  });
});

describe('inventory items and services (2.7)', () => {
  test('inventory_add with every field; inventory_list shows it exactly as 2.7 describes', async () => {
    const { m, main, part, group, standard, reduced } = await setUp();
    const added = expectOk(
      await m.post('/api/internal/inventory_add', {
        name: 'Projector',
        description: 'Full HD',
        image: 'https://img.example.test/projector.png',
        inventory_no: 'INV-7',
        i_type: 'AV',
        model: 'PX-1',
        serial_no: 'SN-123',
        quantity: 4,
        price_cost: '499.9',
        resource_ids: `${main},${part}`,
        prices: [
          { price: '2.50', customer_group_ids: '0', interval: 'per_hour', tax_rate_id: standard },
          { price: 1, customer_group_ids: [group.id], interval: 'per_quantity', tax_rate_id: reduced },
        ],
      }),
    );
    assert.deepEqual(Object.keys(added), ['id', 'message']);
    assert.equal(added.message, 'Inventory item added');
    const list = await m.get('/api/v2/inventory_list');
    const items = expectOk(list);
    assert.equal(list.body.total, 1);
    const [item] = items;
    assert.match(item.created_on, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    assert.deepEqual(Object.keys(item), [
      'id',
      'name',
      'image',
      'created_on',
      'description',
      'inventory_no',
      'i_type',
      'model',
      'serial_no',
      'quantity',
      'price_cost',
      'prices',
      'resources',
    ]);
    assert.deepEqual(item, {
      id: added.id,
      name: 'Projector',
      image: 'https://img.example.test/projector.png',
      created_on: item.created_on,
      description: 'Full HD',
      inventory_no: 'INV-7',
      i_type: 'AV',
      model: 'PX-1',
      serial_no: 'SN-123',
      quantity: '4',
      price_cost: '499.90',
      prices: [
        { price: '2.50', customer_groups: ['All groups'], interval: 'per_hour', tax: 19 },
        { price: '1.00', customer_groups: { [group.id]: 'Schools' }, interval: 'per_quantity', tax: 7.5 },
      ],
      resources: { [main]: 'Hall', [part]: 'Stage' },
    });
    assert.deepEqual(expectOk(await m.get('/api/v2/service_list')), [], 'services are listed apart');
  });

  test('service_add with prices as a JSON string (form) and as a form list; service_list', async () => {
    const { m, main, group, reduced, standard } = await setUp();
    const catering = expectOk(
      await m.post(
        '/api/internal/service_add',
        {
          name: 'Catering',
          resource_ids: String(main),
          prices: JSON.stringify([
            {
              price: '15',
              customer_group_ids: `${group.id}`,
              interval: 'per_quantity',
              tax_rate_id: reduced,
            },
          ]),
        },
        { form: true },
      ),
    );
    assert.equal(catering.message, 'Service added');
    const cleaning = expectOk(
      await m.post(
        '/api/internal/service_add',
        {
          name: 'Cleaning',
          prices: { 0: { price: '30', interval: 'per_30_minutes', tax_rate_id: standard } },
        },
        { form: true },
      ),
    );
    const bare = expectOk(await m.post('/api/internal/service_add', { name: 'Nothing priced' }));
    const services = expectOk(await m.get('/api/v2/service_list'));
    assert.deepEqual(
      services.map((s: { id: number }) => s.id),
      [catering.id, cleaning.id, bare.id],
    );
    const [first, second, third] = services;
    assert.deepEqual(Object.keys(first), [
      'id',
      'name',
      'image',
      'created_on',
      'description',
      'prices',
      'resources',
    ]);
    assert.deepEqual(
      { ...first, created_on: '' },
      {
        id: catering.id,
        name: 'Catering',
        image: '',
        created_on: '',
        description: '',
        prices: [
          { price: '15.00', customer_groups: { [group.id]: 'Schools' }, interval: 'per_quantity', tax: 7.5 },
        ],
        resources: { [main]: 'Hall' },
      },
    );
    assert.deepEqual(second.prices, [
      { price: '30.00', customer_groups: ['All groups'], interval: 'per_30_minutes', tax: 19 },
    ]);
    assert.deepEqual(second.resources, {});
    assert.deepEqual(third.prices, []);
    assert.deepEqual(expectOk(await m.get('/api/v2/inventory_list')), []);
  });
});

describe('tenancy: another manager’s ids are not found', () => {
  test('tax rates, customer groups, resources and bookings of another manager → 404, nothing written', async () => {
    const a = await setUp();
    const b = await setUp();
    expectOk(await a.m.post('/api/internal/inventory_add', { name: 'Mic', resource_ids: String(a.main) }));
    const before = await rowCounts(sql, BILLING_TABLES);

    expectFailure(
      await b.m.post('/api/internal/tax_settings_set', {
        vat_active: 1,
        calculation: 'vertical',
        default_tax_rate_id: a.standard,
      }),
      404,
    );
    expectFailure(
      await b.m.post('/api/internal/tax_rule_add', {
        customer_group_id: b.group.id,
        tax_rate_id: a.reduced,
        applies_to: 'main',
      }),
      404,
    );
    expectFailure(
      await b.m.post('/api/internal/tax_rule_add', {
        customer_group_id: a.group.id,
        tax_rate_id: b.reduced,
        applies_to: 'main',
      }),
      404,
    );
    expectFailure(
      await b.m.post('/api/internal/tariff_add', {
        title: 'X',
        customer_group_id: 0,
        resource_ids: String(a.main),
        price_type: 'flat',
        amount: '1',
      }),
      404,
    );
    expectFailure(
      await b.m.post('/api/internal/tariff_add', {
        title: 'X',
        customer_group_id: a.group.id,
        resource_ids: String(b.main),
        price_type: 'flat',
        amount: '1',
      }),
      404,
    );
    expectFailure(
      await b.m.post('/api/internal/inventory_add', {
        name: 'X',
        prices: [{ price: '1', interval: 'per_hour', tax_rate_id: a.standard }],
      }),
      404,
    );
    expectFailure(
      await b.m.post('/api/internal/service_add', { name: 'X', resource_ids: String(a.main) }),
      404,
    );
    expectFailure(
      await b.m.post('/api/internal/service_add', {
        name: 'X',
        prices: [
          {
            price: '1',
            customer_group_ids: String(a.group.id),
            interval: 'per_hour',
            tax_rate_id: b.standard,
          },
        ],
      }),
      404,
    );
    assert.deepEqual(await rowCounts(sql, BILLING_TABLES), before);

    assert.deepEqual(expectOk(await b.m.get('/api/v2/inventory_list')), []);
    assert.deepEqual(expectOk(await b.m.get('/api/internal/tariff_list')), []);
    assert.equal(expectOk(await b.m.get('/api/internal/tax_settings')).tax_rates.length, 2);
  });
});

describe('bad input: 400 and nothing written', () => {
  test('negative amounts, unknown intervals, rates over 100 or too precise, missing fields', async () => {
    const { m, main, standard } = await setUp();
    const before = await rowCounts(sql, BILLING_TABLES);
    const tariff = {
      title: 'T',
      customer_group_id: 0,
      resource_ids: String(main),
      price_type: 'fixed',
      interval: 'per_hour',
      amount: '10',
    };
    const refusals: [string, Record<string, unknown>, RegExp][] = [
      ['/api/internal/tax_rate_add', { name: 'Too much', rate: '100.01' }, /rate is at most 100/],
      ['/api/internal/tax_rate_add', { name: 'Negative', rate: '-1' }, /rate cannot be negative/],
      ['/api/internal/tax_rate_add', { name: 'Precise', rate: '7.125' }, /rate must be a percentage/],
      ['/api/internal/tax_rate_add', { name: 'Words', rate: 'nineteen' }, /rate must be a percentage/],
      ['/api/internal/tax_rate_add', { rate: '19' }, /name/],
      ['/api/internal/tax_settings_set', { vat_active: 2, calculation: 'vertical' }, /vat_active/],
      ['/api/internal/tax_settings_set', { vat_active: 1, calculation: 'diagonal' }, /calculation/],
      [
        '/api/internal/tax_rule_add',
        { customer_group_id: 1, tax_rate_id: standard, applies_to: 'all' },
        /applies_to/,
      ],
      ['/api/internal/tariff_add', { ...tariff, amount: '-10' }, /amount cannot be negative/],
      ['/api/internal/tariff_add', { ...tariff, amount: '100000000.01' }, /^amount is at most 100000000\.00$/],
      ['/api/internal/tariff_add', { ...tariff, amount: '10.001' }, /amount must be an amount/],
      ['/api/internal/tariff_add', { ...tariff, interval: 'per_week' }, /interval/],
      [
        '/api/internal/tariff_add',
        { ...tariff, interval: undefined },
        /interval is required for a fixed tariff/,
      ],
      ['/api/internal/tariff_add', { ...tariff, price_type: 'hourly' }, /price_type/],
      ['/api/internal/tariff_add', { ...tariff, weekdays: 'mon,funday' }, /weekdays/],
      [
        '/api/internal/tariff_add',
        { ...tariff, valid_from: '2031-02-01', valid_to: '2031-01-01' },
        /valid_to/,
      ],
      ['/api/internal/tariff_add', { ...tariff, valid_from: '01.02.2031' }, /valid_from/],
      ['/api/internal/tariff_add', { ...tariff, resource_ids: 'a,b' }, /resource_ids/],
      ['/api/internal/inventory_add', { name: 'X', quantity: -1 }, /quantity/],
      ['/api/internal/inventory_add', { name: 'X', price_cost: '-5' }, /price_cost cannot be negative/],
      [
        '/api/internal/inventory_add',
        { name: 'X', prices: [{ price: '-1', interval: 'per_hour', tax_rate_id: standard }] },
        /prices\[0\]\.price cannot be negative/,
      ],
      [
        '/api/internal/inventory_add',
        { name: 'X', prices: [{ price: '1', interval: 'per_day', tax_rate_id: standard }] },
        /interval/,
      ],
      ['/api/internal/service_add', { name: 'X', prices: '[{"price": "1"' }, /prices is not valid JSON/],
      [
        '/api/internal/service_add',
        { name: 'X', prices: [{ price: '1', interval: 'per_hour' }] },
        /tax_rate_id/,
      ],
    ];
    for (const [path, body, message] of refusals) {
      expectFailure(await m.post(path, body), 400, message);
    }
    expectFailure(await m.get('/api/internal/booking_price', { booking_id: 'x' }), 400);
    assert.deepEqual(await rowCounts(sql, BILLING_TABLES), before);
  });
});
