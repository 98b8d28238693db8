// Another manager's id anywhere in a request (path, query, body, a list, an object key) answers
// 404 exactly like an id that does not exist: the same status and the same message, so an answer
// never tells whether an id belongs to someone else (issue 61, item 7). Each parameter that names
// the manager's own data is sent once with another manager's real id and once with an id nobody
// has, and nothing may be written. An own id in a place it is not allowed keeps its rule answer.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type pg from 'pg';
import {
  eventsHandled,
  eventually,
  expectFailure,
  expectOk,
  newManager,
  openSql,
  type ApiAnswer,
  type TestManager,
  type TestStack,
  startTestStack,
} from '@venue/testing';

/** An id no manager has. */
const MISSING = 2_000_000_000;

let stack: TestStack;
let sql: pg.Pool;

/** What one manager owns: every kind of id a request can name. */
interface Owned {
  m: TestManager;
  main: number;
  part: number;
  /** a main resource without parts */
  garden: number;
  field: number;
  category: number;
  holiday: number;
  group: number;
  customer: number;
  booking: number;
  taxRate: number;
  inventory: number;
  service: number;
  draft: number;
}

let mine: Owned;
let theirs: Owned;

async function setUp(): Promise<Owned> {
  const m = await newManager(stack, { cooldownMs: 0 });
  const field = expectOk(await m.post('/api/internal/custom_field_add', { name: 'Seats', type: 'numeric' })).id as number;
  const main = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall', customfields: { [field]: '100' } })).id as number;
  const part = expectOk(await m.post('/api/v2/resource_add', { title: 'Stage', parent_id: main })).id as number;
  const garden = expectOk(await m.post('/api/v2/resource_add', { title: 'Garden' })).id as number;
  const category = expectOk(await m.post('/api/internal/category_add', { name: 'Halls' })).id as number;
  const holiday = expectOk(
    await m.post('/api/internal/holiday_add', { resource_id: garden, title: 'Closed', from: '2031-12-24', to: '2031-12-26' }),
  ).id as number;
  const group = expectOk(await m.post('/api/internal/customer_group_add', { name: 'Schools' })).id as number;
  const [{ id: customer }] = expectOk(
    await m.post('/api/v2/customer_add', { first_name: 'Ada', customer_group_id: String(group), default_customer_group: String(group) }),
  );
  const taxRate = expectOk(await m.post('/api/internal/tax_rate_add', { name: 'Standard', rate: '19' })).id as number;
  const inventory = expectOk(
    await m.post('/api/internal/inventory_add', { name: 'Projector', quantity: 3, resource_ids: String(main) }),
  ).id as number;
  const service = expectOk(await m.post('/api/internal/service_add', { name: 'Catering', resource_ids: String(main) })).id as number;
  const [{ id: booking }] = expectOk(await m.post('/api/v2/booking_add', { ...single(main, '2031-05-05'), customer_id: customer }));
  await eventually('billing to know the booking', async () =>
    (await sql.query('select 1 from billing.booking_fact where booking_id = $1', [booking])).rows.length > 0 ? true : undefined,
  );
  const draft = expectOk(await m.post('/api/internal/invoice_create', { booking_ids: String(booking) })).id as number;
  return { m, main, part, garden, field, category, holiday, group, customer, booking, taxRate, inventory, service, draft };
}

/** booking_add of the whole main resource, one hour. */
function single(main: number, date: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    booking_mode: 'direct_booking',
    recurring: '0',
    date_from: date,
    date_to: date,
    time_from: '10:00',
    time_to: '11:00',
    main_resource: main,
    resource_parts: { [main]: [] },
    ...extra,
  };
}

/**
 * A digest of every table the services own but their outboxes and inboxes (which the relays and
 * consumers empty and fill on their own): a refused request must leave all of it as it was,
 * updates included.
 */
async function contents(): Promise<Record<string, string>> {
  const { rows: tables } = await sql.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('resources', 'customers', 'bookings', 'billing') and table_type = 'BASE TABLE'
        and table_name not in ('outbox', 'inbox') order by 1`,
  );
  const digests = tables.map((t, i) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${t.name} x) as d${i}`);
  const { rows } = await sql.query<Record<string, string>>(`select ${digests.join(', ')}`);
  return Object.fromEntries(tables.map((t, i) => [t.name, rows[0]![`d${i}`]!]));
}

before(async () => {
  // Every service owns some of the ids: all four run.
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings', 'billing'] });
  sql = openSql(stack);
  mine = await setUp();
  theirs = await setUp();
  // The booking events of the set-up handled, so that nothing changes behind the tests' backs.
  await eventsHandled(stack, 'billing-bookings');
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

interface Case {
  /** the parameter, as the client sees it */
  name: string;
  /** the request of `mine`, naming `id` where the parameter is */
  send: (id: number) => Promise<ApiAnswer>;
  /** another manager's real id of the kind the parameter names */
  foreign: () => number;
  /** the thing named in the message: "<thing> <id> not found" */
  thing: string;
}

const v2 = (path: string) => `/api/v2${path}`;
const internal = (path: string) => `/api/internal${path}`;
const post = (path: string, body: Record<string, unknown>) => mine.m.post(path, body);
const get = (path: string, query: Record<string, string | number> = {}) => mine.m.get(path, query);

const CASES: Case[] = [
  // resources
  { name: 'resource/<id>', send: (id) => get(v2(`/resource/${id}`)), foreign: () => theirs.main, thing: 'resource' },
  { name: 'resource_add parent_id', send: (id) => post(v2('/resource_add'), { title: 'X', parent_id: id }), foreign: () => theirs.main, thing: 'parent resource' },
  { name: 'resource_add customfields (key)', send: (id) => post(v2('/resource_add'), { title: 'X', customfields: { [id]: '1' } }), foreign: () => theirs.field, thing: 'custom field' },
  {
    name: 'resource_add customfields (a second key)',
    send: (id) => post(v2('/resource_add'), { title: 'X', customfields: { [mine.field]: '5', [id]: '1' } }),
    foreign: () => theirs.field,
    thing: 'custom field',
  },
  { name: 'resource_update resource_id', send: (id) => post(internal('/resource_update'), { resource_id: id, image: 'https://example.test/a.png' }), foreign: () => theirs.main, thing: 'resource' },
  { name: 'resource_update category_id', send: (id) => post(internal('/resource_update'), { resource_id: mine.main, category_id: id }), foreign: () => theirs.category, thing: 'category' },
  { name: 'schedule resource_id', send: (id) => get(internal('/schedule'), { resource_id: id }), foreign: () => theirs.main, thing: 'resource' },
  {
    name: 'opening_times_set resource_id',
    send: (id) => post(internal('/opening_times_set'), { resource_id: id, opening_times: [{ weekday: 1, from: '08:00', to: '18:00' }] }),
    foreign: () => theirs.main,
    thing: 'resource',
  },
  { name: 'holiday_add resource_id', send: (id) => post(internal('/holiday_add'), { resource_id: id, title: 'X', from: '2031-01-01', to: '2031-01-01' }), foreign: () => theirs.main, thing: 'resource' },
  { name: 'holiday_delete holiday_id', send: (id) => post(internal('/holiday_delete'), { holiday_id: id }), foreign: () => theirs.holiday, thing: 'holiday' },

  // customers
  { name: 'customer_add customer_group_id', send: (id) => post(v2('/customer_add'), { first_name: 'X', customer_group_id: String(id) }), foreign: () => theirs.group, thing: 'customer group' },
  {
    name: 'customer_add customer_group_id (in a list)',
    send: (id) => post(v2('/customer_add'), { first_name: 'X', customer_group_id: `${mine.group},${id}` }),
    foreign: () => theirs.group,
    thing: 'customer group',
  },
  {
    name: 'customer_add default_customer_group',
    send: (id) => post(v2('/customer_add'), { first_name: 'X', customer_group_id: String(mine.group), default_customer_group: String(id) }),
    foreign: () => theirs.group,
    thing: 'customer group',
  },
  { name: 'customer_edit customer_id', send: (id) => post(v2('/customer_edit'), { customer_id: id, first_name: 'X' }), foreign: () => theirs.customer, thing: 'customer' },
  { name: 'customer_edit customer_group_id', send: (id) => post(v2('/customer_edit'), { customer_id: mine.customer, customer_group_id: String(id) }), foreign: () => theirs.group, thing: 'customer group' },
  {
    name: 'customer_edit default_customer_group',
    send: (id) => post(v2('/customer_edit'), { customer_id: mine.customer, default_customer_group: String(id) }),
    foreign: () => theirs.group,
    thing: 'customer group',
  },
  { name: 'customer_address_add customer_id', send: (id) => post(v2('/customer_address_add'), { customer_id: id, address: [{ city: 'Rome' }] }), foreign: () => theirs.customer, thing: 'customer' },

  // bookings
  { name: 'booking/<id>', send: (id) => get(v2(`/booking/${id}`)), foreign: () => theirs.booking, thing: 'booking' },
  { name: 'booking_list resource_id', send: (id) => get(v2('/booking_list'), { resource_id: id, date_from: '2031-05-01', date_to: '2031-05-31' }), foreign: () => theirs.main, thing: 'resource' },
  { name: 'booking_save resource_id', send: (id) => post(v2('/booking_save'), { resource_id: id, date_from: '2031-06-01', date_to: '2031-06-01' }), foreign: () => theirs.main, thing: 'resource' },
  { name: 'booking_save booking_id', send: (id) => post(v2('/booking_save'), { booking_id: id, resource_id: mine.main, booking_status: 'draft' }), foreign: () => theirs.booking, thing: 'booking' },
  { name: 'booking_add main_resource', send: (id) => post(v2('/booking_add'), single(id, '2031-06-02')), foreign: () => theirs.main, thing: 'resource' },
  {
    name: 'booking_add resource_parts (a part)',
    send: (id) => post(v2('/booking_add'), single(mine.main, '2031-06-03', { resource_parts: { [mine.main]: [mine.part, id] } })),
    foreign: () => theirs.part,
    thing: 'resource',
  },
  {
    name: 'booking_add category_fields (resource key)',
    send: (id) => post(v2('/booking_add'), single(mine.main, '2031-06-04', { category_fields: { [id]: { [mine.field]: '1' } } })),
    foreign: () => theirs.main,
    thing: 'resource',
  },
  {
    name: 'booking_add category_fields (field key)',
    send: (id) => post(v2('/booking_add'), single(mine.main, '2031-06-05', { category_fields: { [mine.main]: { [id]: '1' } } })),
    foreign: () => theirs.field,
    thing: 'custom field',
  },
  { name: 'booking_add customer_id', send: (id) => post(v2('/booking_add'), single(mine.main, '2031-06-06', { customer_id: id })), foreign: () => theirs.customer, thing: 'customer' },
  {
    name: 'booking_add inventory (item key)',
    send: (id) => post(v2('/booking_add'), single(mine.main, '2031-06-07', { inventory: { [mine.main]: { [id]: { checked: 'on', quantity: 1 } } } })),
    foreign: () => theirs.inventory,
    thing: 'inventory item',
  },
  {
    name: 'booking_add inventory (resource key)',
    send: (id) => post(v2('/booking_add'), single(mine.main, '2031-06-08', { inventory: { [id]: { [mine.inventory]: { checked: 'on', quantity: 1 } } } })),
    foreign: () => theirs.main,
    thing: 'resource',
  },
  {
    name: 'booking_add services (item key)',
    send: (id) => post(v2('/booking_add'), single(mine.main, '2031-06-09', { services: { [mine.main]: { [id]: { checked: 'on', quantity: 1 } } } })),
    foreign: () => theirs.service,
    thing: 'service',
  },
  {
    name: 'booking_add services (resource key)',
    send: (id) => post(v2('/booking_add'), single(mine.main, '2031-06-10', { services: { [id]: { [mine.service]: { checked: 'on', quantity: 1 } } } })),
    foreign: () => theirs.main,
    thing: 'resource',
  },
  {
    name: 'availability resource_id (in a list)',
    send: (id) => get(v2('/availability'), { resource_id: `${mine.main},${id}`, date_from: '2031-06-01', date_to: '2031-06-02' }),
    foreign: () => theirs.part,
    thing: 'resource',
  },
  {
    name: 'availability free_text_field_ids_str',
    send: (id) =>
      get(v2('/availability'), {
        date_from: '2031-06-01',
        date_to: '2031-06-02',
        free_text_field_ids_str: `${mine.field},${id}`,
        free_text_field_conditions_str: 'great_than,et',
        free_text_field_values_str: '1,1',
      }),
    foreign: () => theirs.field,
    thing: 'custom field',
  },
  { name: 'event_details/<id>', send: (id) => get(v2(`/event_details/${id}`)), foreign: () => theirs.booking, thing: 'event' },
  { name: 'event_set booking_id', send: (id) => post(internal('/event_set'), { booking_id: id, event_title: 'X', show_on_api: 1 }), foreign: () => theirs.booking, thing: 'booking' },
  { name: 'event_unset booking_id', send: (id) => post(internal('/event_unset'), { booking_id: id }), foreign: () => theirs.booking, thing: 'booking' },

  // billing
  {
    name: 'tax_settings_set default_tax_rate_id',
    send: (id) => post(internal('/tax_settings_set'), { vat_active: 1, calculation: 'vertical', default_tax_rate_id: id }),
    foreign: () => theirs.taxRate,
    thing: 'tax rate',
  },
  {
    name: 'tax_rule_add customer_group_id',
    send: (id) => post(internal('/tax_rule_add'), { customer_group_id: id, tax_rate_id: mine.taxRate, applies_to: 'main' }),
    foreign: () => theirs.group,
    thing: 'customer group',
  },
  {
    name: 'tax_rule_add tax_rate_id',
    send: (id) => post(internal('/tax_rule_add'), { customer_group_id: mine.group, tax_rate_id: id, applies_to: 'main' }),
    foreign: () => theirs.taxRate,
    thing: 'tax rate',
  },
  {
    name: 'tariff_add resource_ids (in a list)',
    send: (id) => post(internal('/tariff_add'), { title: 'T', customer_group_id: 0, resource_ids: `${mine.main},${id}`, price_type: 'flat', amount: '1' }),
    foreign: () => theirs.part,
    thing: 'resource',
  },
  {
    name: 'tariff_add customer_group_id',
    send: (id) => post(internal('/tariff_add'), { title: 'T', customer_group_id: id, resource_ids: String(mine.main), price_type: 'flat', amount: '1' }),
    foreign: () => theirs.group,
    thing: 'customer group',
  },
  { name: 'inventory_add resource_ids (an array)', send: (id) => post(internal('/inventory_add'), { name: 'X', resource_ids: [mine.main, id] }), foreign: () => theirs.main, thing: 'resource' },
  {
    name: 'inventory_add prices customer_group_ids',
    send: (id) => post(internal('/inventory_add'), { name: 'X', prices: [{ price: '1', customer_group_ids: `${mine.group},${id}`, interval: 'per_hour', tax_rate_id: mine.taxRate }] }),
    foreign: () => theirs.group,
    thing: 'customer group',
  },
  {
    name: 'inventory_add prices tax_rate_id',
    send: (id) => post(internal('/inventory_add'), { name: 'X', prices: [{ price: '1', interval: 'per_hour', tax_rate_id: id }] }),
    foreign: () => theirs.taxRate,
    thing: 'tax rate',
  },
  { name: 'service_add resource_ids', send: (id) => post(internal('/service_add'), { name: 'X', resource_ids: String(id) }), foreign: () => theirs.part, thing: 'resource' },
  {
    name: 'service_add prices tax_rate_id',
    send: (id) => post(internal('/service_add'), { name: 'X', prices: [{ price: '1', interval: 'per_quantity', tax_rate_id: id }] }),
    foreign: () => theirs.taxRate,
    thing: 'tax rate',
  },
  { name: 'booking_price booking_id', send: (id) => get(internal('/booking_price'), { booking_id: id }), foreign: () => theirs.booking, thing: 'booking' },
  {
    name: 'invoice_create booking_ids (in a list)',
    send: (id) => post(internal('/invoice_create'), { booking_ids: `${mine.booking},${id}` }),
    foreign: () => theirs.booking,
    thing: 'booking',
  },
  { name: 'quote_create booking_ids', send: (id) => post(internal('/quote_create'), { booking_ids: String(id) }), foreign: () => theirs.booking, thing: 'booking' },
  { name: 'invoice_approve invoice_id', send: (id) => post(internal('/invoice_approve'), { invoice_id: id }), foreign: () => theirs.draft, thing: 'invoice' },
];

describe("another manager's id answers like a missing one: 404, the same message, nothing written", () => {
  for (const c of CASES) {
    test(c.name, async () => {
      const foreign = c.foreign();
      const before = await contents();
      const answers = { foreign: await c.send(foreign), missing: await c.send(MISSING) };
      expectFailure(answers.foreign, 404, `${c.thing} ${foreign} not found`);
      expectFailure(answers.missing, 404, `${c.thing} ${MISSING} not found`);
      assert.deepEqual(await contents(), before);
    });
  }
});

interface RuleCase {
  name: string;
  send: () => Promise<ApiAnswer>;
  status: number;
  message: () => string;
}

// An id the manager owns, given where it is not allowed, is refused by the rule of that place
// (its answer tells the manager nothing new). So are ids a rule refuses before any lookup: those
// answers do not depend on whose the id is.
const RULE_CASES: RuleCase[] = [
  {
    name: 'booking_add resource_parts: an own resource that is not a part of the main resource',
    send: () => post(v2('/booking_add'), single(mine.main, '2031-07-01', { resource_parts: { [mine.main]: [mine.garden] } })),
    status: 400,
    message: () => `resource_parts: resource ${mine.garden} is not a part of main resource ${mine.main}`,
  },
  {
    name: 'booking_add main_resource: an own part',
    send: () => post(v2('/booking_add'), single(mine.part, '2031-07-02')),
    status: 400,
    message: () => `main_resource: resource ${mine.part} is a part, not a main resource`,
  },
  {
    name: 'booking_add resource_parts keyed by another resource than main_resource (no lookup)',
    send: () => post(v2('/booking_add'), single(mine.main, '2031-07-03', { resource_parts: { [theirs.main]: [] } })),
    status: 400,
    message: () => `resource_parts: key ${theirs.main} is not the main_resource ${mine.main}`,
  },
  {
    name: 'booking_add category_fields: an own resource outside the booked venue',
    send: () => post(v2('/booking_add'), single(mine.main, '2031-07-04', { category_fields: { [mine.garden]: { [mine.field]: '1' } } })),
    status: 400,
    message: () => `category_fields: resource ${mine.garden} is not part of this booking's venue`,
  },
  {
    name: 'booking_add inventory: an own item on an own resource it is not offered on',
    send: () =>
      post(v2('/booking_add'), single(mine.main, '2031-07-05', { inventory: { [mine.garden]: { [mine.inventory]: { checked: 'on', quantity: 1 } } } })),
    status: 400,
    message: () => `inventory item ${mine.inventory} is not offered on resource ${mine.garden}`,
  },
  {
    name: 'booking_add persons: refused whatever the ids (Venue manages no persons to look up)',
    send: () => post(v2('/booking_add'), single(mine.main, '2031-07-06', { persons: [theirs.customer] })),
    status: 422,
    message: () => 'persons cannot be booked: Venue does not manage persons yet; send none',
  },
  {
    name: 'customer_add default_customer_group: an own group the customer is not in',
    send: () => post(v2('/customer_add'), { first_name: 'X', default_customer_group: String(mine.group) }),
    status: 400,
    message: () => "default_customer_group must be one of the customer's groups (customer_group_id)",
  },
  {
    name: 'resource_add parent_id: an own part',
    send: () => post(v2('/resource_add'), { title: 'X', parent_id: mine.part }),
    status: 400,
    message: () => 'parent_id: parts can only be added to main resources',
  },
  {
    name: 'resource_add customfields on a part (refused before any field is looked up)',
    send: () => post(v2('/resource_add'), { title: 'X', parent_id: mine.main, customfields: { [theirs.field]: '1' } }),
    status: 400,
    message: () => 'customfields can only be set on main resources, not on parts',
  },
  {
    name: 'holiday_add resource_id: an own part',
    send: () => post(internal('/holiday_add'), { resource_id: mine.part, title: 'X', from: '2031-01-01', to: '2031-01-01' }),
    status: 400,
    message: () => `resource_id: resource ${mine.part} is a part; its schedule is its main resource's`,
  },
];

describe('an own id where it is not allowed keeps its rule answer, nothing written', () => {
  for (const c of RULE_CASES) {
    test(c.name, async () => {
      const before = await contents();
      expectFailure(await c.send(), c.status, c.message());
      assert.deepEqual(await contents(), before);
    });
  }
});

test('the check "nothing written" sees a write (of an update too)', async () => {
  const before = await contents();
  expectOk(await post(v2('/customer_edit'), { customer_id: mine.customer, first_name: 'Adele' }));
  assert.notDeepEqual(await contents(), before);
});
