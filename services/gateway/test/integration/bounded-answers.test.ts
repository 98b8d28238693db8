// Bounded answers (docs/limits.md). Availability: at most 200,000 slots a search, a search beyond
// it refused with its figures before any work; the largest it allows is answered, and answering it
// does not make the bookings service grow by more than 150 MB. booking_list and event_list: at
// most 366 days, and a range whose stored bookings or events could not fit in one answer (more
// than 20,000 instances or 20,000 events, or texts over 4 MiB) refused with a 413 before they are
// read; the largest booking_list answered stays within 150 MB too. Bookings runs here as an OS
// process of its own (its main.ts), so what is measured is that service's resident memory
// (/proc/<pid>/status), not this test process with the gateway and the other services in it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type pg from 'pg';
import { TOO_LARGE_MESSAGE } from '@venue/platform';
import {
  expectFailure,
  expectOk,
  newManager,
  openSql,
  startTestStack,
  type ServiceProcess,
  type TestStack,
} from '@venue/testing';

const MB = 1024 * 1024;
let stack: TestStack;
let sql: pg.Pool;

before(async () => {
  // The search's answer time is not what is measured: a loaded CI machine gets 30 s.
  stack = await startTestStack({ bookingsAsProcess: true, gatewayEnv: { GRPC_DEADLINE_MS: '30000' } });
  sql = openSql(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

/**
 * Bookings written straight into the bookings schema (faster than the API by far): `bookings`
 * live bookings on `resource`, each with `instances` one-minute instances, one after the other
 * from `from` on (every `gapMinutes`), and `comments` of `commentBytes` bytes. Their ids, in order.
 */
async function seedBookings(
  managerId: number,
  resource: number,
  options: { bookings: number; instances: number; commentBytes?: number; from?: string; gapMinutes?: number },
): Promise<number[]> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into bookings.booking (manager_id, title, status, main_resource_id, created_by, comments)
     select $1, 'Seeded', 'live', $2, $1, repeat('x', $3) from generate_series(1, $4) returning id`,
    [managerId, resource, options.commentBytes ?? 0, options.bookings],
  );
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  await sql.query(
    `insert into bookings.booking_instance (manager_id, booking_id, resource_id, starts_at, ends_at)
     select $1, b.id, $2, at, at + interval '1 minute'
       from unnest($3::bigint[]) with ordinality as b(id, n), generate_series(0, $4 - 1) as k,
            lateral (select $5::timestamptz + ((b.n - 1) * $4 + k) * $6 * interval '1 minute' as at) t`,
    [
      managerId,
      resource,
      ids,
      options.instances,
      options.from ?? '2031-01-01T00:00:00Z',
      options.gapMinutes ?? 1,
    ],
  );
  // What autovacuum would do after such a load: without statistics, the planner takes the tables
  // for empty and may join them row by row.
  await sql.query('analyze bookings.booking, bookings.booking_instance');
  return ids;
}

/** Calendar events, shown on the API, for these bookings, with a description of `bytes` bytes. */
async function seedEvents(managerId: number, bookingIds: number[], bytes = 0): Promise<void> {
  await sql.query(
    `insert into bookings.booking_event (booking_id, manager_id, event_title, marketing_data_description, show_on_api)
     select id, $1, 'Seeded event', repeat('d', $3), true from unnest($2::bigint[]) as id`,
    [managerId, bookingIds, bytes],
  );
  await sql.query('analyze bookings.booking_event');
}

const instancesIn = (list: { resources: { instances: Record<string, unknown> }[] }[]) =>
  list.reduce(
    (sum, booking) => sum + booking.resources.reduce((n, r) => n + Object.keys(r.instances).length, 0),
    0,
  );

/** Samples the process's RSS every few ms while `work` runs: its peak, and where it started. */
async function measured<T>(service: ServiceProcess, work: () => Promise<T>) {
  const before = service.memory().rss;
  // The kernel's own peak (VmHWM) catches a spike between two samples; reset so it starts now.
  const kernelPeak = service.resetPeak();
  let sampled = before;
  const sampler = setInterval(() => (sampled = Math.max(sampled, service.memory().rss)), 5);
  try {
    const result = await work();
    const after = service.memory();
    const peak = Math.max(sampled, after.rss, kernelPeak ? after.peak : 0);
    return { result, before, peak, after: after.rss, kernelPeak };
  } finally {
    clearInterval(sampler);
  }
}

test(
  'the largest allowed availability search grows the bookings process by less than 150 MB',
  { timeout: 60_000 },
  async (t) => {
    const bookings = stack.bookingsProcess!;
    assert.notEqual(bookings.pid, process.pid, 'bookings runs in a process of its own');
    // UTC: every day has 1,440 minutes (a DST day would have 60 fewer slots).
    const m = await newManager(stack, { timezone: 'UTC' });
    const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
    // The service has answered a call before it is measured (its connections and code paths exist).
    expectOk(
      await m.get('/api/v2/availability', {
        resource_id: hall,
        date_from: '2031-01-01',
        date_to: '2031-01-01',
      }),
    );

    // 1 resource × 138 days × 1,440 one-minute slots = 198,720 slots, the most under 200,000.
    const query = { resource_id: hall, date_from: '2031-01-01', date_to: '2031-05-18', duration: '00:01' };
    const {
      result: answer,
      before,
      peak,
      after,
      kernelPeak,
    } = await measured(bookings, () => m.get('/api/v2/availability', query));
    const slots = Object.values(expectOk(answer)[0].dates as Record<string, unknown[]>).reduce(
      (sum, day) => sum + day.length,
      0,
    );
    assert.equal(slots, 198_720);
    const grown = (peak - before) / MB;
    t.diagnostic(
      `bookings (pid ${bookings.pid}) RSS ${(before / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB ` +
        `(${kernelPeak ? 'VmHWM and samples' : 'samples only'}), ${(after / MB).toFixed(0)} MB after: grew ${grown.toFixed(0)} MB`,
    );
    assert.ok(grown < 150, `the bookings process grew by ${grown.toFixed(0)} MB at its peak`);

    // One day more is refused before any work.
    const larger = await m.get('/api/v2/availability', { ...query, date_to: '2031-05-19' });
    assert.equal(larger.status, 400);
  },
);

test('an availability search that could offer more slots than allowed is refused before any work', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  // A year of hourly slots: answered.
  const hourly = expectOk(
    await m.get('/api/v2/availability', {
      resource_id: hall,
      date_from: '2031-01-01',
      date_to: '2031-12-31',
    }),
  );
  assert.equal(Object.keys(hourly[0].dates).length, 365);
  // A year of one-minute slots (525,600): refused with the reason.
  const minutes = await m.get('/api/v2/availability', {
    date_from: '2031-01-01',
    date_to: '2031-12-31',
    duration: '00:01',
  });
  assert.equal(minutes.status, 400);
  assert.equal(
    minutes.body.data,
    'this search could offer up to 525600 slots (1 resources × 365 days × 1440 a day); at most 200000 are allowed: ' +
      'ask for fewer days or resources, a longer duration or a shorter time window',
  );
});

test(
  'the largest booking_list answered (20,000 instances) grows the bookings process by less than 150 MB; one instance more is refused before it is read',
  { timeout: 60_000 },
  async (t) => {
    const bookings = stack.bookingsProcess!;
    const m = await newManager(stack, { timezone: 'UTC' });
    const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
    expectOk(
      await m.get('/api/v2/booking_list', {
        resource_id: hall,
        date_from: '2031-01-01',
        date_to: '2031-01-01',
      }),
    );
    // 160 bookings of 125 instances, each with 15,000 bytes of comments: about 3.3 MB of answer,
    // under the 4 MiB one gRPC message carries.
    await seedBookings(m.managerId, hall, { bookings: 160, instances: 125, commentBytes: 15_000 });
    const range = { resource_id: hall, date_from: '2031-01-01', date_to: '2031-12-31' };
    const {
      result: answer,
      before,
      peak,
    } = await measured(bookings, () => m.get('/api/v2/booking_list', range));
    assert.equal(instancesIn(expectOk(answer)), 20_000);
    const grown = (peak - before) / MB;
    t.diagnostic(
      `bookings RSS ${(before / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB: grew ${grown.toFixed(0)} MB`,
    );
    assert.ok(grown < 150, `the bookings process grew by ${grown.toFixed(0)} MB at its peak`);

    // One instance more in the range: refused with a 413 before the bookings are read.
    await seedBookings(m.managerId, hall, { bookings: 1, instances: 1, from: '2031-06-01T00:00:00Z' });
    assert.equal(expectFailure(await m.get('/api/v2/booking_list', range), 413), TOO_LARGE_MESSAGE);
    // A range that leaves it out is answered.
    expectOk(await m.get('/api/v2/booking_list', { ...range, date_to: '2031-05-31' }));
  },
);

test('a booking_list or event_list whose texts could not fit in one answer is refused (413) before it is read', async () => {
  const m = await newManager(stack, { timezone: 'UTC' });
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  // Five bookings with 1 MB of comments each, one a day, and their events with 1 MB of description.
  const ids = await seedBookings(m.managerId, hall, {
    bookings: 5,
    instances: 1,
    commentBytes: 1_000_000,
    gapMinutes: 1440,
  });
  await seedEvents(m.managerId, ids, 1_000_000);
  const all = { date_from: '2031-01-01', date_to: '2031-01-05' };
  assert.equal(
    expectFailure(await m.get('/api/v2/booking_list', { resource_id: hall, ...all }), 413),
    TOO_LARGE_MESSAGE,
  );
  assert.equal(expectFailure(await m.get('/api/v2/event_list', all), 413), TOO_LARGE_MESSAGE);
  // Narrowed to three days (3 MB): answered.
  const three = { date_from: '2031-01-01', date_to: '2031-01-03' };
  assert.equal(expectOk(await m.get('/api/v2/booking_list', { resource_id: hall, ...three })).length, 3);
  assert.equal(expectOk(await m.get('/api/v2/event_list', three)).length, 3);
});

test(
  'an event_list of more than 20,000 events is refused (413) before it is read; 20,000 are answered',
  { timeout: 60_000 },
  async () => {
    const m = await newManager(stack, { timezone: 'UTC' });
    const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
    const ids = await seedBookings(m.managerId, hall, { bookings: 20_001, instances: 1, gapMinutes: 10 });
    await seedEvents(m.managerId, ids);
    const range = { date_from: '2031-01-01', date_to: '2031-12-31' };
    assert.equal(expectFailure(await m.get('/api/v2/event_list', range), 413), TOO_LARGE_MESSAGE);
    await sql.query('delete from bookings.booking_event where booking_id = $1', [ids.at(-1)]);
    assert.equal(expectOk(await m.get('/api/v2/event_list', range)).length, 20_000);
  },
);

test(
  'an unbilled list of more than 10,000 bookings is refused (413) before it is read; 10,000 are answered',
  { timeout: 60_000 },
  async () => {
    const m = await newManager(stack, { timezone: 'UTC' });
    // Billing's read model of bookings, written straight in: each with two instances, whose
    // first start and last end the answer shows.
    const instances = JSON.stringify([
      { id: 2, resource_id: 1, from: '2031-03-04T10:00:00.000Z', to: '2031-03-04T11:00:00.000Z' },
      { id: 1, resource_id: 1, from: '2031-03-03T18:00:00.000Z', to: '2031-03-03T20:00:00.000Z' },
    ]);
    await sql.query(
      `insert into billing.booking_fact (booking_id, manager_id, version, time_zone, customer_id, main_resource_id, status, title, instances, items)
       select n, $1, 1, 'UTC', null, 1, 'live', 'Seeded', $2::jsonb, '[]'::jsonb from generate_series(1, 10001) as n`,
      [m.managerId, instances],
    );
    assert.equal(expectFailure(await m.get('/api/internal/unbilled'), 413), TOO_LARGE_MESSAGE);
    await sql.query('delete from billing.booking_fact where manager_id = $1 and booking_id = 10001', [
      m.managerId,
    ]);
    const unbilled = expectOk(await m.get('/api/internal/unbilled'));
    assert.equal(unbilled.length, 10_000);
    assert.deepEqual(unbilled[0], {
      booking_id: 1,
      customer_id: 0,
      resource_id: 1,
      title: 'Seeded',
      from: '2031-03-03 18:00',
      to: '2031-03-04 11:00',
    });
  },
);
