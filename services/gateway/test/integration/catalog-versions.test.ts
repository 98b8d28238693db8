// The bookings service reuses what it read of a manager's catalog within one catalog version
// (decisions.md, "The bookings service and the gateway reuse catalog reads within one catalog version"). What must hold: every catalog change
// acknowledged is seen by the very next booking or search, whatever was read before it and
// however the change reached the resources service (the gateway, gRPC, SQL); nothing read for one
// manager answers another; and the version itself behaves as owner-versions.ts says.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { createGatewayLogger, loadGatewayConfig, startGateway } from '@venue/gateway';
import {
  addHolidayOverGrpc,
  startTestStack,
  expectFailure,
  expectOk,
  freePort,
  newManager,
  type TestManager,
  type TestStack,
} from '@venue/testing';
import { metricsRegistry, VERSION_PATTERN } from '@venue/platform';

let stack: TestStack;
before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings'] });
});
after(async () => {
  await stack?.stop();
});

const internal = (path: string) => `/api/internal${path}`;

function bookingOn(hall: number, date: string, parts: number[] = [], times = { from: '10:00', to: '11:00' }) {
  return {
    booking_mode: 'direct_booking',
    recurring: '0',
    date_from: date,
    date_to: date,
    time_from: times.from,
    time_to: times.to,
    main_resource: hall,
    resource_parts: { [hall]: parts },
  };
}

async function hallOf(m: TestManager, title = 'Hall'): Promise<number> {
  return expectOk(await m.post('/api/v2/resource_add', { title })).id as number;
}

describe('every catalog change acknowledged is seen by the next booking', () => {
  test('a holiday added closes the day for the next booking; deleted, the day is open again', async () => {
    const m = await newManager(stack, { timezone: 'UTC' });
    const hall = await hallOf(m);
    // Read (and kept) by the bookings service before the change.
    expectOk(await m.post('/api/v2/booking_add', bookingOn(hall, '2031-05-05')));
    const holiday = expectOk(
      await m.post(internal('/holiday_add'), { resource_id: hall, title: 'Off', from: '2031-05-06', to: '2031-05-06' }),
    );
    assert.match(expectFailure(await m.post('/api/v2/booking_add', bookingOn(hall, '2031-05-06')), 422), /closed/);
    expectOk(await m.post(internal('/holiday_delete'), { holiday_id: holiday.id }));
    expectOk(await m.post('/api/v2/booking_add', bookingOn(hall, '2031-05-06')));
  });

  test('opening times set apply to the next booking', async () => {
    const m = await newManager(stack, { timezone: 'UTC' });
    const hall = await hallOf(m);
    const open = (from: string, to: string) =>
      m.post(internal('/opening_times_set'), { resource_id: hall, opening_times: [{ weekday: 1, from, to }] });
    expectOk(await open('08:00', '12:00'));
    // 2031-05-05 and 2031-05-12 are Mondays.
    expectOk(await m.post('/api/v2/booking_add', bookingOn(hall, '2031-05-05')));
    expectOk(await open('14:00', '18:00'));
    assert.match(expectFailure(await m.post('/api/v2/booking_add', bookingOn(hall, '2031-05-12')), 422), /closed/);
    expectOk(await m.post('/api/v2/booking_add', bookingOn(hall, '2031-05-12', [], { from: '15:00', to: '16:00' })));
  });

  test('a part added can be booked at once, and a new resource is searched at once', async () => {
    const m = await newManager(stack, { timezone: 'UTC' });
    const hall = await hallOf(m);
    const search = () => m.get('/api/v2/availability', { date_from: '2031-05-05', date_to: '2031-05-05' });
    expectOk(await m.post('/api/v2/booking_add', bookingOn(hall, '2031-05-05')));
    assert.deepEqual(
      (expectOk(await search()) as { resource_id: number }[]).map((r) => r.resource_id),
      [hall],
    );
    const part = expectOk(await m.post('/api/v2/resource_add', { title: 'Stage', parent_id: hall })).id as number;
    expectOk(await m.post('/api/v2/booking_add', bookingOn(hall, '2031-05-06', [part])));
    const annex = await hallOf(m, 'Annex');
    const found = (expectOk(await search()) as { resource_id: number }[]).map((r) => r.resource_id);
    assert.ok(found.includes(annex), `the new resource is searched: ${found.join(',')}`);
  });
});

test("bookings over several resources of one catalog version get each resource's own tree, and none of another manager's", async () => {
  // The second resource booked under a version reads every tree at once (cached-resource-catalog.ts).
  const m = await newManager(stack, { timezone: 'UTC' });
  const other = await newManager(stack, { timezone: 'UTC' });
  const foreign = await hallOf(other, 'Foreign');
  const morning = await hallOf(m, 'Morning');
  const afternoon = await hallOf(m, 'Afternoon');
  const stage = expectOk(await m.post('/api/v2/resource_add', { title: 'Stage', parent_id: afternoon })).id as number;
  const open = (hall: number, from: string, to: string) =>
    m.post(internal('/opening_times_set'), { resource_id: hall, opening_times: [{ weekday: 1, from, to }] });
  expectOk(await open(morning, '08:00', '12:00'));
  expectOk(await open(afternoon, '14:00', '18:00'));
  // 2031-05-05, -12 and -19 are Mondays.
  const early = { from: '09:00', to: '10:00' };
  const late = { from: '15:00', to: '16:00' };
  expectOk(await m.post('/api/v2/booking_add', bookingOn(morning, '2031-05-05', [], early)));
  assert.match(expectFailure(await m.post('/api/v2/booking_add', bookingOn(afternoon, '2031-05-05', [stage], early)), 422), /closed/);
  expectOk(await m.post('/api/v2/booking_add', bookingOn(afternoon, '2031-05-05', [stage], late)));
  assert.match(expectFailure(await m.post('/api/v2/booking_add', bookingOn(morning, '2031-05-12', [], late)), 422), /closed/);
  expectFailure(await m.post('/api/v2/booking_add', bookingOn(foreign, '2031-05-05')), 404);
  expectFailure(await other.post('/api/v2/booking_add', bookingOn(afternoon, '2031-05-05')), 404);
  // A change is seen by the next booking.
  expectOk(await open(afternoon, '08:00', '12:00'));
  expectOk(await m.post('/api/v2/booking_add', bookingOn(afternoon, '2031-05-19', [stage], early)));
});

describe("every catalog change acknowledged is seen by the next read of the gateway's v2 resource endpoints", () => {
  test("a resource's detail: its image, category and today's holidays", async () => {
    const m = await newManager(stack, { timezone: 'UTC' });
    const hall = await hallOf(m);
    const detail = async () => expectOk(await m.get(`/api/v2/resource/${hall}`));
    assert.equal((await detail()).image, '');
    expectOk(await m.post(internal('/resource_update'), { resource_id: hall, image: 'https://example.test/hall.png' }));
    assert.equal((await detail()).image, 'https://example.test/hall.png');
    const category = expectOk(await m.post(internal('/category_add'), { name: 'Halls' })).id as number;
    expectOk(await m.post(internal('/resource_update'), { resource_id: hall, category_id: category }));
    assert.equal((await detail()).category_name, 'Halls');
    const today = new Date().toISOString().slice(0, 10);
    expectOk(await m.post(internal('/holiday_add'), { resource_id: hall, title: 'Closed today', from: today, to: today }));
    assert.deepEqual((await detail()).today_holidays.map((h: { title: string }) => h.title), ['Closed today']);
  });

  test('the resource list: a resource and a part added', async () => {
    const m = await newManager(stack);
    const titles = async () => (expectOk(await m.get('/api/v2/resource_list')) as { title: string; parts: { title: string }[] }[]);
    const hall = await hallOf(m);
    assert.deepEqual((await titles()).map((r) => r.title), ['Hall']);
    expectOk(await m.post('/api/v2/resource_add', { title: 'Stage', parent_id: hall }));
    await hallOf(m, 'Annex');
    const listed = await titles();
    assert.deepEqual(listed.map((r) => r.title).sort(), ['Annex', 'Hall']);
    assert.deepEqual(listed.find((r) => r.title === 'Hall')!.parts.map((p) => p.title), ['Stage']);
  });
});

test("another manager's resource stays 404 after its owner has read it through the gateway", async () => {
  const owner = await newManager(stack);
  const other = await newManager(stack);
  const hall = await hallOf(owner);
  expectOk(await owner.get(`/api/v2/resource/${hall}`));
  expectOk(await owner.get('/api/v2/resource_list'));
  expectFailure(await other.get(`/api/v2/resource/${hall}`), 404);
  assert.deepEqual(expectOk(await other.get('/api/v2/resource_list')), []);
});

test("another manager's resource stays 404 after its owner's bookings have read it", async () => {
  const owner = await newManager(stack);
  const other = await newManager(stack);
  const hall = await hallOf(owner);
  expectOk(await owner.post('/api/v2/booking_add', bookingOn(hall, '2031-05-05')));
  expectOk(await owner.get('/api/v2/availability', { resource_id: hall, date_from: '2031-05-05', date_to: '2031-05-05' }));
  expectFailure(await other.post('/api/v2/booking_add', bookingOn(hall, '2031-05-06')), 404);
  const searched = await other.get('/api/v2/availability', { resource_id: hall, date_from: '2031-05-05', date_to: '2031-05-05' });
  assert.ok(searched.status === 404 || (searched.status === 200 && searched.body.data.length === 0), JSON.stringify(searched.body));
});

describe('the catalog version, kept by the resources service', () => {
  let sql: pg.Pool;
  before(() => {
    sql = new pg.Pool({ connectionString: stack.database.url, max: 2 });
  });
  after(async () => {
    await sql?.end();
  });
  const versionOf = async (managerId: number, client: pg.Pool | pg.PoolClient = sql) =>
    (await client.query<{ version: string | null }>('select resources.catalog_version_of($1) as version', [managerId])).rows[0]!.version;

  test('a holiday added straight over gRPC closes the day for the very next booking_add', async () => {
    const m = await newManager(stack, { timezone: 'UTC' });
    const hall = await hallOf(m);
    // Read (and kept) by the gateway and the bookings service before the change.
    expectOk(await m.post('/api/v2/booking_add', bookingOn(hall, '2031-05-05')));
    expectOk(await m.get(`/api/v2/resource/${hall}`));
    await addHolidayOverGrpc(stack, m, hall, '2031-05-06');
    assert.match(expectFailure(await m.post('/api/v2/booking_add', bookingOn(hall, '2031-05-06')), 422), /closed/);
  });

  test("a change written straight into the database (an operator's psql) is seen by the next booking", async () => {
    const m = await newManager(stack, { timezone: 'UTC' });
    const hall = await hallOf(m);
    expectOk(await m.post('/api/v2/booking_add', bookingOn(hall, '2031-05-05')));
    await sql.query(`insert into resources.holiday (manager_id, resource_id, title, date_from, date_to) values ($1, $2, 'Fix', '2031-05-07', '2031-05-07')`, [
      m.managerId,
      hall,
    ]);
    assert.match(expectFailure(await m.post('/api/v2/booking_add', bookingOn(hall, '2031-05-07')), 422), /closed/);
  });

  test('stays the same while nothing is written, is per manager, and advances with each committed write only', async () => {
    const m = await newManager(stack);
    const other = await newManager(stack);
    assert.equal(await versionOf(m.managerId), null, 'no catalog yet: no version, nothing reused');
    const hall = await hallOf(m);
    await hallOf(other);
    const first = await versionOf(m.managerId);
    assert.match(first ?? '', VERSION_PATTERN);
    assert.equal(await versionOf(m.managerId), first);
    assert.notEqual(await versionOf(other.managerId), first);
    expectOk(await m.get(`/api/v2/resource/${hall}`));
    assert.equal(await versionOf(m.managerId), first, 'reads change nothing');

    const client = await sql.connect();
    try {
      await client.query('begin');
      await client.query(`update resources.resource set title = 'Renamed' where id = $1`, [hall]);
      await client.query('rollback');
      assert.equal(await versionOf(m.managerId), first, 'a rolled-back write changes nothing');
      // TRUNCATE names no manager: every version advances (rolled back here, the table is shared).
      await client.query('begin');
      await client.query('truncate resources.holiday');
      const truncated = await versionOf(m.managerId, client);
      await client.query('rollback');
      assert.notEqual(truncated, first);
    } finally {
      client.release();
    }
    const othersBefore = await versionOf(other.managerId);
    expectOk(await m.post(internal('/resource_update'), { resource_id: hall, image: 'https://example.com/hall.jpg' }));
    const edited = await versionOf(m.managerId);
    assert.notEqual(edited, first);
    assert.equal(await versionOf(other.managerId), othersBefore, "another manager's version stays");
  });

  test("every table of the resources and customers schemas that holds a manager's rows advances the version", async () => {
    const { rows } = await sql.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'manager_id'
        where c.relnamespace::regnamespace::text in ('resources', 'customers') and c.relkind = 'r'
          and c.relname not in ('idempotent_write', 'catalog_version', 'customers_version', 'outbox')
          and not exists (select from pg_trigger t where t.tgrelid = c.oid and t.tgname in ('advance_catalog_version', 'advance_customers_version'))`,
    );
    assert.deepEqual(rows, [], 'a table a new migration added without the trigger');
  });

  test('reads count their outcome: hit, miss, or no_version', async () => {
    const m = await newManager(stack, { timezone: 'UTC' });
    const hall = await hallOf(m);
    const counted = async (outcome: string) =>
      (await metricsRegistry.getSingleMetric('catalog_reads_total')!.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
    const [hits, misses, unversioned] = [await counted('hit'), await counted('miss'), await counted('no_version')];
    expectOk(await m.get(`/api/v2/resource/${hall}`));
    expectOk(await m.get(`/api/v2/resource/${hall}`));
    assert.ok((await counted('miss')) > misses);
    assert.ok((await counted('hit')) > hits);
    await sql.query('delete from resources.catalog_version where manager_id = $1', [m.managerId]);
    expectOk(await m.get(`/api/v2/resource/${hall}`));
    assert.ok((await counted('no_version')) > unversioned);
  });
});

test('write after write through two gateways, each on its own Redis prefix: the second sees the first at once', async () => {
  const m = await newManager(stack, { timezone: 'UTC' });
  const hall = await hallOf(m);
  const other = await startGateway(
    loadGatewayConfig({ ...stack.gatewayEnv, PORT: String(await freePort()), REDIS_KEY_PREFIX: `${stack.redisPrefix}other:` }),
    createGatewayLogger('warn'),
  );
  const throughB = async (path: string, init?: { body: Record<string, unknown> }) => {
    const url = new URL(`http://127.0.0.1:${other.port}${path}`);
    if (!init) url.searchParams.set('api_secret_key', m.apiKey);
    const body = init && JSON.stringify({ ...init.body, api_secret_key: m.apiKey });
    const response = await fetch(url, init && { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { status: response.status, body: (await response.json()) as { success: boolean; data: unknown } };
  };
  try {
    // 2031-05-05 is a Monday: open all day until A sets the opening times.
    const before = await throughB(`/api/v2/availability?resource_id=${hall}&date_from=2031-05-05&date_to=2031-05-05`);
    assert.equal(before.status, 200, JSON.stringify(before.body));
    expectOk(await m.post(internal('/opening_times_set'), { resource_id: hall, opening_times: [{ weekday: 1, from: '14:00', to: '18:00' }] }));
    const refused = await throughB('/api/v2/booking_add', { body: bookingOn(hall, '2031-05-05') });
    assert.equal(refused.status, 422, JSON.stringify(refused.body));
    assert.match(String(refused.body.data), /closed/);
    const booked = await throughB('/api/v2/booking_add', { body: bookingOn(hall, '2031-05-05', [], { from: '15:00', to: '16:00' }) });
    assert.equal(booked.status, 200, JSON.stringify(booked.body));
  } finally {
    await other.stop();
  }
});
