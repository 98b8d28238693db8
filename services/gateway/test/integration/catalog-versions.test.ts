// The bookings service reuses what it read of a manager's catalog within one catalog version
// (decisions.md, "The bookings service and the gateway reuse catalog reads within one catalog version"). What must hold: every catalog change
// acknowledged is seen by the very next booking or search, whatever was read before it; nothing
// read for one manager answers another; and the version itself behaves as catalog-versions.ts
// says (tested on the real Redis, with a key prefix of this file's own).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import {
  startTestStack,
  eventually,
  expectFailure,
  expectOk,
  freePort,
  newManager,
  REDIS_URL,
  type TestManager,
  type TestStack,
} from '@venue/testing';
import { catalogKey, CatalogVersions } from '@venue/platform';

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

describe('the catalog version in Redis', () => {
  const redis = new Redis(REDIS_URL);
  const prefix = `test-catalog-${randomUUID()}:`;
  const versions = new CatalogVersions(redis, prefix, 300);
  after(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  test('stays the same while nothing is written, and is per manager', async () => {
    const first = await eventually('a version once connected', () => versions.current(1), 10_000, 20);
    assert.equal(await versions.current(1), first);
    const other = await versions.current(2);
    assert.ok(other);
    assert.notEqual(other, first);
  });

  test('is absent while a write is in progress, and new once every write has ended', async () => {
    const before = await versions.current(3);
    await versions.beginWrite(3);
    await versions.beginWrite(3);
    assert.equal(await versions.current(3), undefined);
    await versions.endWrite(3);
    assert.equal(await versions.current(3), undefined, 'one write still in progress');
    await versions.endWrite(3);
    const after = await versions.current(3);
    assert.ok(after);
    assert.notEqual(after, before);
    assert.equal(await versions.current(3), after);
  });

  test('a write never counted out keeps it absent until its lease ends, then a version never used before', async () => {
    const seen = new Set([await versions.current(4)]);
    await versions.beginWrite(4);
    assert.equal(await versions.current(4), undefined);
    // The lease is 300 ms: a version is back by 450 ms at the latest.
    const next = await eventually('a version after the lease', () => versions.current(4), 450, 20);
    assert.ok(next);
    assert.ok(!seen.has(next));
  });

  test('a version lost with Redis (the key gone) comes back as a new one', async () => {
    const before = await versions.current(5);
    await redis.del(catalogKey(prefix, 5));
    const after = await versions.current(5);
    assert.ok(after);
    assert.notEqual(after, before);
  });
});

/** A Redis server of this test's own, without persistence, on a loopback port below 32768. */
async function ownRedis(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const probe = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  await eventually('the test Redis answers', async () => (await probe.connect().then(() => true).catch(() => undefined)), 10_000, 50);
  probe.disconnect();
  return server;
}

test('a Redis that comes back with older data (a snapshot reloaded) never hands out an old version again', { timeout: 30_000 }, async () => {
  const port = await freePort();
  let server = await ownRedis(port);
  const redis = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 0, retryStrategy: () => 50 });
  redis.on('error', () => undefined); // the restart below drops the connection on purpose
  const versions = new CatalogVersions(redis, 'snapshot-test:', 60_000);
  try {
    const before = await eventually('a version once connected', () => versions.current(9), 10_000, 50);
    const saved = await redis.hgetall(catalogKey('snapshot-test:', 9));
    // The server restarts and reloads what it held before (here: put back by hand). Killed, not
    // asked to shut down: it keeps nothing on disk either way, and a SHUTDOWN the client failed to
    // deliver left this test waiting for an exit that never came.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
    server = await ownRedis(port);
    const restored = new Redis(`redis://127.0.0.1:${port}`);
    await restored.hset(catalogKey('snapshot-test:', 9), saved);
    restored.disconnect();
    const after = await eventually('a version from the restarted Redis', () => versions.current(9), 10_000, 50);
    assert.notEqual(after, before, 'the same token, from another run of the server: another version');
    assert.equal(after.split('.').slice(1).join('.'), before.split('.').slice(1).join('.'), 'the token itself came back');
  } finally {
    redis.disconnect();
    server.kill();
  }
});
