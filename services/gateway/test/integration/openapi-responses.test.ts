// Every answer as /openapi.json describes it: the test fills every field of every v2 and internal
// answer (resources with parts, custom fields, categories, opening times and holidays; customers
// with tags, groups and addresses; single, recurring and requested bookings; availability), calls
// every documented operation, and validates each answer, and a failure of each, with Ajv against
// the schema the document gives for its path, method and status ($refs resolved in the document).
// The schemas only document: the bytes stay what JSON.stringify writes.
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import Fastify from 'fastify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMPLETE_ISSUER, startTestStack, toForm, type TestStack } from '@venue/testing';
import { attachResponseSchemas } from '../../src/schemas/responses/index.ts';
import { Live, Ready } from '../../src/schemas/responses/health.ts';

type Method = 'GET' | 'POST';
type Params = Record<string, unknown>;

interface Operation {
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApi {
  paths: Record<string, Partial<Record<'get' | 'post', Operation>>>;
}

interface Answer {
  status: number;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary payloads
  body: any;
}

let stack: TestStack;
let doc: OpenApi;
const ajv = new Ajv({ strict: false, allErrors: true });
const validators = new Map<string, ValidateFunction>();
/** "METHOD path status-key" of every answer validated, for the coverage checks at the end. */
const validated = new Set<string>();

before(async () => {
  stack = await startTestStack({ webhooks: true });
  const response = await fetch(`${stack.baseUrl}/openapi.json`);
  assert.equal(response.status, 200);
  doc = (await response.json()) as OpenApi;
  ajv.addSchema(doc as object, 'openapi.json');
});
after(async () => {
  await stack?.stop();
});

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The documented response key for a status: the exact code, else its class (4XX), else default. */
function responseKey(operation: Operation, status: number): string {
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => operation.responses[k]);
  assert.ok(key, `status ${status} is not documented`);
  return key;
}

function describeError(e: ErrorObject): string {
  const where = e.instancePath || '(root)';
  const extra =
    e.keyword === 'additionalProperties'
      ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"`
      : '';
  return `${where}: ${e.message}${extra}`;
}

/** Validates one answer against the document; fails naming every mismatching field. */
function validate(method: Method, path: string, answer: Answer): void {
  const operation = doc.paths[path]?.[method.toLowerCase() as 'get' | 'post'];
  assert.ok(operation, `${method} ${path} is not in /openapi.json`);
  const key = responseKey(operation, answer.status);
  assert.ok(
    operation.responses[key]!.content?.['application/json']?.schema,
    `${method} ${path} ${key} has no JSON schema`,
  );
  const id = `${method} ${path} ${key}`;
  let check = validators.get(id);
  if (!check) {
    const ref = `openapi.json#/${pointer('paths', path, method.toLowerCase(), 'responses', key, 'content', 'application/json', 'schema')}`;
    check = ajv.compile({ $ref: ref });
    validators.set(id, check);
  }
  const valid = check(answer.body);
  assert.ok(
    valid,
    `${method} ${path} answered ${answer.status} outside its schema (${key}):\n  ${(check.errors ?? []).map(describeError).join('\n  ')}\n${answer.text.slice(0, 2000)}`,
  );
  assert.equal(
    answer.text,
    JSON.stringify(answer.body),
    `${method} ${path}: the bytes are not what JSON.stringify writes`,
  );
  validated.add(id);
}

async function send(
  method: Method,
  path: string,
  params: Params,
  options: { key?: string; form?: boolean } = {},
): Promise<Answer> {
  const rest = { ...params };
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  if (options.key !== undefined) rest.api_secret_key = options.key;
  let response: Response;
  if (method === 'GET') {
    const query = new URLSearchParams(Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)]));
    response = await fetch(`${stack.baseUrl}${url}${query.size ? `?${query}` : ''}`);
  } else {
    const form = options.form === true;
    response = await fetch(`${stack.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: form ? toForm(rest) : JSON.stringify(rest),
    });
  }
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

interface Client {
  managerId: number;
  key: string;
  /** Calls a documented operation (path as in the document: /api/v2/booking/{id}) and validates the answer. */
  call(
    method: Method,
    path: string,
    params?: Params,
    options?: { form?: boolean; status?: number },
  ): Promise<Answer>;
  /** The same, for a 200 answer; returns its data. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary payloads
  ok(method: Method, path: string, params?: Params, options?: { form?: boolean }): Promise<any>;
}

async function newClient(): Promise<Client> {
  const { managerId, apiKey } = await stack.createManager({ timezone: 'Europe/Berlin' });
  const client: Client = {
    managerId,
    key: apiKey,
    async call(method, path, params = {}, options = {}) {
      const answer = await send(method, path, params, { key: apiKey, form: options.form });
      if (options.status !== undefined) assert.equal(answer.status, options.status, answer.text);
      validate(method, path, answer);
      return answer;
    },
    async ok(method, path, params = {}, options = {}) {
      const answer = await client.call(method, path, params, { ...options, status: 200 });
      assert.equal(answer.body.success, true);
      return answer.body.data;
    },
  };
  return client;
}

/** Today in a time zone as Y-m-d. */
function today(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

describe('every documented answer, filled, against /openapi.json', () => {
  let m: Client;
  let capacity: number;
  let floor: number;
  let venue: { main: number; north: number; south: number };
  let customer: number;
  let rich: number;
  let series: number;
  let request: number;
  let saved: number;

  before(async () => {
    m = await newClient();
  });

  test('internal: custom fields, categories, resource_update, schedules, holidays', async () => {
    capacity = (await m.ok('POST', '/api/internal/custom_field_add', { name: 'Capacity', type: 'numeric' }))
      .id;
    floor = (
      await m.ok('POST', '/api/internal/custom_field_add', {
        name: 'Floor',
        type: 'select',
        options: ['ground', 'first'],
      })
    ).id;
    const fields = await m.ok('GET', '/api/internal/custom_field_list');
    assert.equal(fields.length, 2);

    const category = await m.ok('POST', '/api/internal/category_add', { name: 'Halls' });
    assert.equal((await m.ok('GET', '/api/internal/category_list')).length, 1);

    const main = (
      await m.ok('POST', '/api/v2/resource_add', {
        title: 'Grand Hall',
        street_hnr: 'Hauptstraße 5',
        zip: '10115',
        city: 'Berlin',
        country: 'de',
        contact_person: 'Ada',
        phone: '+49 30 1234',
        fax: '+49 30 1235',
        public_comment: 'Step-free',
        internal_comment: 'Key at the desk',
        lat: 52.52,
        lng: 13.405,
        tags: 'music,large',
        customfields: { [capacity]: 120, [floor]: 'ground' },
      })
    ).id;
    const north = (await m.ok('POST', '/api/v2/resource_add', { title: 'North', parent_id: main })).id;
    const south = (
      await m.ok('POST', '/api/v2/resource_add', { title: 'South', parent_id: main }, { form: true })
    ).id;
    venue = { main, north, south };
    await m.ok('POST', '/api/internal/resource_update', {
      resource_id: main,
      category_id: category.id,
      image: 'https://img.example.test/hall.png',
    });

    const schedule = await m.ok('POST', '/api/internal/opening_times_set', {
      resource_id: main,
      opening_times: WEEK.flatMap((weekday) => [
        { weekday, from: '08:00', to: '12:00' },
        { weekday, from: '13:00', to: '24:00' },
      ]),
    });
    assert.equal(schedule.opening_times.length, 14);
    const day = today('Europe/Berlin');
    await m.ok('POST', '/api/internal/holiday_add', {
      resource_id: main,
      title: 'Today off',
      from: day,
      to: day,
    });
    const gone = await m.ok('POST', '/api/internal/holiday_add', {
      resource_id: main,
      title: 'Cancelled',
      from: '2030-01-01',
      to: '2030-01-02',
    });
    await m.ok('POST', '/api/internal/holiday_delete', { holiday_id: gone.id });
    const read = await m.ok('GET', '/api/internal/schedule', { resource_id: main });
    assert.equal(read.holidays.length, 1);
  });

  test("v2 resources: list with parts and free_text_fields, detail with today's schedule", async () => {
    const answer = await m.call('GET', '/api/v2/resource_list', {}, { status: 200 });
    assert.deepEqual(
      answer.body.data.map((r: { parts: unknown[] }) => r.parts.length),
      [2],
    );
    assert.equal(answer.body.free_text_fields.length, 2);
    const detail = await m.ok('GET', '/api/v2/resource/{id}', { id: venue.main });
    assert.ok(detail.category_id > 0 && detail.image !== '');
    assert.equal(detail.today_opening_times.length, 2);
    assert.equal(detail.today_holidays.length, 1);
    await m.ok('GET', '/api/v2/resource/{id}', { id: venue.north });
  });

  test('profile', async () => {
    await m.ok('GET', '/api/v2/profile');
  });

  test('customers: groups, tags, every nullable field set, an edit, addresses; the streamed list', async () => {
    const gold = await m.ok('POST', '/api/internal/customer_group_add', {
      name: 'Gold',
      description: 'Best',
      public_group: 1,
    });
    const staff = await m.ok('POST', '/api/internal/customer_group_add', { name: 'Staff' });
    assert.equal((await m.ok('GET', '/api/internal/customer_group_list')).length, 2);

    [{ id: customer }] = await m.ok('POST', '/api/v2/customer_add', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      company_name: 'Engines Ltd',
      email: 'ada@responses.test',
      color: '#123456',
      customer_number: '1001',
      customer_number_prefix: 'K-',
      customer_account_number: 'ACC-1',
      customer_group_id: `${gold.id},${staff.id}`,
      default_customer_group: String(staff.id),
      customer_tags: 'Regular, vip',
      salutation: '1',
      salutation_title: '0',
      street: 'Ring',
      house_number: '7',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      phone: '+49 30 1',
      customer_newsletter: '1',
    });
    await m.ok('POST', '/api/v2/customer_add', { first_name: 'Bare' }, { form: true });
    await m.ok('POST', '/api/v2/customer_edit', { customer_id: customer, city: 'Hamburg' });
    const added = await m.ok('POST', '/api/v2/customer_address_add', {
      customer_id: customer,
      address: [
        { first_name: 'Ada', street: 'Side street', city: 'Bonn', country: 'DE', address_type: 'secondary' },
        { company_name: 'Engines Ltd', city: 'Vienna', country: 'AT' },
      ],
    });
    assert.equal(added.length, 2);

    const list = await m.ok('GET', '/api/v2/customer_list');
    const [full, bare] = list;
    assert.equal(full.tags.length, 2);
    assert.equal(full.groups.length, 2);
    for (const field of [
      'street',
      'zip',
      'city',
      'phone',
      'noletter',
      'color',
      'salutation',
      'country',
      'house_number',
      'customer_account_number',
      'salutation_title',
      'customer_number',
      'customer_number_prefix',
    ]) {
      assert.notEqual(full[field], null, `${field} is set on the full customer`);
      assert.equal(bare[field], null, `${field} is null on the bare customer`);
    }
  });

  test('bookings: single with every field, recurring, a request, booking_save by GET and POST', async () => {
    const single = (date: string, from: string, to: string, extra: Params = {}) => ({
      booking_mode: 'direct_booking',
      recurring: '0',
      date_from: date,
      date_to: date,
      time_from: from,
      time_to: to,
      main_resource: venue.main,
      resource_parts: { [venue.main]: [] },
      ...extra,
    });
    [{ id: rich }] = await m.ok(
      'POST',
      '/api/v2/booking_add',
      single('2031-04-14', '09:00', '11:30', {
        title: 'Board meeting',
        customer_id: customer,
        persons: [],
        custom_color: '1',
        color: '#1a2b3c',
        entrance_hall: '1',
        comments: 'Public note',
        internal_comments: 'Internal note',
        resource_parts: { [venue.main]: [venue.north] },
        category_fields: { [venue.main]: { [capacity]: '120', [floor]: 'ground' } },
      }),
    );
    [{ id: series }] = await m.ok('POST', '/api/v2/booking_add', {
      ...single('2031-04-01', '00:00', '00:00'),
      date_to: '2031-04-30',
      recurring: '1',
      recurrence_type: 'week',
      weekly_recurrence: [{ day: 'tue', from: '08:00', to: '09:00' }],
      resource_parts: { [venue.main]: [venue.south] },
    });
    // Form-encoded, resource_parts as the JSON string a form carries.
    [{ id: request }] = await m.ok(
      'POST',
      '/api/v2/booking_add',
      single('2031-04-15', '14:00', '15:00', {
        booking_mode: 'booking_request',
        resource_parts: JSON.stringify({ [venue.main]: [] }),
      }),
      { form: true },
    );
    [{ id: saved }] = await m.ok('GET', '/api/v2/booking_save', {
      resource_id: venue.main,
      date_from: '2031-04-16',
      date_to: '2031-04-16',
      time_from: '18:00',
      time_to: '20:00',
      customer_email: 'grace@responses.test',
      customer_first_name: 'Grace',
      customer_last_name: 'Hopper',
    });
    await m.ok('POST', '/api/v2/booking_save', {
      booking_id: saved,
      resource_id: venue.main,
      date_from: '2031-04-16',
      date_to: '2031-04-16',
      booking_status: 'draft',
    });
  });

  test('booking detail and list, with and without show_details', async () => {
    const detail = await m.ok('GET', '/api/v2/booking/{id}', { id: rich });
    assert.deepEqual(Object.keys(detail.custom_fields[venue.main]).length, 2);
    assert.equal(detail.customer_id, String(customer));
    assert.equal(
      (await m.ok('GET', '/api/v2/booking/{id}', { id: series })).resources[0].instances.length,
      5,
    );
    assert.equal((await m.ok('GET', '/api/v2/booking/{id}', { id: request })).status, 'pending');
    assert.equal((await m.ok('GET', '/api/v2/booking/{id}', { id: saved })).status, 'draft');
    const range = { resource_id: venue.main, date_from: '2031-04-01', date_to: '2031-04-30' };
    const plain = await m.ok('GET', '/api/v2/booking_list', range);
    assert.equal(plain.length, 4);
    assert.ok(
      plain.some((b: { customer: string }) => b.customer !== ''),
      'a customer name is listed',
    );
    const detailed = await m.ok('GET', '/api/v2/booking_list', { ...range, show_details: 'true' });
    assert.ok(detailed.every((b: { entrance_hall?: string }) => b.entrance_hall !== undefined));
  });

  test('availability: slots on open days, [] on others, with a custom field condition', async () => {
    const data = await m.ok('GET', '/api/v2/availability', {
      resource_id: `${venue.main},${venue.north}`,
      date_from: '2031-04-14',
      date_to: '2031-04-16',
      duration: '01:30',
      free_text_field_ids_str: String(capacity),
      free_text_field_conditions_str: 'great_than_et',
      free_text_field_values_str: '100',
    });
    assert.equal(data.length, 2);
    assert.ok(Object.values(data[0].dates).some((slots) => (slots as unknown[]).length > 0));
    const none = await m.ok('GET', '/api/v2/availability', {
      resource_id: String(venue.main),
      date_from: '2031-04-14',
      date_to: '2031-04-14',
      time_from: '23:00',
      duration: '02:00',
    });
    assert.deepEqual(none[0].dates, [], 'no slot in the whole range: dates is []');
  });

  test('billing: taxes, tariffs, inventory and services (2.7), a booking with items and its price', async () => {
    const standard = await m.ok('POST', '/api/internal/tax_rate_add', { name: 'Standard', rate: '19' });
    const reduced = await m.ok('POST', '/api/internal/tax_rate_add', { name: 'Reduced', rate: '7.5' }, { form: true });
    await m.ok('POST', '/api/internal/tax_settings_set', {
      vat_active: 1,
      calculation: 'vertical',
      default_tax_rate_id: standard.id,
    });
    const settings = await m.ok('GET', '/api/internal/tax_settings');
    assert.equal(settings.tax_rates.length, 2);
    const [group] = await m.ok('GET', '/api/internal/customer_group_list');
    await m.ok('POST', '/api/internal/tax_rule_add', {
      customer_group_id: group.id,
      tax_rate_id: reduced.id,
      applies_to: 'part',
    });
    await m.ok('POST', '/api/internal/tariff_add', {
      title: 'Hourly',
      customer_group_id: 0,
      resource_ids: `${venue.main},${venue.north}`,
      price_type: 'fixed',
      interval: 'per_hour',
      amount: '40.00',
      weekdays: 'mon,tue',
      valid_from: '2031-01-01',
      valid_to: '2031-12-31',
    });
    await m.ok('POST', '/api/internal/tariff_add', {
      title: 'Flat',
      customer_group_id: group.id,
      resource_ids: String(venue.south),
      price_type: 'flat',
      amount: '99.5',
    });
    assert.equal((await m.ok('GET', '/api/internal/tariff_list')).length, 2);
    const projector = await m.ok('POST', '/api/internal/inventory_add', {
      name: 'Projector',
      description: 'HD',
      image: 'https://img.example.test/projector.png',
      inventory_no: 'INV-1',
      i_type: 'AV',
      model: 'X1',
      serial_no: 'S-1',
      quantity: 3,
      price_cost: '250.00',
      resource_ids: String(venue.main),
      prices: [
        { price: '2.50', customer_group_ids: '', interval: 'per_hour', tax_rate_id: standard.id },
        { price: '1.50', customer_group_ids: String(group.id), interval: 'per_quantity', tax_rate_id: reduced.id },
      ],
    });
    const catering = await m.ok(
      'POST',
      '/api/internal/service_add',
      {
        name: 'Catering',
        resource_ids: String(venue.main),
        prices: JSON.stringify([{ price: '12', interval: 'per_quantity', tax_rate_id: reduced.id }]),
      },
      { form: true },
    );
    const inventory = await m.ok('GET', '/api/v2/inventory_list');
    assert.deepEqual(inventory[0].prices[0].customer_groups, ['All groups']);
    assert.deepEqual(inventory[0].prices[1].customer_groups, { [group.id]: group.name });
    const services = await m.ok('GET', '/api/v2/service_list');
    assert.equal(services[0].id, catering.id);

    const [{ id: equipped }] = await m.ok('POST', '/api/v2/booking_add', {
      booking_mode: 'direct_booking',
      recurring: '0',
      date_from: '2031-04-21',
      date_to: '2031-04-21',
      time_from: '09:00',
      time_to: '10:30',
      main_resource: venue.main,
      resource_parts: { [venue.main]: [venue.north] },
      inventory: { [venue.main]: { [projector.id]: { checked: 'on', quantity: 2 } } },
      services: { [venue.main]: { [catering.id]: { checked: 'on', quantity: 10 } } },
    });
    const detail = await m.ok('GET', '/api/v2/booking/{id}', { id: equipped });
    assert.equal(detail.resources[0].inventory[projector.id].quantity, '2');
    assert.equal(detail.resources[0].features[catering.id].rule_name, 'Catering');
    const listed = await m.ok('GET', '/api/v2/booking_list', {
      resource_id: venue.main,
      date_from: '2031-04-21',
      date_to: '2031-04-21',
      show_details: 'true',
    });
    assert.equal(listed[0].resources[0].inventory[projector.id].rule_price, 2.5);
    const price = await m.ok('GET', '/api/internal/booking_price', { booking_id: equipped });
    assert.equal(price.rows.length, 3);
    await m.call('GET', '/api/internal/booking_price', { booking_id: 2_000_000_000 }, { status: 404 });
    await m.call('POST', '/api/internal/tax_rate_add', { name: 'Too much', rate: '101' }, { status: 400 });
  });

  test('documents: number ranges, unbilled, invoices, quotes, the processed mark, automation; v2 invoices and the PDF', async () => {
    const range = await m.ok('POST', '/api/internal/document_settings_set', {
      document_type: 'invoice',
      prefix: 'RE-',
      start_number: 1001,
    });
    assert.equal(range.start_number, 1001);
    const book = async (date: string) => {
      const [{ id }] = await m.ok('POST', '/api/v2/booking_add', {
        booking_mode: 'direct_booking',
        recurring: '0',
        date_from: date,
        date_to: date,
        time_from: '09:00',
        time_to: '10:00',
        main_resource: venue.main,
        resource_parts: { [venue.main]: [] },
        customer_id: customer,
        ignore_opening_times: '1',
      });
      // Billing hears of bookings through events: wait until it lists it as unbilled.
      const deadline = Date.now() + 15_000;
      while (!(await m.ok('GET', '/api/internal/unbilled')).some((b: { booking_id: number }) => b.booking_id === id)) {
        assert.ok(Date.now() < deadline, 'billing never heard of the booking');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return id as number;
    };
    const invoiced = await book('2031-05-05');
    const draft = await m.ok('POST', '/api/internal/invoice_create', { booking_ids: String(invoiced), due_date: '2031-06-01' });
    // The issuer: approval needs what §14 UStG requires of it; every field set, then one cleared.
    assert.deepEqual((await m.ok('GET', '/api/internal/issuer')).missing, ['street_hnr', 'zip', 'city', 'country', 'vat_id or tax_number']);
    await m.call('POST', '/api/internal/issuer_set', { iban: 'DE89370400440532013001' }, { status: 400 });
    const saved = await m.ok('POST', '/api/internal/issuer_set', {
      ...COMPLETE_ISSUER,
      company: 'Hall & Co GmbH',
      email: 'billing@hall.example',
      phone: '+49 30 1234567',
      register_court: 'Amtsgericht Berlin-Charlottenburg',
      register_number: 'HRB 12345',
      managing_director: 'Ada Lovelace',
      payment_terms_days: 14,
      small_business: 0,
    });
    assert.deepEqual(saved.missing, []);
    assert.equal((await m.ok('GET', '/api/internal/issuer')).payment_terms_days, 14);
    await m.ok('POST', '/api/internal/issuer_set', { payment_terms_days: '' }, { form: true });
    assert.equal((await m.ok('GET', '/api/internal/issuer')).payment_terms_days, null);
    const approved = await m.ok('POST', '/api/internal/invoice_approve', { invoice_id: draft.id, document_date: '2031-05-05' });
    assert.equal(approved.invoice_number, 'RE-1001');
    await m.ok('POST', '/api/internal/invoice_processed', { invoice_number: 'RE-1001' });
    const quoted = await book('2031-05-06');
    const quote = await m.ok('POST', '/api/internal/quote_create', { booking_ids: String(quoted) });
    await m.ok('POST', '/api/internal/order_confirm', { quote_number: quote.quote_number });
    await m.ok('POST', '/api/internal/invoice_automation_set', { mode: 'on_booking' });
    await m.ok('POST', '/api/internal/invoice_automation_set', { mode: 'off' }, { form: true });

    const invoices = await m.ok('GET', '/api/v2/invoice_list', { limit: 10 });
    assert.equal(invoices[0].invoice_number, 'RE-1001');
    const details = await m.ok('GET', '/api/v2/invoice_details', { invoice_number: 'RE-1001' });
    assert.equal(Object.keys(details.booking).length, 1);
    await m.ok('POST', '/api/internal/invoice_cancel', { invoice_number: 'RE-1001' });
    assert.equal((await m.ok('GET', '/api/v2/invoice_list', { offset: 0 })).length, 2);
    await m.ok('GET', '/api/v2/invoice_details', { invoice_number: 'SR-1' });

    // Calendar events: every field set, with an invoice and its cancellation, and with a quote and
    // its order confirmation.
    const eventFields = {
      event_title: 'Concert',
      marketing_data_title: 'Spring concert',
      marketing_data_description: 'Strings and winds',
      entrance_time: '08:30',
      beginning_time: '09:00',
      marketing_data_ticket_link: 'https://tickets.example.com/spring',
      marketing_data_price: '15 EUR',
      marketing_data_notice_text: 'No photos',
      image: 'https://img.example.com/spring.png',
      show_on_api: 1,
      show_on_website: 0,
    };
    await m.ok('POST', '/api/internal/event_set', { booking_id: invoiced, ...eventFields });
    await m.ok('POST', '/api/internal/event_set', { booking_id: quoted, ...eventFields, show_on_api: '0', show_on_website: '1' }, { form: true });
    assert.equal((await m.ok('GET', '/api/v2/event_list', { date_from: '2031-05-01', date_to: '2031-05-31' })).length, 2);
    const [invoicedEvent] = await m.ok('GET', '/api/v2/event_details/{id}', { id: invoiced });
    assert.deepEqual(
      invoicedEvent.documents.map((d: { document_type: string }) => d.document_type),
      ['Invoice', 'Cancellation invoice'],
    );
    const [quotedEvent] = await m.ok('GET', '/api/v2/event_details/{id}', { id: quoted });
    assert.equal(quotedEvent.documents.length, 2);
    await m.ok('POST', '/api/internal/event_unset', { booking_id: quoted });
    await m.call('GET', '/api/v2/event_details/{id}', { id: quoted }, { status: 404 });
    await m.call('GET', '/api/v2/event_list', { date_from: '2031-05-01' }, { status: 400 });

    // The PDF: its 200 is documented as application/pdf, not as JSON.
    const path = '/api/internal/invoice_file/{invoice_number}';
    const pdfContent = doc.paths[path]?.get?.responses['200']?.content;
    assert.ok(pdfContent?.['application/pdf'], `${path} 200 is not documented as a PDF`);
    const pdf = await fetch(`${stack.baseUrl}/api/internal/invoice_file/RE-1001?api_secret_key=${encodeURIComponent(m.key)}`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.equal(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString(), '%PDF-');
    validated.add(`GET ${path} 200`);

    await m.call('GET', path, { invoice_number: 'RE-99' }, { status: 404 });

    // The e-invoice: its 200 is documented as XML.
    const xmlPath = '/api/internal/invoice_xml/{invoice_number}';
    assert.ok(doc.paths[xmlPath]?.get?.responses['200']?.content?.['application/xml'], `${xmlPath} 200 is not documented as XML`);
    const xml = await fetch(`${stack.baseUrl}/api/internal/invoice_xml/RE-1001?syntax=ubl&api_secret_key=${encodeURIComponent(m.key)}`);
    const xmlText = await xml.text();
    assert.equal(xml.status, 200, xmlText);
    assert.match(String(xml.headers.get('content-type')), /^application\/xml/);
    assert.match(xmlText, /^<\?xml /);
    validated.add(`GET ${xmlPath} 200`);
    await m.call('GET', xmlPath, { invoice_number: 'RE-99' }, { status: 404 });
    await m.call('GET', '/api/v2/invoice_details', { invoice_number: '1001' }, { status: 404 });
    await m.call('GET', '/api/v2/invoice_list', { limit: 0 }, { status: 400 });
    await m.call('POST', '/api/internal/invoice_approve', { invoice_id: draft.id }, { status: 422 });
  });

  test('webhooks: an endpoint, its deliveries with their attempts, rotation, redelivery, delete', async () => {
    const hooks = createServer((request, response) => request.resume().on('end', () => response.writeHead(200).end('ok')));
    await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`;
      const endpoint = await m.ok('POST', '/api/internal/webhook_add', { url, events: 'customer.created', description: 'CRM' });
      assert.match(endpoint.secret, /^whsec_/);
      await m.ok('POST', '/api/v2/customer_add', { first_name: 'Hook', last_name: 'Test' });
      const deadline = Date.now() + 15_000;
      let deliveries = await m.ok('GET', '/api/internal/webhook_deliveries', { webhook_id: endpoint.id });
      while (deliveries[0]?.state !== 'delivered') {
        assert.ok(Date.now() < deadline, 'the customer.created delivery never arrived');
        await new Promise((resolve) => setTimeout(resolve, 50));
        deliveries = await m.ok('GET', '/api/internal/webhook_deliveries', { webhook_id: endpoint.id, limit: 10 });
      }
      await m.ok('POST', '/api/internal/webhook_rotate_secret', { webhook_id: endpoint.id });
      assert.equal((await m.ok('GET', '/api/internal/webhook_list'))[0].previous_secret_valid_until.length, 19);
      assert.equal((await m.ok('POST', '/api/internal/webhook_redeliver', { webhook_id: endpoint.id, delivery_id: deliveries[0].id })).count, 1);
      await m.ok('POST', '/api/internal/webhook_redeliver', { webhook_id: endpoint.id, since: '2031-01-01 00:00' }, { form: true });
      await m.call('POST', '/api/internal/webhook_add', { url: 'ftp://nowhere', events: '*' }, { status: 400 });
      await m.call('GET', '/api/internal/webhook_deliveries', { webhook_id: 999_999 }, { status: 404 });
      await m.ok('POST', '/api/internal/webhook_delete', { webhook_id: endpoint.id });
      await m.call('POST', '/api/internal/webhook_delete', { webhook_id: endpoint.id }, { status: 404 });
    } finally {
      hooks.closeAllConnections();
      hooks.close();
    }
  });

  test('calendar feeds: add (one resource, every resource), list, delete', async () => {
    const [{ id: resource }] = await m.ok('GET', '/api/v2/resource_list');
    const one = await m.ok('POST', '/api/internal/calendar_feed_add', { resource_id: resource, include_customer: 1 });
    const all = await m.ok('POST', '/api/internal/calendar_feed_add', {}, { form: true });
    const feed = await fetch(`${stack.baseUrl}${one.path}`);
    assert.equal(feed.status, 200);
    assert.match(await feed.text(), /^BEGIN:VCALENDAR/);
    assert.equal((await m.ok('GET', '/api/internal/calendar_feed_list')).length, 2);
    await m.ok('POST', '/api/internal/calendar_feed_delete', { feed_id: all.id });
    await m.call('POST', '/api/internal/calendar_feed_delete', { feed_id: all.id }, { status: 404 });
    await m.call('POST', '/api/internal/calendar_feed_add', { resource_id: 999_999 }, { status: 404 });
  });

  test('a 4xx failure of every documented operation: no key (401), and some 400 and 404', async () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const upper = method.toUpperCase() as Method;
        const answer = await send(upper, path, path.includes('{id}') ? { id: 1 } : {});
        assert.equal(answer.status, 401, `${upper} ${path}: ${answer.text}`);
        validate(upper, path, answer);
      }
    }
    await m.call('GET', '/api/v2/booking/{id}', { id: 2_000_000_000 }, { status: 404 });
    await m.call('GET', '/api/v2/resource/{id}', { id: 'abc' }, { status: 400 });
    await m.call(
      'GET',
      '/api/v2/availability',
      { date_from: '2031-04-14', date_to: '2031-04-14', duration: '99:99' },
      { status: 400 },
    );
    await m.call('POST', '/api/v2/booking_add', { booking_mode: 'direct_booking' }, { status: 400 });
    await m.call(
      'POST',
      '/api/v2/customer_edit',
      { customer_id: 2_000_000_000, first_name: 'X' },
      { status: 404 },
    );
  });

  test('a 5xx failure: the resources service down is a 503 in the envelope', async () => {
    await stack.stopResources();
    await m.call('POST', '/api/v2/resource_add', { title: 'During the outage' }, { status: 503 });
    // A manager with nothing kept by the gateway (no catalog version yet: decisions.md, catalog reuse).
    const fresh = await newClient();
    await fresh.call('GET', '/api/v2/resource_list', {}, { status: 503 });
    await m.call('GET', '/api/internal/category_list', {}, { status: 503 });
  });

  test('every documented operation has 200, 4XX and 5XX schemas, and every one was checked against a real answer', () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const upper = method.toUpperCase();
        for (const key of ['200', '4XX', '5XX']) {
          const content = operation.responses[key]?.content;
          // A file download (the invoice PDF, the e-invoice) documents its 200 as that media type.
          const file = key === '200' && (content?.['application/pdf']?.schema ?? content?.['application/xml']?.schema);
          if (!content?.['application/json']?.schema && !file) missing.push(`${upper} ${path} ${key}: no schema`);
        }
        for (const key of ['200', '4XX'])
          if (!validated.has(`${upper} ${path} ${key}`))
            missing.push(`${upper} ${path} ${key}: not exercised`);
      }
    }
    assert.ok(validated.has('GET /api/v2/resource_list 5XX'));
    assert.deepEqual(missing, []);
  });
});

describe('the checks themselves', () => {
  test('the validator names the field that drifts', async () => {
    const m = await newClient();
    const answer = await send('GET', '/api/v2/profile', {}, { key: m.key });
    const drifted = {
      ...answer,
      body: { ...answer.body, data: { ...answer.body.data, created: '23.11.2026', extra: 1 } },
    };
    drifted.text = JSON.stringify(drifted.body);
    assert.throws(
      () => validate('GET', '/api/v2/profile', drifted),
      (error: Error) => {
        assert.match(error.message, /\/data\/created: must match pattern/);
        assert.match(error.message, /\/data: must NOT have additional properties "extra"/);
        return true;
      },
    );
    const nulled = { ...answer, status: 404, body: { data: null, total: 0, success: false } };
    nulled.text = JSON.stringify(nulled.body);
    assert.throws(() => validate('GET', '/api/v2/profile', nulled), /\/data: must be string/);
  });

  test('health answers match their schemas (hidden from the document)', async () => {
    const live = await fetch(`${stack.baseUrl}/healthz`).then((r) => r.json());
    const ready = await fetch(`${stack.baseUrl}/readyz`).then((r) => r.json());
    const strict = new Ajv({ allErrors: true });
    assert.ok(strict.validate(Live, live), JSON.stringify(strict.errors));
    assert.ok(strict.validate(Ready, ready), JSON.stringify(strict.errors));
  });

  test('a route with a response schema still writes exactly what JSON.stringify writes', async () => {
    const app = Fastify();
    attachResponseSchemas(app);
    // Fields out of the schema's order, one the schema lacks, a number where it wants a string.
    const payload = {
      total: 1,
      success: true,
      data: { zip: 10115, first_name: 'A', unknown: { deep: [1, '2'] } },
      extra: null,
    };
    app.get('/api/v2/profile', async () => payload);
    app.get('/api/v2/availability', async (_request, reply) => {
      reply.type('application/json; charset=utf-8');
      return '{"data":[],"total":0,"success":true}';
    });
    app.get('/api/v2/customer_list', async (_request, reply) => {
      reply.type('application/json; charset=utf-8');
      return reply.send(Readable.from(['{"data":[', '{"id":1}', '],"total":1,"success":true}']));
    });
    try {
      assert.equal((await app.inject({ url: '/api/v2/profile' })).body, JSON.stringify(payload));
      assert.equal(
        (await app.inject({ url: '/api/v2/availability' })).body,
        '{"data":[],"total":0,"success":true}',
      );
      assert.equal(
        (await app.inject({ url: '/api/v2/customer_list' })).body,
        '{"data":[{"id":1}],"total":1,"success":true}',
      );
    } finally {
      await app.close();
    }
  });
});
