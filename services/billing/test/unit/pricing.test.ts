// The pricing rules as a table of cases with expected cents: intervals, started intervals,
// flat prices, weekday and validity windows, tariff precedence, tax rules, vertical and
// horizontal calculation, items and a recurring series.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DomainError } from '@venue/platform';
import {
  priceBooking,
  rowAmounts,
  type BookedInstance,
  type BookingFacts,
  type PricedItem,
  type PricingSetup,
  type SelectedItem,
  type TariffRule,
  type TaxSetup,
} from '../../src/pricing/index.ts';

// Resources: main 1 "Hall" with parts 2 "Hall A" and 3 "Hall B". Groups: 10 schools, 11 members.
const HALL = 1;
const PART_A = 2;
const PART_B = 3;
const SCHOOLS = 10;
const MEMBERS = 11;

const resources = new Map([
  [HALL, { name: 'Hall', parentId: null }],
  [PART_A, { name: 'Hall A', parentId: HALL }],
  [PART_B, { name: 'Hall B', parentId: HALL }],
]);

const VAT_19: TaxSetup = { vatActive: true, calculation: 'vertical', defaultRateBp: 1900, rules: [] };

let nextTariffId = 1;
function tariff(fields: Partial<TariffRule>): TariffRule {
  return {
    id: nextTariffId++,
    title: 'Tariff',
    customerGroupId: 0,
    resourceIds: [HALL],
    priceType: 'fixed',
    interval: 'per_hour',
    amountCents: 5000,
    weekdays: [],
    validFrom: null,
    validTo: null,
    ...fields,
  };
}

/** An instant from a UTC wall clock, "2026-03-02 10:00". */
const at = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00Z`);

let nextInstanceId = 1;
function instance(from: string, to: string, resourceId = HALL): BookedInstance {
  return { id: nextInstanceId++, resourceId, startMs: at(from), endMs: at(to) };
}

interface Case {
  name: string;
  tariffs: TariffRule[];
  instances: BookedInstance[];
  items?: SelectedItem[];
  catalog?: PricedItem[];
  tax?: TaxSetup;
  group?: number | null;
  timeZone?: string;
  /** per row: [units, net, tax, gross] */
  rows: [number, number, number, number][];
  total: [number, number, number];
}

function run(c: Case) {
  const setup: PricingSetup = {
    timeZone: c.timeZone ?? 'UTC',
    customerGroupId: c.group ?? null,
    resources,
    tariffs: c.tariffs,
    items: new Map((c.catalog ?? []).map((item) => [item.id, item])),
    tax: c.tax ?? VAT_19,
  };
  const facts: BookingFacts = {
    mainResourceId: HALL,
    customerId: c.group ? 99 : null,
    instances: c.instances,
    items: c.items ?? [],
  };
  return priceBooking(facts, setup);
}

// 2026-03-02 is a Monday, 2026-03-07 a Saturday.
const cases: Case[] = [
  {
    name: 'per_hour, two full hours',
    tariffs: [tariff({ interval: 'per_hour', amountCents: 5000 })],
    instances: [instance('2026-03-02 10:00', '2026-03-02 12:00')],
    rows: [[2, 10000, 1900, 11900]],
    total: [10000, 1900, 11900],
  },
  {
    name: 'per_hour, 61 minutes are two started hours',
    tariffs: [tariff({ interval: 'per_hour', amountCents: 5000 })],
    instances: [instance('2026-03-02 10:00', '2026-03-02 11:01')],
    rows: [[2, 10000, 1900, 11900]],
    total: [10000, 1900, 11900],
  },
  {
    name: 'per_30_minutes, 61 minutes are three started half hours',
    tariffs: [tariff({ interval: 'per_30_minutes', amountCents: 1500 })],
    instances: [instance('2026-03-02 10:00', '2026-03-02 11:01')],
    rows: [[3, 4500, 855, 5355]],
    total: [4500, 855, 5355],
  },
  {
    name: 'per_minute, 61 minutes',
    tariffs: [tariff({ interval: 'per_minute', amountCents: 100 })],
    instances: [instance('2026-03-02 10:00', '2026-03-02 11:01')],
    rows: [[61, 6100, 1159, 7259]],
    total: [6100, 1159, 7259],
  },
  {
    name: 'per_day, 25 hours are two started days',
    tariffs: [tariff({ interval: 'per_day', amountCents: 20000 })],
    instances: [instance('2026-03-02 10:00', '2026-03-03 11:00')],
    rows: [[2, 40000, 7600, 47600]],
    total: [40000, 7600, 47600],
  },
  {
    name: 'per_day over the spring DST change: local midnight to midnight (23 hours) is one day',
    tariffs: [tariff({ interval: 'per_day', amountCents: 20000 })],
    timeZone: 'Europe/Berlin',
    // 2026-03-29 00:00 CET = 2026-03-28 23:00 UTC; 2026-03-30 00:00 CEST = 2026-03-29 22:00 UTC
    instances: [instance('2026-03-28 23:00', '2026-03-29 22:00')],
    rows: [[1, 20000, 3800, 23800]],
    total: [20000, 3800, 23800],
  },
  {
    name: 'flat: one amount per instance, whatever its length',
    tariffs: [tariff({ priceType: 'flat', interval: null, amountCents: 30000 })],
    instances: [instance('2026-03-02 08:00', '2026-03-02 13:00')],
    rows: [[1, 30000, 5700, 35700]],
    total: [30000, 5700, 35700],
  },
  {
    name: 'weekday window: the weekend tariff on a Saturday, the standing one on a Monday',
    tariffs: [tariff({ amountCents: 5000 }), tariff({ amountCents: 8000, weekdays: [6, 7] })],
    instances: [
      instance('2026-03-02 10:00', '2026-03-02 11:00'),
      instance('2026-03-07 10:00', '2026-03-07 11:00'),
    ],
    rows: [
      [1, 5000, 950, 5950],
      [1, 8000, 1520, 9520],
    ],
    total: [13000, 2470, 15470],
  },
  {
    name: 'validity window: the summer tariff from its first day, not the day before',
    tariffs: [
      tariff({ amountCents: 5000 }),
      tariff({ amountCents: 6000, validFrom: '2026-06-01', validTo: '2026-08-31' }),
    ],
    instances: [
      instance('2026-05-31 10:00', '2026-05-31 11:00'),
      instance('2026-06-01 10:00', '2026-06-01 11:00'),
    ],
    rows: [
      [1, 5000, 950, 5950],
      [1, 6000, 1140, 7140],
    ],
    total: [11000, 2090, 13090],
  },
  {
    name: 'validity is judged by the local start date (00:30 in Berlin is still 22:30 UTC the day before)',
    tariffs: [tariff({ amountCents: 5000 }), tariff({ amountCents: 6000, validFrom: '2026-06-01' })],
    timeZone: 'Europe/Berlin',
    instances: [instance('2026-05-31 22:30', '2026-05-31 23:30')],
    rows: [[1, 6000, 1140, 7140]],
    total: [6000, 1140, 7140],
  },
  {
    name: "the customer's group tariff beats the all-groups tariff",
    tariffs: [tariff({ amountCents: 5000 }), tariff({ amountCents: 3000, customerGroupId: SCHOOLS })],
    group: SCHOOLS,
    instances: [instance('2026-03-02 10:00', '2026-03-02 11:00')],
    rows: [[1, 3000, 570, 3570]],
    total: [3000, 570, 3570],
  },
  {
    name: "another group's tariff does not apply: all groups",
    tariffs: [tariff({ amountCents: 5000 }), tariff({ amountCents: 3000, customerGroupId: SCHOOLS })],
    group: MEMBERS,
    instances: [instance('2026-03-02 10:00', '2026-03-02 11:00')],
    rows: [[1, 5000, 950, 5950]],
    total: [5000, 950, 5950],
  },
  {
    name: "a part's own tariff beats its main resource's; a part without one takes the main's",
    tariffs: [tariff({ amountCents: 5000 }), tariff({ amountCents: 2000, resourceIds: [PART_A] })],
    instances: [
      instance('2026-03-02 10:00', '2026-03-02 11:00', PART_A),
      instance('2026-03-02 10:00', '2026-03-02 11:00', PART_B),
    ],
    rows: [
      [1, 2000, 380, 2380],
      [1, 5000, 950, 5950],
    ],
    total: [7000, 1330, 8330],
  },
  {
    name: "part + all groups beats main + the customer's group",
    tariffs: [
      tariff({ amountCents: 3000, customerGroupId: SCHOOLS }),
      tariff({ amountCents: 2000, resourceIds: [PART_A] }),
    ],
    group: SCHOOLS,
    instances: [instance('2026-03-02 10:00', '2026-03-02 11:00', PART_A)],
    rows: [[1, 2000, 380, 2380]],
    total: [2000, 380, 2380],
  },
  {
    name: 'no tariff applies: the row costs nothing',
    tariffs: [tariff({ amountCents: 3000, customerGroupId: SCHOOLS })],
    instances: [instance('2026-03-02 10:00', '2026-03-02 11:00')],
    rows: [[1, 0, 0, 0]],
    total: [0, 0, 0],
  },
  {
    name: 'horizontal: the price includes tax, tax is taken out',
    tariffs: [tariff({ amountCents: 11900 })],
    tax: { ...VAT_19, calculation: 'horizontal' },
    instances: [instance('2026-03-02 10:00', '2026-03-02 11:00')],
    rows: [[1, 10000, 1900, 11900]],
    total: [10000, 1900, 11900],
  },
  {
    name: 'horizontal rounding: net rounded half up, tax is the rest (10.00 at 19 % = 8.40 + 1.60)',
    tariffs: [tariff({ amountCents: 1000 })],
    tax: { ...VAT_19, calculation: 'horizontal' },
    instances: [instance('2026-03-02 10:00', '2026-03-02 11:00')],
    rows: [[1, 840, 160, 1000]],
    total: [840, 160, 1000],
  },
  {
    name: 'vertical rounding per row, half up: 1.00 at 7.5 % is 0.075 → 0.08, twice',
    tariffs: [tariff({ amountCents: 100 })],
    tax: { ...VAT_19, defaultRateBp: 750 },
    instances: [
      instance('2026-03-02 10:00', '2026-03-02 11:00'),
      instance('2026-03-09 10:00', '2026-03-09 11:00'),
    ],
    rows: [
      [1, 100, 8, 108],
      [1, 100, 8, 108],
    ],
    total: [200, 16, 216],
  },
  {
    name: 'a 0 % rule for the customer group',
    tariffs: [tariff({ amountCents: 5000 })],
    tax: { ...VAT_19, rules: [{ customerGroupId: SCHOOLS, appliesTo: 'both', rateBp: 0 }] },
    group: SCHOOLS,
    instances: [instance('2026-03-02 10:00', '2026-03-02 11:00')],
    rows: [[1, 5000, 0, 5000]],
    total: [5000, 0, 5000],
  },
  {
    name: 'a rule for main resources leaves parts at the default rate; a part rule beats a both rule',
    tariffs: [tariff({ amountCents: 5000 })],
    tax: {
      ...VAT_19,
      rules: [
        { customerGroupId: SCHOOLS, appliesTo: 'main', rateBp: 0 },
        { customerGroupId: MEMBERS, appliesTo: 'both', rateBp: 700 },
        { customerGroupId: MEMBERS, appliesTo: 'part', rateBp: 1000 },
      ],
    },
    group: SCHOOLS,
    instances: [
      instance('2026-03-02 10:00', '2026-03-02 11:00'),
      instance('2026-03-02 12:00', '2026-03-02 13:00', PART_A),
    ],
    rows: [
      [1, 5000, 0, 5000],
      [1, 5000, 950, 5950],
    ],
    total: [10000, 950, 10950],
  },
  {
    name: 'VAT off: no tax on any row',
    tariffs: [tariff({ amountCents: 5000 })],
    tax: { ...VAT_19, vatActive: false },
    instances: [instance('2026-03-02 10:00', '2026-03-02 11:00')],
    rows: [[1, 5000, 0, 5000]],
    total: [5000, 0, 5000],
  },
  {
    name: 'inventory per_quantity with its own tax rate',
    tariffs: [tariff({ amountCents: 5000 })],
    catalog: [
      {
        id: 50,
        kind: 'inventory',
        name: 'Chair',
        stock: 10,
        resourceIds: [HALL],
        prices: [{ id: 1, amountCents: 250, customerGroupIds: [], interval: 'per_quantity', taxRateBp: 700 }],
      },
    ],
    items: [{ kind: 'inventory', resourceId: HALL, itemId: 50, quantity: 4 }],
    instances: [instance('2026-03-02 10:00', '2026-03-02 11:00')],
    rows: [
      [1, 5000, 950, 5950],
      [4, 1000, 70, 1070],
    ],
    total: [6000, 1020, 7020],
  },
  {
    name: 'inventory per_hour: quantity × started hours of the instances (90 minutes → 2)',
    tariffs: [],
    catalog: [
      {
        id: 51,
        kind: 'inventory',
        name: 'Projector',
        stock: 3,
        resourceIds: [HALL],
        prices: [{ id: 2, amountCents: 500, customerGroupIds: [], interval: 'per_hour', taxRateBp: 1900 }],
      },
    ],
    items: [{ kind: 'inventory', resourceId: HALL, itemId: 51, quantity: 2 }],
    instances: [instance('2026-03-02 10:00', '2026-03-02 11:30')],
    rows: [
      [1, 0, 0, 0],
      [4, 2000, 380, 2380],
    ],
    total: [2000, 380, 2380],
  },
  {
    name: "a service's group price beats its all-groups price",
    tariffs: [],
    catalog: [
      {
        id: 60,
        kind: 'service',
        name: 'Cleaning',
        stock: null,
        resourceIds: [HALL],
        prices: [
          { id: 3, amountCents: 4000, customerGroupIds: [], interval: 'per_quantity', taxRateBp: 1900 },
          {
            id: 4,
            amountCents: 2000,
            customerGroupIds: [SCHOOLS, MEMBERS],
            interval: 'per_quantity',
            taxRateBp: 1900,
          },
        ],
      },
    ],
    group: SCHOOLS,
    items: [{ kind: 'service', resourceId: PART_A, itemId: 60, quantity: 1 }],
    instances: [instance('2026-03-02 10:00', '2026-03-02 11:00', PART_A)],
    rows: [
      [1, 0, 0, 0],
      [1, 2000, 380, 2380],
    ],
    total: [2000, 380, 2380],
  },
  {
    name: 'a weekly series: one row per instance, a per_hour service over all of them',
    tariffs: [tariff({ amountCents: 5000 })],
    catalog: [
      {
        id: 61,
        kind: 'service',
        name: 'Technician',
        stock: null,
        resourceIds: [HALL],
        prices: [{ id: 5, amountCents: 3000, customerGroupIds: [], interval: 'per_hour', taxRateBp: 1900 }],
      },
    ],
    items: [{ kind: 'service', resourceId: HALL, itemId: 61, quantity: 1 }],
    instances: [
      instance('2026-03-16 18:00', '2026-03-16 20:00'),
      instance('2026-03-02 18:00', '2026-03-02 20:00'),
      instance('2026-03-09 18:00', '2026-03-09 20:00'),
    ],
    rows: [
      [2, 10000, 1900, 11900],
      [2, 10000, 1900, 11900],
      [2, 10000, 1900, 11900],
      [6, 18000, 3420, 21420],
    ],
    total: [48000, 9120, 57120],
  },
];

describe('priceBooking', () => {
  for (const c of cases) {
    test(c.name, () => {
      const price = run(c);
      assert.deepEqual(
        price.rows.map((row) => [row.units, row.netCents, row.taxCents, row.grossCents]),
        c.rows,
      );
      assert.deepEqual([price.netCents, price.taxCents, price.grossCents], c.total);
      for (const row of price.rows) assert.equal(row.netCents + row.taxCents, row.grossCents);
    });
  }

  test('rows of a series come in time order, with names and the tax breakdown per rate', () => {
    const price = run(cases.at(-1)!);
    const starts = price.rows.filter((row) => row.kind === 'resource').map((row) => row.startMs);
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
    );
    assert.equal(price.rows[0]!.resourceName, 'Hall');
    assert.equal(price.rows[3]!.name, 'Technician');
    assert.deepEqual(price.taxes, [{ rateBp: 1900, netCents: 48000, taxCents: 9120 }]);
  });
});

describe('item selections', () => {
  const chair: PricedItem = {
    id: 50,
    kind: 'inventory',
    name: 'Chair',
    stock: 10,
    resourceIds: [PART_A],
    prices: [{ id: 1, amountCents: 250, customerGroupIds: [], interval: 'per_quantity', taxRateBp: 700 }],
  };
  const refuse = (selection: SelectedItem, instances: BookedInstance[], pattern: RegExp) =>
    assert.throws(
      () =>
        run({
          name: '',
          tariffs: [],
          catalog: [chair],
          items: [selection],
          instances,
          rows: [],
          total: [0, 0, 0],
        }),
      (error: unknown) =>
        error instanceof DomainError && error.kind === 'invalid' && pattern.test(error.message),
    );
  const onA = [instance('2026-03-02 10:00', '2026-03-02 11:00', PART_A)];

  test('an item not offered on the resource is refused', () => {
    refuse(
      { kind: 'inventory', resourceId: HALL, itemId: 50, quantity: 1 },
      [instance('2026-03-02 10:00', '2026-03-02 11:00')],
      /not offered on resource 1/,
    );
  });
  test('more than the stock is refused', () => {
    refuse({ kind: 'inventory', resourceId: PART_A, itemId: 50, quantity: 11 }, onA, /only 10 .* in stock/);
  });
  test('a quantity below 1 is refused', () => {
    refuse({ kind: 'inventory', resourceId: PART_A, itemId: 50, quantity: 0 }, onA, /at least 1/);
  });
  test('an item on a resource the booking does not book is refused', () => {
    refuse(
      { kind: 'inventory', resourceId: PART_A, itemId: 50, quantity: 1 },
      [instance('2026-03-02 10:00', '2026-03-02 11:00', PART_B)],
      /does not book/,
    );
  });
});

describe('rowAmounts', () => {
  const table: [number, number, 'vertical' | 'horizontal', [number, number, number]][] = [
    [100, 750, 'vertical', [100, 8, 108]],
    [100, 740, 'vertical', [100, 7, 107]],
    [5, 10000, 'horizontal', [3, 2, 5]], // net 2.5 rounds half up to 3
    [0, 1900, 'vertical', [0, 0, 0]],
    [0, 1900, 'horizontal', [0, 0, 0]],
    [99_999_999_999, 1900, 'vertical', [99_999_999_999, 19_000_000_000, 118_999_999_999]], // 18,999,999,999.81 rounds up
  ];
  for (const [amount, rate, calculation, [net, tax, gross]] of table) {
    test(`${amount} at ${rate / 100} % ${calculation}`, () => {
      assert.deepEqual(rowAmounts(amount, rate, calculation), {
        netCents: net,
        taxCents: tax,
        grossCents: gross,
      });
    });
  }
});
