// Calendar event input and tenancy: bad event_set / event_unset input is a 400 and writes
// nothing; event_list refuses bad ranges like booking_list; another manager's booking or event is
// a 404 like an unknown one, for every endpoint.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  countRows,
  expectFailure,
  expectOk,
  newManager,
  openSql,
  startTestStack,
  type TestManager,
  type TestStack,
} from '@venue/testing';
import { EVENT_FIELDS, eventVenue, type EventVenue } from './events-fixture.ts';

let stack: TestStack;
let v: EventVenue;
let booking: number;

before(async () => {
  stack = await startTestStack();
  v = await eventVenue(stack);
  booking = await v.book('2031-04-21', '09:00', '2031-04-21', '10:00');
});
after(async () => {
  await stack?.stop();
});

async function eventRows(): Promise<number> {
  const sql = openSql(stack);
  try {
    return await countRows(sql, 'bookings.booking_event');
  } finally {
    await sql.end();
  }
}

describe('event_set and event_unset: bad input', () => {
  const bad: [string, Record<string, unknown>][] = [
    ['no booking_id', { booking_id: undefined }],
    ['booking_id not a number', { booking_id: 'abc' }],
    ['booking_id 0', { booking_id: 0 }],
    ['ticket link not a URL', { marketing_data_ticket_link: 'tickets please' }],
    ['ticket link ftp', { marketing_data_ticket_link: 'ftp://tickets.example.com/x' }],
    ['image javascript:', { image: 'javascript:alert(1)' }],
    ['entrance_time 25:00', { entrance_time: '25:00' }],
    ['beginning_time 9:00', { beginning_time: '9:00' }],
    ['show_on_api 2', { show_on_api: 2 }],
    ['show_on_website yes', { show_on_website: 'yes' }],
    ['event_title too long', { event_title: 'x'.repeat(256) }],
  ];
  for (const [what, fields] of bad) {
    test(`${what}: 400, nothing written`, async () => {
      const body: Record<string, unknown> = { ...EVENT_FIELDS, booking_id: booking, ...fields };
      if (fields.booking_id === undefined && 'booking_id' in fields) delete body.booking_id;
      expectFailure(await v.m.post('/api/internal/event_set', body), 400);
      assert.equal(await eventRows(), 0);
    });
  }

  test('event_unset without a booking_id: 400', async () => {
    expectFailure(await v.m.post('/api/internal/event_unset', {}), 400);
    expectFailure(await v.m.post('/api/internal/event_unset', { booking_id: 'x' }), 400);
  });

  test('an unknown booking: 404, nothing written', async () => {
    expectFailure(
      await v.m.post('/api/internal/event_set', { ...EVENT_FIELDS, booking_id: 2_000_000_000 }),
      404,
    );
    expectFailure(await v.m.post('/api/internal/event_unset', { booking_id: 2_000_000_000 }), 404);
    assert.equal(await eventRows(), 0);
  });

  test('http and https URLs and empty values are accepted', async () => {
    expectOk(
      await v.m.post('/api/internal/event_set', {
        ...EVENT_FIELDS,
        booking_id: booking,
        marketing_data_ticket_link: 'http://t.example.com',
        image: '',
      }),
    );
    const [item] = expectOk(
      await v.m.get('/api/v2/event_list', { date_from: '2031-04-21', date_to: '2031-04-21' }),
    );
    assert.equal(item.marketing_data_ticket_link, 'http://t.example.com');
    assert.equal(item.image, '');
  });
});

describe('event_list and event_details: bad input', () => {
  const ranges: [string, Record<string, string>][] = [
    ['no dates', {}],
    ['no date_to', { date_from: '2031-04-01' }],
    ['no date_from', { date_to: '2031-04-01' }],
    ['not a date', { date_from: '01.04.2031', date_to: '2031-04-30' }],
    ['30 February', { date_from: '2031-02-30', date_to: '2031-03-01' }],
    ['reversed', { date_from: '2031-04-30', date_to: '2031-04-01' }],
    ['more than 366 days', { date_from: '2031-01-01', date_to: '2032-01-02' }],
  ];
  for (const [what, query] of ranges) {
    test(`event_list, ${what}: 400`, async () => {
      expectFailure(await v.m.get('/api/v2/event_list', query), 400);
    });
  }

  test('event_list: 366 days is the longest range', async () => {
    expectOk(await v.m.get('/api/v2/event_list', { date_from: '2031-01-01', date_to: '2032-01-01' }));
  });

  test('event_details: a bad id is a 400, an unknown one a 404', async () => {
    expectFailure(await v.m.get('/api/v2/event_details/abc'), 400);
    expectFailure(await v.m.get('/api/v2/event_details/2000000000'), 404);
  });
});

describe('tenancy', () => {
  let other: TestManager;
  before(async () => {
    other = await newManager(stack, { timezone: 'Europe/Berlin' });
    expectOk(await v.m.post('/api/internal/event_set', { ...EVENT_FIELDS, booking_id: booking }));
  });

  test("another manager's booking: event_set and event_unset are 404 and change nothing", async () => {
    expectFailure(
      await other.post('/api/internal/event_set', {
        ...EVENT_FIELDS,
        booking_id: booking,
        event_title: 'Hijacked',
      }),
      404,
    );
    expectFailure(await other.post('/api/internal/event_unset', { booking_id: booking }), 404);
    const [item] = expectOk(
      await v.m.get('/api/v2/event_list', { date_from: '2031-04-21', date_to: '2031-04-21' }),
    );
    assert.equal(item.event_title, EVENT_FIELDS.event_title);
  });

  test("another manager's event is neither listed nor shown", async () => {
    assert.deepEqual(
      expectOk(await other.get('/api/v2/event_list', { date_from: '2031-04-21', date_to: '2031-04-21' })),
      [],
    );
    expectFailure(await other.get(`/api/v2/event_details/${booking}`), 404);
    assert.equal(expectOk(await v.m.get(`/api/v2/event_details/${booking}`))[0].id, String(booking));
  });
});
