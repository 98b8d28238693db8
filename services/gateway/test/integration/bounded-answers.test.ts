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
import { expectFailure, expectOk, newManager, openSql, startTestStack, type TestStack } from '@venue/testing';
import { instancesIn, measured, seedBookings, seedEvents } from './large-answers-fixture.ts';

const MB = 1024 * 1024;
let stack: TestStack;
let sql: pg.Pool;

before(async () => {
  // The search's answer time is not what is measured: a loaded CI machine gets 30 s.
  stack = await startTestStack({ asProcesses: ['bookings'], gatewayEnv: { GRPC_DEADLINE_MS: '30000' } });
  sql = openSql(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

test(
  'the largest allowed availability search grows the bookings process by less than 150 MB',
  { timeout: 60_000 },
  async (t) => {
    const bookings = stack.processes.bookings!;
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
    const bookings = stack.processes.bookings!;
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
    await seedBookings(sql, m.managerId, hall, { bookings: 160, instances: 125, commentBytes: 15_000 });
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
    await seedBookings(sql, m.managerId, hall, { bookings: 1, instances: 1, from: '2031-06-01T00:00:00Z' });
    assert.equal(expectFailure(await m.get('/api/v2/booking_list', range), 413), TOO_LARGE_MESSAGE);
    // A range that leaves it out is answered.
    expectOk(await m.get('/api/v2/booking_list', { ...range, date_to: '2031-05-31' }));
  },
);

test('a booking_list or event_list whose texts could not fit in one answer is refused (413) before it is read', async () => {
  const m = await newManager(stack, { timezone: 'UTC' });
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  // Five bookings with 1 MB of comments each, one a day, and their events with 1 MB of description.
  const ids = await seedBookings(sql, m.managerId, hall, {
    bookings: 5,
    instances: 1,
    commentBytes: 1_000_000,
    gapMinutes: 1440,
  });
  await seedEvents(sql, m.managerId, ids, 1_000_000);
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
    const ids = await seedBookings(sql, m.managerId, hall, { bookings: 20_001, instances: 1, gapMinutes: 10 });
    await seedEvents(sql, m.managerId, ids);
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
