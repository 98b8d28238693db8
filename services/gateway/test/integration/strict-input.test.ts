// Strict input, honest statuses (issue 14): every id parameter takes only a plain decimal whole
// number in range, every date a year from 1900 to 2200, a query string or form body is never cut
// or mangled silently, NUL in any text field is a 400, and a gRPC answer too large for the wire
// is a 413 with a plain message, never a 429 with grpc-js's text. Through the real API.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type pg from 'pg';
import { bookingsPackage } from '@venue/contracts';
import { createGrpcClient, DomainError, INVALID_TEXT_MESSAGE, TOO_LARGE_MESSAGE } from '@venue/platform';
import {
  expectFailure,
  expectOk,
  newManager,
  openSql,
  rowCounts,
  startTestStack,
  type ApiAnswer,
  type TestManager,
  type TestStack,
} from '@venue/testing';
import { ADDRESS_FIELDS, CUSTOMER_FIELDS } from '../../src/schemas/customers.ts';
import { PARAMETER_LIMIT } from '../../src/plugins/php-query.ts';
import { WHOLE_PATTERN } from '../../src/schemas/common.ts';
import { singleBody } from '../../../bookings/test/integration/helpers.ts';
import { rawFetch } from '../helpers.ts';

const NUL = '\u0000';

let stack: TestStack;
let sql: pg.Pool;
let m: TestManager;
let hall: number;
let customer: number;
let booking: number;

// Every table a refused call might have written to (not the outboxes, which the relay empties).
const TABLES = [
  'resources.resource',
  'resources.holiday',
  'customers.customer',
  'customers.customer_address',
  'bookings.booking',
  'bookings.booking_instance',
  'billing.tariff',
  'billing.tax_rule',
] as const;

before(async () => {
  stack = await startTestStack();
  sql = openSql(stack);
  m = await newManager(stack);
  hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  customer = expectOk(await m.post('/api/v2/customer_add', { first_name: 'Ada', last_name: 'Lee' }))[0]
    .id as number;
  booking = expectOk(await m.post('/api/v2/booking_add', singleBody(hall, '2031-03-03', '10:00', '11:00')))[0]
    .id as number;
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

async function refusedWithoutWrites(
  call: () => Promise<ApiAnswer>,
  message?: string | RegExp,
): Promise<string> {
  const before = await rowCounts(sql, TABLES);
  const text = expectFailure(await call(), 400, message);
  assert.deepEqual(await rowCounts(sql, TABLES), before, `a refused call wrote: ${text}`);
  return text;
}

/** Values no id parameter may take: the query-string and form spelling of each. */
const BAD_IDS = [
  '0x10',
  '0X1F',
  '1e3',
  '1E1',
  '+5',
  '-1',
  '0',
  'Infinity',
  '-Infinity',
  '1e400',
  '9'.repeat(400),
  '1.5',
  '16.0',
  ' 16',
  '16 ',
  '2147483648',
  'abc',
  '',
];
/** JSON values no id parameter may take (also sent as raw JSON text: 1e400 has no JS spelling). */
const BAD_JSON_IDS: [string, string][] = [
  ['true', 'true'],
  ['1.5', '1.5'],
  ['1e400', '1e400'],
  ['-1e400', '-1e400'],
  ['1e21', '1e21'],
  ['an object', '{"a":1}'],
  ['a list of a hex text', '["0x10"]'],
];

interface IdCase {
  /** "METHOD /path" as the OpenAPI document names the operation, and the id parameter. */
  operation: string;
  param: string;
  /** A request whose other parameters pass the schema; `bad` goes where the id goes. */
  send: (bad: string) => Promise<ApiAnswer>;
  /** The same with a raw JSON value for the id (POST bodies only). */
  sendJson?: (raw: string) => Promise<ApiAnswer>;
}

const ZERO_MEANS_NONE = new Set([
  'POST /api/internal/resource_update category_id',
  'POST /api/internal/tax_settings_set default_tax_rate_id',
  'POST /api/internal/tariff_add customer_group_id',
]);

const v2 = (path: string) => `/api/v2${path}`;
const internal = (path: string) => `/api/internal${path}`;

/** A POST body with one value spliced in as raw JSON text. */
async function postRaw(
  path: string,
  body: Record<string, unknown>,
  param: string,
  raw: string,
): Promise<ApiAnswer> {
  const text = JSON.stringify({ ...body, api_secret_key: m.apiKey, [param]: '__RAW__' }).replace(
    '"__RAW__"',
    raw,
  );
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: text,
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as ApiAnswer['body'],
  };
}

function getCase(path: string, param: string, base: Record<string, string | number>): IdCase {
  return { operation: `GET ${path}`, param, send: (bad) => m.get(path, { ...base, [param]: bad }) };
}

function postCase(path: string, param: string, base: Record<string, unknown>): IdCase {
  return {
    operation: `POST ${path}`,
    param,
    // Form-encoded: the value travels as text, as it would from a PHP client.
    send: (bad) => m.post(path, { ...base, [param]: bad }, { form: true }),
    sendJson: (raw) => postRaw(path, base, param, raw),
  };
}

function pathCase(route: string, param: string): IdCase {
  return {
    operation: `GET ${route}`,
    param,
    send: (bad) => m.get(route.replace(`{${param}}`, encodeURIComponent(bad))),
  };
}

// resource_parts {<main>: ""} books the whole in JSON and in a form (a form cannot carry []).
const bookingBase = () =>
  singleBody(hall, '2031-04-04', '10:00', '11:00', { resource_parts: { [hall]: '' } });

const ID_CASES = (): IdCase[] => [
  pathCase('/api/v2/resource/{id}', 'id'),
  pathCase('/api/v2/booking/{id}', 'id'),
  pathCase('/api/v2/event_details/{id}', 'id'),
  getCase(v2('/booking_list'), 'resource_id', { date_from: '2031-03-01', date_to: '2031-03-31' }),
  getCase(v2('/booking_save'), 'resource_id', { date_from: '2031-05-05', date_to: '2031-05-05' }),
  getCase(v2('/booking_save'), 'booking_id', { resource_id: hall, booking_status: 'draft' }),
  postCase(v2('/booking_save'), 'resource_id', { date_from: '2031-05-05', date_to: '2031-05-05' }),
  postCase(v2('/booking_save'), 'booking_id', { resource_id: hall, booking_status: 'draft' }),
  postCase(v2('/booking_add'), 'main_resource', bookingBase()),
  postCase(v2('/booking_add'), 'customer_id', bookingBase()),
  postCase(v2('/booking_add'), 'season_id', bookingBase()),
  postCase(v2('/resource_add'), 'parent_id', { title: 'Part' }),
  postCase(v2('/customer_edit'), 'customer_id', { city: 'Bonn' }),
  postCase(v2('/customer_address_add'), 'customer_id', { address: [{ city: 'Bonn' }] }),
  postCase(internal('/resource_update'), 'resource_id', { image: 'https://example.test/a.png' }),
  postCase(internal('/resource_update'), 'category_id', { resource_id: hall }),
  getCase(internal('/schedule'), 'resource_id', {}),
  postCase(internal('/opening_times_set'), 'resource_id', {
    opening_times: [{ weekday: 1, from: '08:00', to: '18:00' }],
  }),
  postCase(internal('/holiday_add'), 'resource_id', {
    title: 'Closed',
    from: '2031-12-24',
    to: '2031-12-26',
  }),
  postCase(internal('/holiday_delete'), 'holiday_id', {}),
  postCase(internal('/tax_settings_set'), 'default_tax_rate_id', { vat_active: 0, calculation: 'vertical' }),
  postCase(internal('/tax_rule_add'), 'customer_group_id', { tax_rate_id: 1, applies_to: 'both' }),
  postCase(internal('/tax_rule_add'), 'tax_rate_id', { customer_group_id: 1, applies_to: 'both' }),
  postCase(internal('/tariff_add'), 'customer_group_id', {
    title: 'T',
    resource_ids: String(hall),
    price_type: 'flat',
    amount: '10',
  }),
  getCase(internal('/booking_price'), 'booking_id', {}),
  postCase(internal('/invoice_approve'), 'invoice_id', {}),
  postCase(internal('/event_set'), 'booking_id', { event_title: 'Gala' }),
  postCase(internal('/event_unset'), 'booking_id', {}),
  postCase(internal('/webhook_delete'), 'webhook_id', {}),
  postCase(internal('/webhook_rotate_secret'), 'webhook_id', {}),
  getCase(internal('/webhook_deliveries'), 'webhook_id', {}),
  postCase(internal('/webhook_redeliver'), 'webhook_id', { since: '2031-01-01 00:00' }),
  postCase(internal('/webhook_redeliver'), 'delivery_id', { webhook_id: 1 }),
  postCase(internal('/calendar_feed_add'), 'resource_id', {}),
  postCase(internal('/calendar_feed_delete'), 'feed_id', {}),
];

/** Every parameter of the OpenAPI document whose schema is an id (a Whole named id, *_id, main_resource). */
async function documentedIdParams(): Promise<Set<string>> {
  const doc = (await (await fetch(`${stack.baseUrl}/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; schema?: unknown }[];
          requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  };
  const isWhole = (schema: unknown) => JSON.stringify(schema ?? {}).includes(JSON.stringify(WHOLE_PATTERN));
  const isIdName = (name: string) => name === 'id' || name.endsWith('_id') || name === 'main_resource';
  const found = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const operationName = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) {
        if (isIdName(parameter.name) && isWhole(parameter.schema))
          found.add(`${operationName} ${parameter.name}`);
      }
      const properties = operation.requestBody?.content['application/json']?.schema.properties ?? {};
      for (const [name, schema] of Object.entries(properties))
        if (isIdName(name) && isWhole(schema)) found.add(`${operationName} ${name}`);
    }
  }
  return found;
}

describe('strict ids: only a plain decimal whole number from 1 to 2147483647', () => {
  test('the table below covers every id parameter the OpenAPI document lists', async () => {
    const covered = new Set(ID_CASES().map((c) => `${c.operation.replace(/:(\w+)/, '{$1}')} ${c.param}`));
    const documented = await documentedIdParams();
    assert.ok(
      documented.size >= 25,
      `the document lists ${documented.size} id parameters: ${[...documented].join(', ')}`,
    );
    const missing = [...documented].filter((name) => !covered.has(name));
    assert.deepEqual(missing, [], 'id parameters without a case here');
  });

  test('every id parameter refuses hex, exponents, signs, blanks, fractions, Infinity and 400 digits: 400 naming it, nothing written', async () => {
    for (const idCase of ID_CASES()) {
      for (const bad of BAD_IDS) {
        // An empty optional id is "none" where the schema allows it (customer_id=, season_id=).
        if (
          bad === '' &&
          ['customer_id', 'season_id', 'default_tax_rate_id', 'category_id', 'parent_id'].includes(
            idCase.param,
          ) &&
          idCase.operation.includes('POST')
        )
          continue;
        // 0 means "none" for these (clears the category, no default rate, all customer groups).
        if (bad === '0' && ZERO_MEANS_NONE.has(`${idCase.operation} ${idCase.param}`)) continue;
        const label = `${idCase.operation} ${idCase.param}=${JSON.stringify(bad).slice(0, 30)}`;
        if (idCase.operation.includes('{') && bad.length > 100) {
          // Fastify refuses a path parameter over 100 characters before routing: 414, in the envelope.
          expectFailure(await idCase.send(bad), 414, 'a path parameter is too long');
          continue;
        }
        const message = await refusedWithoutWrites(() => idCase.send(bad)).catch((error: Error) =>
          assert.fail(`${label}: ${error.message}`),
        );
        assert.match(message, new RegExp(`\\b${idCase.param}\\b`), `${label}: ${message}`);
      }
    }
  });

  test('JSON bodies: true, fractions, 1e400, objects and lists are refused too', async () => {
    for (const idCase of ID_CASES().filter((c) => c.sendJson)) {
      for (const [name, raw] of BAD_JSON_IDS) {
        const label = `${idCase.operation} ${idCase.param}=${name}`;
        const message = await refusedWithoutWrites(() => idCase.sendJson!(raw)).catch((error: Error) =>
          assert.fail(`${label}: ${error.message}`),
        );
        assert.match(message, new RegExp(`\\b${idCase.param}\\b`), `${label}: ${message}`);
      }
    }
  });

  test('the messages say what an id is', async () => {
    expectFailure(
      await m.get(`/api/v2/resource/0x${hall.toString(16)}`),
      400,
      'id must be a whole number from 1 to 2147483647',
    );
    expectFailure(
      await m.get(v2('/booking_list'), {
        resource_id: '1e3',
        date_from: '2031-03-01',
        date_to: '2031-03-31',
      }),
      400,
      'resource_id must be a whole number from 1 to 2147483647',
    );
    expectFailure(
      await m.get(v2('/booking_list'), { resource_id: '0', date_from: '2031-03-01', date_to: '2031-03-31' }),
      400,
      'resource_id must be at least 1',
    );
    expectFailure(
      await m.get(v2('/booking_list'), {
        resource_id: '2147483648',
        date_from: '2031-03-01',
        date_to: '2031-03-31',
      }),
      400,
      'resource_id must be at most 2147483647',
    );
  });

  test('the hex spelling of an existing resource or customer is refused, not read as it', async () => {
    expectFailure(await m.get(`/api/v2/resource/0x${hall.toString(16)}`), 400);
    await refusedWithoutWrites(() =>
      m.post(
        v2('/customer_address_add'),
        { customer_id: `0x${customer.toString(16)}`, address: [{ city: 'Bonn' }] },
        { form: true },
      ),
    );
    // The plain spelling still works.
    assert.equal(expectOk(await m.get(`/api/v2/resource/${hall}`)).id, hall);
  });

  test('ids in comma lists (availability resource_id, free_text_field_ids_str)', async () => {
    const range = { date_from: '2031-03-01', date_to: '2031-03-02' };
    for (const list of [
      `${hall},0x10`,
      `${hall},1e3`,
      `${hall},+5`,
      `${hall},99999999999`,
      `${hall},${'9'.repeat(400)}`,
      `${hall},1.5`,
      'Infinity',
    ]) {
      const message = expectFailure(await m.get(v2('/availability'), { ...range, resource_id: list }), 400);
      assert.match(message, /resource_id/, list);
    }
    for (const ids of ['0x10', '1e3', '99999999999', '-1']) {
      const message = expectFailure(
        await m.get(v2('/availability'), {
          ...range,
          free_text_field_ids_str: ids,
          free_text_field_conditions_str: 'et',
          free_text_field_values_str: '1',
        }),
        400,
      );
      assert.match(message, /free_text_field_ids_str/, ids);
    }
    expectOk(await m.get(v2('/availability'), { ...range, resource_id: ` ${hall} , ${hall}` }));
  });

  test('ids inside booking_add structures: resource_parts keys and parts, persons, category_fields, inventory and services keys', async () => {
    const body = bookingBase();
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['a hex resource_parts key', { resource_parts: { [`0x${hall.toString(16)}`]: [] } }, /resource_parts/],
      ['an exponent resource_parts key', { resource_parts: { '1e1': [] } }, /resource_parts/],
      ['a hex part id', { resource_parts: { [hall]: ['0x10'] } }, /resource_parts\[/],
      ['a 400-digit part id', { resource_parts: { [hall]: ['9'.repeat(400)] } }, /resource_parts\[/],
      ['an Infinity person', { persons: ['Infinity'] }, /persons\[0\]/],
      ['a fractional person', { persons: ['1.5'] }, /persons\[0\]/],
      ['a signed person', { persons: ['+7'] }, /persons\[0\]/],
      ['a hex category_fields resource', { category_fields: { '0x10': { 1: 'x' } } }, /category_fields/],
      ['a 1e400 category_fields field', { category_fields: { [hall]: { '1e400': 'x' } } }, /category_fields/],
      [
        'a hex inventory resource',
        { inventory: { '0x10': { 1: { checked: 'on', quantity: 1 } } } },
        /inventory/,
      ],
      [
        'an exponent inventory item',
        { inventory: { [hall]: { '1e3': { checked: 'on', quantity: 1 } } } },
        /inventory/,
      ],
      [
        'an Infinity service item',
        { services: { [hall]: { Infinity: { checked: 'on', quantity: 1 } } } },
        /services/,
      ],
    ];
    for (const [name, extra, pattern] of cases) {
      for (const form of [false, true]) {
        const message = await refusedWithoutWrites(() =>
          m.post(v2('/booking_add'), { ...body, ...extra }, { form }),
        );
        assert.match(message, pattern, `${name} (${form ? 'form' : 'JSON'}): ${message}`);
      }
    }
  });

  test('ids in internal lists: tariff resource_ids, invoice booking_ids (text and arrays)', async () => {
    const tariff = { title: 'T', customer_group_id: 0, price_type: 'flat', amount: '10' };
    for (const ids of ['0x10', '1e3', `${hall},+5`, '9'.repeat(400)]) {
      assert.match(
        await refusedWithoutWrites(() => m.post(internal('/tariff_add'), { ...tariff, resource_ids: ids })),
        /resource_ids/,
      );
      expectFailure(await m.post(internal('/invoice_create'), { booking_ids: ids }), 400, /booking_ids/);
    }
    for (const raw of ['["0x10"]', '[1.5]', '[1e400]', '[true]']) {
      assert.match(
        await refusedWithoutWrites(() => postRaw(internal('/tariff_add'), tariff, 'resource_ids', raw)),
        /resource_ids/,
      );
      expectFailure(await postRaw(internal('/invoice_create'), {}, 'booking_ids', raw), 400, /booking_ids/);
    }
  });
});

describe('dates: years 1900 to 2200 wherever a date is taken', () => {
  const BAD_DATES = [
    '0000-01-01',
    '0001-01-01',
    '1899-12-31',
    '2201-01-01',
    '9999-12-31',
    '10000-01-01',
    '+2031-01-01',
  ];

  const DATE_CASES = (): {
    name: string;
    send: (param: string, date: string) => Promise<ApiAnswer>;
    params: string[];
  }[] => [
    {
      name: 'booking_list',
      params: ['date_from', 'date_to'],
      send: (p, d) =>
        m.get(v2('/booking_list'), {
          resource_id: hall,
          date_from: '2031-03-01',
          date_to: '2031-03-31',
          [p]: d,
        }),
    },
    {
      name: 'availability',
      params: ['date_from', 'date_to'],
      send: (p, d) => m.get(v2('/availability'), { date_from: '2031-03-01', date_to: '2031-03-02', [p]: d }),
    },
    {
      name: 'booking_save (GET)',
      params: ['date_from', 'date_to'],
      send: (p, d) =>
        m.get(v2('/booking_save'), {
          resource_id: hall,
          date_from: '2031-06-01',
          date_to: '2031-06-01',
          [p]: d,
        }),
    },
    {
      name: 'booking_save (POST)',
      params: ['date_from', 'date_to'],
      send: (p, d) =>
        m.post(v2('/booking_save'), {
          resource_id: hall,
          date_from: '2031-06-01',
          date_to: '2031-06-01',
          [p]: d,
        }),
    },
    {
      name: 'booking_add',
      params: ['date_from', 'date_to'],
      send: (p, d) =>
        m.post(v2('/booking_add'), { ...singleBody(hall, '2031-06-02', '10:00', '11:00'), [p]: d }),
    },
    {
      name: 'event_list',
      params: ['date_from', 'date_to'],
      send: (p, d) => m.get(v2('/event_list'), { date_from: '2031-03-01', date_to: '2031-03-31', [p]: d }),
    },
    { name: 'invoice_list', params: ['date'], send: (p, d) => m.get(v2('/invoice_list'), { [p]: d }) },
    {
      name: 'holiday_add',
      params: ['from', 'to'],
      send: (p, d) =>
        m.post(internal('/holiday_add'), {
          resource_id: hall,
          title: 'Off',
          from: '2031-12-24',
          to: '2031-12-26',
          [p]: d,
        }),
    },
    {
      name: 'tariff_add',
      params: ['valid_from', 'valid_to'],
      send: (p, d) =>
        m.post(internal('/tariff_add'), {
          title: 'T',
          customer_group_id: 0,
          resource_ids: String(hall),
          price_type: 'flat',
          amount: '10',
          [p]: d,
        }),
    },
    {
      name: 'invoice_create',
      params: ['due_date'],
      send: (p, d) => m.post(internal('/invoice_create'), { booking_ids: String(booking), [p]: d }),
    },
    {
      name: 'invoice_approve',
      params: ['document_date'],
      send: (p, d) => m.post(internal('/invoice_approve'), { invoice_id: 1, [p]: d }),
    },
  ];

  test('a date outside the range is a 400 naming the parameter and the range, nothing written', async () => {
    for (const { name, params, send } of DATE_CASES()) {
      for (const param of params) {
        for (const date of BAD_DATES) {
          const message = await refusedWithoutWrites(() => send(param, date)).catch((error: Error) =>
            assert.fail(`${name} ${param}=${date}: ${error.message}`),
          );
          assert.equal(
            message,
            `${param} must be a date (Y-m-d) from 1900-01-01 to 2200-12-31`,
            `${name} ${param}=${date}`,
          );
        }
      }
    }
  });

  test('the edges are accepted: a booking from 1900-01-01 and one ending 2200-12-31 24:00 read back with four-digit years', async () => {
    const first = expectOk(
      await m.post(v2('/booking_add'), { ...singleBody(hall, '1900-01-01', '00:00', '01:00') }),
    )[0].id as number;
    const last = expectOk(
      await m.post(v2('/booking_add'), { ...singleBody(hall, '2200-12-31', '23:00', '24:00') }),
    )[0].id as number;
    const early = expectOk(await m.get(`/api/v2/booking/${first}`));
    assert.equal(early.resources[0].instances[0].from, '1900-01-01 00:00');
    const late = expectOk(await m.get(`/api/v2/booking/${last}`));
    assert.equal(late.resources[0].instances[0].to, '2201-01-01 00:00');
    const listed = expectOk(
      await m.get(v2('/booking_list'), { resource_id: hall, date_from: '2200-12-01', date_to: '2200-12-31' }),
    );
    assert.deepEqual(
      listed.map((b: { id: number }) => b.id),
      [last],
    );
    expectOk(
      await m.get(v2('/availability'), { resource_id: hall, date_from: '2200-12-30', date_to: '2200-12-31' }),
    );
  });

  test('the bookings service refuses such dates itself (INVALID_ARGUMENT), whoever calls it', async () => {
    const client = createGrpcClient(
      bookingsPackage().BookingsService,
      `127.0.0.1:${stack.bookings.port}`,
      5000,
    );
    const context = { managerId: m.managerId, timezone: m.timezone };
    const refused = async (call: Promise<unknown>, pattern: RegExp) => {
      const error = await call.then(
        () => assert.fail('the call succeeded'),
        (failure: unknown) => failure,
      );
      assert.ok(error instanceof DomainError, String(error));
      assert.equal(error.kind, 'invalid', error.message);
      assert.match(error.message, pattern);
    };
    try {
      for (const year of [0, 1899, 2201, 9999]) {
        const day = { year, month: 12, day: 31 };
        await refused(
          client.call.ListBookings({ resource_id: hall, start_date: day, end_date: day }, context),
          /start_date must be a date from 1900-01-01 to 2200-12-31/,
        );
        await refused(
          client.call.AddBooking(
            {
              mode: 'BOOKING_MODE_DIRECT',
              main_resource_id: hall,
              recurrence: { start_date: day, end_date: day, single: { start_minute: 0, end_minute: 1440 } },
            },
            context,
          ),
          /start_date must be a date from 1900-01-01 to 2200-12-31/,
        );
        await refused(
          client.call.SaveBooking({ resource_id: hall, dates: { first: day, last: day } }, context),
          /dates\.first must be a date from 1900/,
        );
      }
    } finally {
      client.close();
    }
  });
});

describe('query strings and form bodies: nothing dropped or mangled silently', () => {
  const many = (count: number) => Array.from({ length: count }, (_, index) => `p${index}=1`).join('&');

  test(`more than ${PARAMETER_LIMIT} parameters: 400 naming the limit (query string and form body)`, async () => {
    const query = await rawFetch(
      stack,
      `/api/v2/profile?api_secret_key=${m.apiKey}&${many(PARAMETER_LIMIT)}`,
    );
    assert.equal(query.status, 400, query.text);
    assert.deepEqual(JSON.parse(query.text), {
      success: false,
      total: 0,
      data: `the query string has more than ${PARAMETER_LIMIT} parameters; at most ${PARAMETER_LIMIT} are accepted`,
    });
    // The key last, past the limit: it used to be dropped and the call refused as unauthenticated;
    // a title past the limit used to be dropped and the resource written without it.
    await refusedWithoutWrites(
      () =>
        stack.post(v2('/resource_add'), `${many(PARAMETER_LIMIT)}&api_secret_key=${m.apiKey}&title=Lost`, {
          form: true,
        }),
      /the body has more than 2000 parameters/,
    );
    await refusedWithoutWrites(
      () =>
        stack.post(v2('/resource_add'), `api_secret_key=${m.apiKey}&${many(PARAMETER_LIMIT)}&title=Lost`, {
          form: true,
        }),
      /at most 2000/,
    );
  });

  test(`exactly ${PARAMETER_LIMIT} parameters still work`, async () => {
    expectOk(
      await stack.get(
        '/api/v2/profile',
        Object.fromEntries([
          ['api_secret_key', m.apiKey],
          ...Array.from({ length: PARAMETER_LIMIT - 1 }, (_, i) => [`p${i}`, '1']),
        ]),
      ),
    );
    const created = expectOk(
      await stack.post(
        v2('/resource_add'),
        `${many(PARAMETER_LIMIT - 2)}&api_secret_key=${m.apiKey}&title=Kept`,
        { form: true },
      ),
    );
    assert.equal(typeof created.id, 'number');
  });

  test('bytes that are not UTF-8, and malformed escapes: 400, nothing written (query string and form body)', async () => {
    for (const bad of ['Ren%E9', 'a%zz', '100%', '%C3', '%ED%A0%80', '%FF%FE']) {
      const query = await rawFetch(stack, `/api/v2/customer_list?api_secret_key=${m.apiKey}&x=${bad}`);
      assert.equal(query.status, 400, `${bad}: ${query.text}`);
      assert.match(JSON.parse(query.text).data, /^the query string is not valid: /);
      await refusedWithoutWrites(
        () => stack.post(v2('/customer_add'), `api_secret_key=${m.apiKey}&first_name=${bad}`, { form: true }),
        /^the body is not valid: a percent-escape is malformed or the bytes are not UTF-8$/,
      );
      // A GET write: the customer of a new booking would have been stored mangled.
      await refusedWithoutWrites(async () => {
        const answer = await rawFetch(
          stack,
          `/api/v2/booking_save?api_secret_key=${m.apiKey}&resource_id=${hall}&date_from=2031-07-02&date_to=2031-07-02&customer_last_name=${bad}`,
        );
        return { status: answer.status, headers: answer.headers, body: JSON.parse(answer.text) };
      }, /^the query string is not valid: /);
    }
  });

  test('raw bytes that are not UTF-8 in a form body: 400', async () => {
    const body = Buffer.concat([
      Buffer.from(`api_secret_key=${m.apiKey}&first_name=Ren`),
      Buffer.from([0xe9]),
    ]);
    const response = await fetch(`${stack.baseUrl}${v2('/customer_add')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    assert.equal(response.status, 400);
    assert.match(((await response.json()) as { data: string }).data, /^the body is not valid/);
  });

  test('valid UTF-8 still arrives whole, encoded or with + for blanks', async () => {
    const id = expectOk(
      await stack.post(
        v2('/customer_add'),
        `api_secret_key=${m.apiKey}&first_name=Ren%C3%A9&last_name=van+der+Berg`,
        { form: true },
      ),
    )[0].id as number;
    const { rows } = await sql.query<{ first_name: string; last_name: string }>(
      'select first_name, last_name from customers.customer where id = $1',
      [id],
    );
    assert.deepEqual(rows[0], { first_name: 'René', last_name: 'van der Berg' });
  });
});

describe('NUL in any text field: 400, nothing written', () => {
  const withNul = (value: string) => `Te${NUL}xt${value}`;

  test('customer_add and customer_edit: every field (JSON and form)', async () => {
    for (const field of CUSTOMER_FIELDS) {
      for (const form of [false, true]) {
        await refusedWithoutWrites(() =>
          m.post(v2('/customer_add'), { first_name: 'Nia', [field]: withNul('') }, { form }),
        ).catch((error: Error) =>
          assert.fail(`customer_add ${field} (${form ? 'form' : 'JSON'}): ${error.message}`),
        );
        await refusedWithoutWrites(() =>
          m.post(v2('/customer_edit'), { customer_id: customer, [field]: withNul('') }, { form }),
        ).catch((error: Error) => assert.fail(`customer_edit ${field}: ${error.message}`));
      }
    }
  });

  test('customer_address_add: every address field', async () => {
    for (const field of ADDRESS_FIELDS) {
      await refusedWithoutWrites(() =>
        m.post(v2('/customer_address_add'), {
          customer_id: customer,
          address: [{ city: 'Bonn' }, { [field]: withNul('') }],
        }),
      ).catch((error: Error) => assert.fail(`customer_address_add ${field}: ${error.message}`));
    }
  });

  test('free text keeps the rule’s own message', async () => {
    await refusedWithoutWrites(
      () => m.post(v2('/customer_add'), { first_name: withNul('') }),
      INVALID_TEXT_MESSAGE,
    );
  });

  test('booking_add: every text parameter', async () => {
    const field = expectOk(await m.post(internal('/custom_field_add'), { name: 'Seats', type: 'numeric' }))
      .id as number;
    const base = singleBody(hall, '2031-08-08', '10:00', '11:00');
    const texts: Record<string, unknown> = {
      title: withNul(''),
      comments: withNul(''),
      internal_comments: withNul(''),
      booking_mode: withNul(''),
      recurring: withNul(''),
      date_from: withNul(''),
      time_from: withNul(''),
      color: withNul(''),
      multi_day: withNul(''),
      custom_color: withNul(''),
      entrance_hall: withNul(''),
      booking_hidden_widget: withNul(''),
      ignore_opening_times: withNul(''),
      category_fields: { [hall]: { [field]: withNul('') } },
    };
    for (const [name, value] of Object.entries(texts)) {
      for (const form of [false, true]) {
        await refusedWithoutWrites(() =>
          m.post(v2('/booking_add'), { ...base, [name]: value }, { form }),
        ).catch((error: Error) =>
          assert.fail(`booking_add ${name} (${form ? 'form' : 'JSON'}): ${error.message}`),
        );
      }
    }
  });

  test('booking_save: every customer field, creating and updating', async () => {
    const names = [
      'customer_first_name',
      'customer_last_name',
      'customer_email',
      'customer_company',
      'customer_salutation',
      'customer_street',
      'customer_zip',
      'customer_phone',
      'customer_city',
      'booking_status',
    ];
    for (const name of names) {
      await refusedWithoutWrites(() =>
        m.get(v2('/booking_save'), {
          resource_id: hall,
          date_from: '2031-09-09',
          date_to: '2031-09-09',
          [name]: withNul(''),
        }),
      ).catch((error: Error) => assert.fail(`booking_save ${name}: ${error.message}`));
      await refusedWithoutWrites(() =>
        m.post(v2('/booking_save'), { booking_id: booking, resource_id: hall, [name]: withNul('') }),
      ).catch((error: Error) => assert.fail(`booking_save update ${name}: ${error.message}`));
    }
  });

  test('resource_add: every text parameter (JSON and form)', async () => {
    const field = expectOk(await m.post(internal('/custom_field_add'), { name: 'Floor', type: 'numeric' }))
      .id as number;
    const texts: Record<string, unknown> = Object.fromEntries(
      [
        'title',
        'street_hnr',
        'zip',
        'city',
        'country',
        'contact_person',
        'phone',
        'fax',
        'internal_comment',
        'public_comment',
        'tags',
      ].map((name) => [name, withNul('')]),
    );
    texts.customfields = { [field]: withNul('') };
    for (const [name, value] of Object.entries(texts)) {
      for (const form of [false, true]) {
        await refusedWithoutWrites(() =>
          m.post(v2('/resource_add'), { title: 'Room', [name]: value }, { form }),
        ).catch((error: Error) =>
          assert.fail(`resource_add ${name} (${form ? 'form' : 'JSON'}): ${error.message}`),
        );
      }
    }
  });
});

describe('429 means a rate limit: an answer too large for gRPC is a 413 with a plain message', () => {
  test('resource_list over the 4 MiB gRPC limit', async () => {
    const big = await newManager(stack);
    await sql.query(
      `insert into resources.resource (manager_id, title, public_comment)
       select $1, 'Room ' || n || repeat('x', 60000), '' from generate_series(1, 80) as n`,
      [big.managerId],
    );
    const answer = await big.get(v2('/resource_list'));
    expectFailure(answer, 413, TOO_LARGE_MESSAGE);
    assert.doesNotMatch(JSON.stringify(answer.body), /larger than max|RESOURCE_EXHAUSTED|\d+ vs\. \d+/);
    const logged = stack.gatewayLogs.map(
      (line) => JSON.parse(line) as { level: number; msg: string; err?: { message?: string } },
    );
    assert.ok(
      logged.some(
        (entry) =>
          entry.level === 40 && entry.msg === 'request failed' && entry.err?.message === TOO_LARGE_MESSAGE,
      ),
    );
    // A narrower request of the same manager still answers.
    expectOk(await big.get('/api/v2/profile'));
  });

  test('a rate limit is still a 429', async () => {
    const slow = await newManager(stack, { cooldownMs: 60_000 });
    expectOk(await slow.get('/api/v2/profile'));
    expectFailure(await slow.get('/api/v2/profile'), 429, /too many requests/);
  });
});
