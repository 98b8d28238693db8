// The exact shapes of spec 2.3 (booking list item and detail) and 2.4 (availability), and what
// booking_list shows: main vs part, cancelled bookings, the daily time window, show_details.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type pg from 'pg';
import { expectOk, newManager, openSql, startTestStack, type TestManager, type TestStack } from '@venue/testing';
import { addBooking, addVenue, detailOf, partsBody, singleBody } from './helpers.ts';

let stack: TestStack;
let sql: pg.Pool;
before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings'] });
  sql = openSql(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

const CREATED_ON = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** created_at of a booking as Y-m-d H:i:s in a zone, computed with Intl from the stored instant. */
async function storedCreatedOn(id: number, timeZone: string): Promise<string> {
  const { rows } = await sql.query<{ created_at: Date }>('select created_at from bookings.booking where id = $1', [id]);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(rows[0]!.created_at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

async function managerDisplayName(manager: TestManager): Promise<string> {
  const profile = expectOk(await manager.get('/api/v2/profile'));
  return [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.company_name;
}

describe('booking list item and detail (2.3)', () => {
  let m: TestManager;
  let venue: { main: number; parts: number[] };
  let customerId: number;
  let fieldId: number;
  let rich: number;
  let plain: number;

  before(async () => {
    m = await newManager(stack);
    venue = await addVenue(m, 'Grand Hall', ['North', 'South']);
    customerId = expectOk(await m.post('/api/v2/customer_add', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@shapes.test' }))[0].id;
    fieldId = expectOk(await m.post('/api/internal/custom_field_add', { name: 'Capacity', type: 'numeric' })).id;
    rich = await addBooking(
      m,
      partsBody(venue.main, [venue.parts[0]!], '2027-04-12', '09:00', '11:30', {
        title: 'Board meeting',
        customer_id: customerId,
        persons: [],
        custom_color: '1',
        color: '#1a2b3c',
        entrance_hall: '1',
        comments: 'Public note',
        internal_comments: 'Internal note',
        category_fields: { [venue.main]: { [fieldId]: '120' } },
      }),
    );
    plain = await addBooking(m, singleBody(venue.main, '2027-04-13', '14:00', '15:00'));
  });

  test('detail: exactly the fields of 2.3 with their types', async () => {
    const booking = await detailOf(m, rich);
    assert.deepEqual(Object.keys(booking).sort(), [
      'color',
      'comments',
      'created_by',
      'created_on',
      'custom_fields',
      'customer_id',
      'entrance_hall',
      'id',
      'persons',
      'resources',
      'status',
      'title',
    ]);
    const instanceId = booking.resources[0].instances[0].id;
    assert.ok(Number.isInteger(instanceId));
    assert.deepEqual(booking, {
      id: rich,
      title: 'Board meeting',
      resources: [
        {
          resource_id: venue.main,
          resource: 'Grand Hall',
          instances: [
            {
              id: instanceId,
              resource_id: venue.parts[0],
              resource: 'Grand Hall / North',
              from: '2027-04-12 09:00',
              to: '2027-04-12 11:30',
              custom_fields: [],
            },
          ],
          features: {},
          inventory: {},
        },
      ],
      custom_fields: { [venue.main]: { [fieldId]: { label: 'Capacity', value: '120', category: null } } },
      comments: 'Public note',
      customer_id: String(customerId),
      persons: [],
      color: '#1a2b3c',
      created_on: await storedCreatedOn(rich, 'Europe/Berlin'),
      created_by: { id: m.managerId, name: await managerDisplayName(m) },
      entrance_hall: '1',
      status: 'live',
    });
    assert.match(booking.created_on, CREATED_ON);
    assert.equal(typeof booking.created_by.name, 'string');
    assert.ok(booking.created_by.name.length > 0);
  });

  test('detail without customer, colour, fields or flags: empty strings, the default colour and "0", never null', async () => {
    const booking = await detailOf(m, plain);
    assert.equal(booking.title, '');
    assert.equal(booking.customer_id, '');
    assert.equal(booking.color, '#3a87ad', 'a booking without a colour of its own has the documented default');
    assert.equal(booking.comments, '');
    assert.deepEqual(booking.persons, []);
    assert.deepEqual(booking.custom_fields, {});
    assert.equal(booking.entrance_hall, '0');
    assert.equal(booking.status, 'live');
    assert.deepEqual(booking.resources[0].instances.map((i: { resource: string; resource_id: number }) => [i.resource_id, i.resource]), [
      [venue.main, 'Grand Hall'],
    ]);
    assert.equal(booking.created_on, await storedCreatedOn(plain, 'Europe/Berlin'));
  });

  test('list item: the common fields plus customer; instances keyed by instance id; no detail-only fields', async () => {
    const answer = await m.get('/api/v2/booking_list', { resource_id: venue.main, date_from: '2027-04-12', date_to: '2027-04-13' });
    const list = expectOk(answer);
    assert.equal(answer.body.total, 2);
    assert.deepEqual(
      list.map((b: { id: number }) => b.id),
      [rich, plain],
    );
    const detail = await detailOf(m, rich);
    const item = list[0];
    assert.deepEqual(Object.keys(item).sort(), [
      'color',
      'comments',
      'created_by',
      'created_on',
      'custom_fields',
      'customer',
      'customer_id',
      'id',
      'persons',
      'resources',
      'status',
      'title',
    ]);
    const instance = detail.resources[0].instances[0];
    assert.deepEqual(item, {
      id: rich,
      title: 'Board meeting',
      resources: [{ resource_id: venue.main, resource: 'Grand Hall', instances: { [String(instance.id)]: instance } }],
      custom_fields: detail.custom_fields,
      comments: 'Public note',
      customer_id: String(customerId),
      customer: 'Ada Lovelace',
      persons: [],
      color: '#1a2b3c',
      created_on: detail.created_on,
      created_by: detail.created_by,
      status: 'live',
    });
    assert.equal(list[1].customer, '');
    assert.equal(list[1].customer_id, '');
  });

  test('show_details=true adds entrance_hall and per-resource features and inventory', async () => {
    for (const flag of ['true', '1']) {
      const list = expectOk(
        await m.get('/api/v2/booking_list', { resource_id: venue.main, date_from: '2027-04-12', date_to: '2027-04-13', show_details: flag }),
      );
      assert.deepEqual(
        list.map((b: { entrance_hall: string }) => b.entrance_hall),
        ['1', '0'],
      );
      for (const booking of list) {
        for (const resource of booking.resources) {
          assert.deepEqual(resource.features, {});
          assert.deepEqual(resource.inventory, {});
          assert.equal(Array.isArray(resource.instances), false, 'still keyed by instance id');
        }
      }
    }
    const plainList = expectOk(
      await m.get('/api/v2/booking_list', { resource_id: venue.main, date_from: '2027-04-12', date_to: '2027-04-13', show_details: 'false' }),
    );
    assert.equal('entrance_hall' in plainList[0], false);
    assert.equal('features' in plainList[0].resources[0], false);
  });

  test('a series lists only the instances in the range, keyed by id, in time order', async () => {
    const series = await addBooking(m, {
      ...singleBody(venue.main, '2027-09-01', '00:00', '00:00'),
      recurring: '1',
      date_to: '2027-09-05',
      recurrence_type: 'day',
      daily_recurrence: { from: '07:00', to: '08:00' },
    });
    const list = expectOk(await m.get('/api/v2/booking_list', { resource_id: venue.main, date_from: '2027-09-02', date_to: '2027-09-03' }));
    assert.equal(list.length, 1);
    assert.equal(list[0].id, series);
    const instances = Object.entries(list[0].resources[0].instances) as [string, { id: number; from: string; to: string }][];
    assert.deepEqual(
      instances.map(([key, i]) => [key === String(i.id), i.from, i.to]),
      [
        [true, '2027-09-02 07:00', '2027-09-02 08:00'],
        [true, '2027-09-03 07:00', '2027-09-03 08:00'],
      ],
    );
    const detail = await detailOf(m, series);
    assert.equal(detail.resources[0].instances.length, 5, 'the detail has every instance');
  });
});

describe('what booking_list shows', () => {
  let m: TestManager;
  let venue: { main: number; parts: number[] };
  let other: number;
  let whole: number;
  let north: number;
  let south: number;
  let pending: number;
  let draft: number;
  let cancelled: number;
  let twoDays: number;
  let elsewhere: number;

  before(async () => {
    m = await newManager(stack);
    venue = await addVenue(m, 'Loft', ['North', 'South']);
    other = (await addVenue(m, 'Cellar')).main;
    const [n, s] = venue.parts as [number, number];
    whole = await addBooking(m, singleBody(venue.main, '2027-05-10', '08:00', '09:00'));
    north = await addBooking(m, partsBody(venue.main, [n], '2027-05-10', '10:00', '12:00'));
    south = await addBooking(m, partsBody(venue.main, [s], '2027-05-10', '10:00', '12:00'));
    pending = await addBooking(m, singleBody(venue.main, '2027-05-10', '08:30', '09:30', { booking_mode: 'booking_request' }));
    draft = expectOk(
      await m.get('/api/v2/booking_save', { resource_id: n, date_from: '2027-05-11', date_to: '2027-05-11', time_from: '18:00', time_to: '23:00', booking_status: 'draft' }),
    )[0].id;
    cancelled = expectOk(
      await m.get('/api/v2/booking_save', { resource_id: venue.main, date_from: '2027-05-11', date_to: '2027-05-11', time_from: '08:00', time_to: '09:00', booking_status: 'cancel' }),
    )[0].id;
    twoDays = await addBooking(m, {
      ...partsBody(venue.main, [s], '2027-05-11', '22:00', '06:00'),
      date_to: '2027-05-12',
    });
    elsewhere = await addBooking(m, singleBody(other, '2027-05-10', '08:00', '09:00'));
  });

  const ids = (answer: Awaited<ReturnType<TestManager['get']>>) => expectOk(answer).map((b: { id: number }) => b.id);

  test('on the main resource: bookings of the whole and of every part, with their status', async () => {
    const answer = await m.get('/api/v2/booking_list', { resource_id: venue.main, date_from: '2027-05-10', date_to: '2027-05-12' });
    assert.deepEqual(ids(answer), [whole, north, south, pending, draft, twoDays]);
    assert.equal(answer.body.total, 6);
    assert.deepEqual(
      expectOk(answer).map((b: { status: string }) => b.status),
      ['live', 'live', 'live', 'pending', 'draft', 'live'],
    );
  });

  test("on a part: that part's bookings and the whole's, not another part's", async () => {
    const [n, s] = venue.parts as [number, number];
    assert.deepEqual(ids(await m.get('/api/v2/booking_list', { resource_id: n, date_from: '2027-05-10', date_to: '2027-05-12' })), [
      whole,
      north,
      pending,
      draft,
    ]);
    assert.deepEqual(ids(await m.get('/api/v2/booking_list', { resource_id: s, date_from: '2027-05-10', date_to: '2027-05-12' })), [
      whole,
      south,
      pending,
      twoDays,
    ]);
  });

  test('cancelled bookings are not listed, but their detail is still readable', async () => {
    const list = ids(await m.get('/api/v2/booking_list', { resource_id: venue.main, date_from: '2027-05-11', date_to: '2027-05-11' }));
    assert.equal(list.includes(cancelled), false);
    assert.equal((await detailOf(m, cancelled)).status, 'cancel');
  });

  test('another main resource of the same manager is a separate list', async () => {
    assert.deepEqual(ids(await m.get('/api/v2/booking_list', { resource_id: other, date_from: '2027-05-01', date_to: '2027-05-31' })), [elsewhere]);
  });

  test('the date range keeps instances overlapping it, including one running into it from the day before', async () => {
    assert.deepEqual(ids(await m.get('/api/v2/booking_list', { resource_id: venue.main, date_from: '2027-05-12', date_to: '2027-05-12' })), [twoDays]);
    assert.deepEqual(ids(await m.get('/api/v2/booking_list', { resource_id: venue.main, date_from: '2027-05-13', date_to: '2027-06-30' })), []);
    const empty = await m.get('/api/v2/booking_list', { resource_id: venue.main, date_from: '2027-05-13', date_to: '2027-05-13' });
    assert.deepEqual(expectOk(empty), []);
    assert.equal(empty.body.total, 0);
  });

  test('time_from/time_to keep instances overlapping that daily window (half-open)', async () => {
    const list = (query: Record<string, string>) =>
      m.get('/api/v2/booking_list', { resource_id: venue.main, date_from: '2027-05-10', date_to: '2027-05-12', ...query }).then(ids);
    // 08:00–09:00 whole, 08:30–09:30 pending, 10–12 north/south, 18–23 draft, 22:00–06:00 next day
    assert.deepEqual(await list({ time_from: '09:00', time_to: '10:00' }), [pending]);
    assert.deepEqual(await list({ time_from: '11:00', time_to: '11:30' }), [north, south]);
    assert.deepEqual(await list({ time_from: '05:00', time_to: '07:00' }), [twoDays], 'the early hours of 2027-05-12');
    assert.deepEqual(await list({ time_from: '12:00', time_to: '18:00' }), []);
    assert.deepEqual(await list({ time_from: '22:30' }), [draft, twoDays], 'time_to defaults to 24:00');
    assert.deepEqual(await list({ time_to: '08:15' }), [whole, twoDays], 'time_from defaults to 00:00');
  });
});

describe('availability result (2.4)', () => {
  test('data is an array of {resource_id, dates}; dates maps every Y-m-d to its slots, [] when none', async () => {
    const m = await newManager(stack);
    const { main } = await addVenue(m, 'Studio');
    expectOk(
      await m.post('/api/internal/opening_times_set', {
        resource_id: main,
        opening_times: [{ weekday: 'mon', from: '10:00', to: '12:00' }],
      }),
    );
    const answer = await m.get('/api/v2/availability', { resource_id: String(main), date_from: '2027-06-07', date_to: '2027-06-08' });
    assert.deepEqual(answer.body, {
      data: [
        {
          resource_id: main,
          dates: {
            '2027-06-07': [
              { time_from: '10:00', time_to: '11:00' },
              { time_from: '11:00', time_to: '12:00' },
            ],
            '2027-06-08': [],
          },
        },
      ],
      total: 1,
      success: true,
    });
  });
});
