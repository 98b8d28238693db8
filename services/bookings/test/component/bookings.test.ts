// Component test of the bookings service over gRPC: the service alone on a fresh database, with
// in-memory fakes for the resources and customers services (its ResourceCatalog and
// CustomerDirectory ports). No gateway: requests and answers are the proto's domain contract.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bookingsPackage, unpackWindows, type bookings, type common } from '@venue/contracts';
import { createGrpcClient, createLogger, DomainError, type CallContext, type PromiseClient } from '@venue/platform';
import { createTestDatabase, deleteEventStream, freeAddress, NATS_URL, testEventPrefix, type TestDatabase } from '@venue/testing';
import { loadBookingsConfig, migrateBookings, startBookingsService } from '../../src/index.ts';
import { FakeCustomerDirectory, FakeResourceCatalog } from './fakes.ts';

type Client = PromiseClient<bookings.BookingsServiceClient>;

let database: TestDatabase;
let service: Awaited<ReturnType<typeof startBookingsService>>;
let client: { call: Client; close(): void };
const eventPrefix = testEventPrefix();
const resources = new FakeResourceCatalog();
const customers = new FakeCustomerDirectory();
const context: CallContext = { managerId: 4242, timezone: 'Europe/Berlin' };

before(async () => {
  database = await createTestDatabase();
  await migrateBookings(database.url);
  service = await startBookingsService(
    loadBookingsConfig({ DATABASE_URL: database.url, BOOKINGS_ADDR: await freeAddress(), NATS_URL, EVENT_SUBJECT_PREFIX: eventPrefix }),
    createLogger('test', process.env.TEST_LOG_LEVEL || 'silent'),
    { resources, customers },
  );
  client = createGrpcClient(bookingsPackage().BookingsService, `127.0.0.1:${service.port}`, 10_000);
});
after(async () => {
  client?.close();
  await service?.stop();
  await deleteEventStream(eventPrefix);
  await database?.drop();
});

const date = (text: string): common.LocalDate => ({ year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)), day: Number(text.slice(8, 10)) });
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const text = (at: common.LocalDateTime__Output | null) =>
  at?.date ? `${pad(at.date.year, 4)}-${pad(at.date.month)}-${pad(at.date.day)} ${pad(Math.floor(at.minute / 60))}:${pad(at.minute % 60)}` : '';
const spans = (booking: bookings.Booking__Output) => booking.resources.flatMap((r) => r.instances.map((i) => [text(i.start), text(i.end)]));

function single(main: number, day: string, from: string, to: string, extra: Partial<bookings.AddBookingRequest> = {}): bookings.AddBookingRequest {
  return {
    mode: 'BOOKING_MODE_DIRECT',
    main_resource_id: main,
    recurrence: { start_date: date(day), end_date: date(day), single: { start_minute: minutes(from), end_minute: minutes(to) } },
    ...extra,
  };
}

async function rejected(call: Promise<unknown>, kind: DomainError['kind'], message?: RegExp): Promise<string> {
  const error = await call.then(
    () => assert.fail('expected the call to fail'),
    (caught: unknown) => caught,
  );
  assert.ok(error instanceof DomainError, String(error));
  assert.equal(error.kind, kind, error.message);
  if (message) assert.match(error.message, message);
  return error.message;
}

describe('AddBooking', () => {
  test('a single booking, read back with GetBooking in wall-clock time and the customer name', async () => {
    const venue = resources.addVenue('Hall', ['East', 'West']);
    const ada = customers.add('Ada Lee');
    const { id, message } = await client.call.AddBooking(
      single(venue.main, '2027-04-05', '10:00', '12:00', { title: 'Talk', customer_id: ada }),
      context,
    );
    assert.equal(message, 'Booking created');
    const booking = await client.call.GetBooking({ id }, context);
    assert.equal(booking.title, 'Talk');
    assert.equal(booking.status, 'BOOKING_STATUS_LIVE');
    assert.equal(booking.customer_id, ada);
    assert.equal(booking.customer_name, 'Ada Lee');
    assert.deepEqual(booking.person_ids, []);
    assert.equal(booking.resources[0]?.resource_name, 'Hall');
    assert.deepEqual(spans(booking), [['2027-04-05 10:00', '2027-04-05 12:00']]);
  });

  test('a weekly rule keeps its wall-clock time across the DST change; a request holds no time', async () => {
    const venue = resources.addVenue('Studio');
    const { id } = await client.call.AddBooking(
      {
        mode: 'BOOKING_MODE_DIRECT',
        main_resource_id: venue.main,
        recurrence: {
          start_date: date('2027-03-20'),
          end_date: date('2027-04-06'),
          weekly: { every_weeks: 1, slots: [{ weekday: 'WEEKDAY_MONDAY', times: { start_minute: 18 * 60, end_minute: 20 * 60 } }] },
        },
      },
      context,
    );
    assert.deepEqual(spans(await client.call.GetBooking({ id }, context)), [
      ['2027-03-22 18:00', '2027-03-22 20:00'],
      ['2027-03-29 18:00', '2027-03-29 20:00'],
      ['2027-04-05 18:00', '2027-04-05 20:00'],
    ]);
    const request = await client.call.AddBooking(single(venue.main, '2027-03-29', '19:00', '21:00', { mode: 'BOOKING_MODE_REQUEST' }), context);
    assert.equal(request.message, 'Booking request created');
    assert.equal((await client.call.GetBooking({ id: request.id }, context)).status, 'BOOKING_STATUS_PENDING');
  });

  test('GetBookings answers several bookings as GetBooking does, in id order; unknown and foreign ids are left out', async () => {
    const hall = resources.addVenue('Booked hall');
    const yard = resources.addVenue('Booked yard', ['Left']);
    const ben = customers.add('Ben Ray');
    const first = await client.call.AddBooking(single(hall.main, '2027-06-07', '10:00', '11:00', { customer_id: ben }), context);
    const second = await client.call.AddBooking(single(yard.main, '2027-06-07', '10:00', '11:00', { part_ids: [yard.parts[0]!] }), context);
    const series = await client.call.AddBooking(
      {
        mode: 'BOOKING_MODE_DIRECT',
        main_resource_id: hall.main,
        recurrence: {
          start_date: date('2027-06-08'),
          end_date: date('2027-06-22'),
          weekly: { every_weeks: 1, slots: [{ weekday: 'WEEKDAY_TUESDAY', times: { start_minute: 9 * 60, end_minute: 10 * 60 } }] },
        },
      },
      context,
    );
    const foreign = { ...context, managerId: context.managerId + 1 };
    const { bookings: read } = await client.call.GetBookings({ ids: [series.id, first.id, 999_999_999, second.id, first.id] }, context);
    assert.deepEqual(read.map((booking) => booking.id), [first.id, second.id, series.id].sort((a, b) => a - b));
    for (const booking of read) assert.deepEqual(booking, await client.call.GetBooking({ id: booking.id }, context));
    assert.equal(read.find((booking) => booking.id === first.id)?.customer_name, 'Ben Ray');
    assert.equal(spans(read.find((booking) => booking.id === series.id)!).length, 3);
    assert.deepEqual((await client.call.GetBookings({ ids: [first.id, second.id] }, foreign)).bookings, []);
    assert.deepEqual((await client.call.GetBookings({ ids: [] }, context)).bookings, []);
    await rejected(client.call.GetBookings({ ids: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, context), 'invalid', /at most 8 bookings at once/);
  });

  test('a taken time is a conflict naming the booking; nothing is written', async () => {
    const venue = resources.addVenue('Loft', ['A', 'B']);
    const whole = await client.call.AddBooking(single(venue.main, '2027-05-03', '09:00', '11:00'), context);
    const message = await rejected(
      client.call.AddBooking(single(venue.main, '2027-05-03', '10:00', '12:00', { part_ids: [venue.parts[0]!] }), context),
      'conflict',
      /^the time is already booked: 2027-05-03 09:00 – 2027-05-03 11:00/,
    );
    assert.match(message, new RegExp(`booking ${whole.id}\\b`));
    // Two different parts do not exclude each other.
    await client.call.AddBooking(single(venue.main, '2027-05-04', '10:00', '12:00', { part_ids: [venue.parts[0]!] }), context);
    await client.call.AddBooking(single(venue.main, '2027-05-04', '10:00', '12:00', { part_ids: [venue.parts[1]!] }), context);
  });

  test('domain rules: existence of resources, parts and customers, the occurrence bounds (messages in proto terms)', async () => {
    const venue = resources.addVenue('Barn', ['Loft']);
    await rejected(client.call.AddBooking(single(99_999, '2027-06-01', '10:00', '11:00'), context), 'not_found', /^resource 99999 not found$/);
    await rejected(client.call.AddBooking(single(venue.main, '2027-06-01', '10:00', '11:00', { customer_id: 99_999 }), context), 'not_found', /^customer 99999 not found$/);
    // A part id that is no resource of the manager is not found, like a missing main resource; an
    // own resource that is not one of the parts breaks the rule (invalid).
    await rejected(
      client.call.AddBooking(single(venue.main, '2027-06-01', '10:00', '11:00', { part_ids: [12_345] }), context),
      'not_found',
      /^resource 12345 not found$/,
    );
    const elsewhere = resources.addVenue('Shed');
    await rejected(
      client.call.AddBooking(single(venue.main, '2027-06-01', '10:00', '11:00', { part_ids: [elsewhere.main] }), context),
      'invalid',
      new RegExp(`^part_ids: resource ${elsewhere.main} is not a part of main resource ${venue.main}$`),
    );
    await rejected(
      client.call.AddBooking(single(venue.parts[0]!, '2027-06-01', '10:00', '11:00'), context),
      'invalid',
      /^main_resource_id: resource \d+ is a part, not a main resource$/,
    );
    await rejected(
      client.call.AddBooking(
        {
          mode: 'BOOKING_MODE_DIRECT',
          main_resource_id: venue.main,
          recurrence: { start_date: date('2027-06-01'), end_date: date('2030-12-31'), daily: { times: { start_minute: 60, end_minute: 120 } } },
        },
        context,
      ),
      'invalid',
      /^the recurrence yields more than 1000 instances between start_date and end_date/,
    );
    await rejected(client.call.AddBooking({ ...single(venue.main, '2027-06-01', '10:00', '11:00'), mode: 'BOOKING_MODE_UNSPECIFIED' }, context), 'invalid', /^mode must be set$/);
  });

  test('the customer check and the resource tree are asked at once; a missing customer is the answer when both are missing', async () => {
    const venue = resources.addVenue('Mill');
    const customerId = customers.add('Miller');
    const treeCallsWhenAsked: number[] = [];
    customers.onExists = () => treeCallsWhenAsked.push(resources.treeCalls);
    try {
      const before = resources.treeCalls;
      await client.call.AddBooking(single(venue.main, '2027-06-03', '10:00', '11:00', { customer_id: customerId }), context);
      assert.deepEqual(treeCallsWhenAsked, [before + 1], 'the tree was asked for before the customer check was answered');
      assert.equal(resources.treeCalls, before + 1, 'one tree call');
      await rejected(client.call.AddBooking(single(99_999, '2027-06-03', '10:00', '11:00', { customer_id: 99_998 }), context), 'not_found', /^customer 99998 not found$/);
    } finally {
      customers.onExists = undefined;
    }
  });
});

describe('SaveBooking', () => {
  test('creates on a part with a customer found or created by email, then moves it and cancels it', async () => {
    const venue = resources.addVenue('Garden', ['North']);
    const at = (day: string, from: string, to: string) => ({
      dates: { first: date(day), last: date(day) },
      times: { start_minute: minutes(from), end_minute: minutes(to) },
    });
    const created = await client.call.SaveBooking(
      { resource_id: venue.parts[0]!, ...at('2027-07-01', '10:00', '11:00'), customer: { email: 'new@example.com', first_name: 'Neu' } },
      context,
    );
    assert.equal(created.message, 'Booking created');
    let booking = await client.call.GetBooking({ id: created.id }, context);
    assert.equal(booking.customer_name, 'Neu');
    assert.deepEqual(spans(booking), [['2027-07-01 10:00', '2027-07-01 11:00']]);
    assert.equal(booking.resources[0]?.instances[0]?.resource_name, 'Garden / North');
    const treeCalls = resources.treeCalls;
    await client.call.SaveBooking({ resource_id: venue.parts[0]!, ...at('2027-07-03', '10:00', '11:00') }, context);
    assert.equal(resources.treeCalls, treeCalls + 1, "a new booking on a part reads the part's tree once (it holds its main's)");

    const moved = await client.call.SaveBooking({ booking_id: created.id, resource_id: venue.main, ...at('2027-07-02', '14:00', '16:00') }, context);
    assert.equal(moved.message, 'Booking updated');
    booking = await client.call.GetBooking({ id: created.id }, context);
    assert.deepEqual(spans(booking), [['2027-07-02 14:00', '2027-07-02 16:00']]);
    assert.equal(booking.customer_name, 'Neu', 'the customer stays');

    await rejected(client.call.AddBooking(single(venue.main, '2027-07-02', '15:00', '17:00'), context), 'conflict');
    await client.call.SaveBooking({ booking_id: created.id, resource_id: venue.main, ...at('2027-07-02', '14:00', '16:00'), status: 'BOOKING_STATUS_CANCELLED' }, context);
    assert.equal((await client.call.GetBooking({ id: created.id }, context)).status, 'BOOKING_STATUS_CANCELLED');
    await client.call.AddBooking(single(venue.main, '2027-07-02', '15:00', '17:00'), context);

    const other = resources.addVenue('Elsewhere');
    await rejected(
      client.call.SaveBooking({ booking_id: created.id, resource_id: other.main, ...at('2027-07-02', '14:00', '16:00') }, context),
      'invalid',
      /^resource_id: a booking can only move within its main resource and its parts$/,
    );
    await rejected(client.call.SaveBooking({ booking_id: 99_999, resource_id: venue.main, ...at('2027-07-02', '14:00', '16:00') }, context), 'not_found');
  });
});

describe('ListBookings and GetBooking', () => {
  test('the bookings of a resource in a range, names read in one batch; a daily window filters', async () => {
    const venue = resources.addVenue('Pavilion', ['Left']);
    const bo = customers.add('Bo');
    const cy = customers.add('Cy');
    await client.call.AddBooking(single(venue.main, '2027-08-02', '09:00', '10:00', { customer_id: bo }), context);
    await client.call.AddBooking(single(venue.main, '2027-08-03', '18:00', '19:00', { customer_id: cy, part_ids: [venue.parts[0]!] }), context);
    await client.call.AddBooking(single(venue.main, '2027-08-04', '12:00', '13:00'), context);
    const calls = customers.nameCalls;
    const list = await client.call.ListBookings({ resource_id: venue.main, start_date: date('2027-08-01'), end_date: date('2027-08-31') }, context);
    assert.equal(customers.nameCalls, calls + 1);
    assert.deepEqual(
      list.bookings.map((b) => [b.customer_name, spans(b)[0]?.[0]]),
      [
        ['Bo', '2027-08-02 09:00'],
        ['Cy', '2027-08-03 18:00'],
        ['', '2027-08-04 12:00'],
      ],
    );
    const evening = await client.call.ListBookings(
      { resource_id: venue.parts[0]!, start_date: date('2027-08-01'), end_date: date('2027-08-31'), times: { start_minute: 17 * 60, end_minute: 24 * 60 } },
      context,
    );
    assert.deepEqual(evening.bookings.map((b) => b.customer_name), ['Cy']);
  });

  test('a customers service that is down fails the read instead of showing a blank name', async () => {
    const venue = resources.addVenue('Annex');
    const id = (await client.call.AddBooking(single(venue.main, '2027-08-10', '09:00', '10:00', { customer_id: customers.add('Di') }), context)).id;
    customers.down = true;
    try {
      await rejected(client.call.GetBooking({ id }, context), 'unavailable');
      await rejected(client.call.ListBookings({ resource_id: venue.main, start_date: date('2027-08-01'), end_date: date('2027-08-31') }, context), 'unavailable');
    } finally {
      customers.down = false;
    }
    await rejected(client.call.GetBooking({ id: 99_999 }, context), 'not_found', /^booking 99999 not found$/);
    await rejected(client.call.GetBooking({ id }, { ...context, managerId: 1 }), 'not_found');
  });
});

describe('Availability', () => {
  test('free windows inside the opening windows, around a booking, per date', async () => {
    const venue = resources.addVenue('Court', [], {
      openingTimes: [{ weekday: 1, from: '08:00', to: '12:00' }],
      holidays: [{ from: '2027-09-13', to: '2027-09-13' }],
    });
    await client.call.AddBooking(single(venue.main, '2027-09-06', '09:00', '10:00'), context);
    const answer = await client.call.Availability(
      { resource_ids: [venue.main], start_date: date('2027-09-06'), end_date: date('2027-09-13'), duration_minutes: 60 },
      context,
    );
    assert.equal(answer.duration_minutes, 60);
    assert.equal(answer.dates.length, 8);
    assert.deepEqual(answer.dates[0], date('2027-09-06'));
    // Monday 08:00–09:00 and 10:00–12:00 (slots 08:00, 10:00, 11:00); Tuesday is closed, and the
    // next Monday a holiday: no window on any other date.
    assert.deepEqual([...unpackWindows(answer.resources[0]!.windows)], [0, 480, 540, 0, 600, 720]);
    await rejected(
      client.call.Availability({ resource_ids: [99_999], start_date: date('2027-09-06'), end_date: date('2027-09-06'), duration_minutes: 60 }, context),
      'not_found',
    );
    await rejected(
      client.call.Availability(
        { start_date: date('2027-09-06'), end_date: date('2027-09-06'), duration_minutes: 60, conditions: [{ field_id: 77, comparison: 'COMPARISON_EQUAL', value: '1' }] },
        context,
      ),
      'not_found',
      /^custom field 77 not found$/,
    );
  });

  test('the rules of the request are the service\'s own: a slot of 1 to 1440 minutes, dates within the years', async () => {
    const venue = resources.addVenue('Annex', []);
    const search = (extra: Partial<bookings.AvailabilityRequest>) =>
      client.call.Availability({ resource_ids: [venue.main], start_date: date('2027-09-06'), end_date: date('2027-09-06'), duration_minutes: 60, ...extra }, context);
    for (const duration_minutes of [0, -5, 1441]) {
      await rejected(search({ duration_minutes }), 'invalid', /^duration_minutes must be 1…1440$/);
    }
    // Checked first, whichever resources are asked for (before the search reads them).
    await rejected(search({ resource_ids: [], conditions: [], duration_minutes: 0 }), 'invalid', /^duration_minutes /);
    await rejected(search({ start_date: date('1899-12-31') }), 'invalid', /^start_date must be a date from 1900-01-01 to 2200-12-31/);
    await rejected(search({ end_date: date('2027-02-30') }), 'invalid', /^end_date must be a calendar date/);
    assert.equal((await search({ duration_minutes: 1440 })).duration_minutes, 1440);
  });
});

describe('SetEvent and GetEvent', () => {
  test('the doors and the beginning as minutes of the day, absent when not given; a minute outside the day is refused', async () => {
    const venue = resources.addVenue('Stage', []);
    const { id } = await client.call.AddBooking(single(venue.main, '2027-10-01', '18:00', '23:00'), context);
    const data = { event_title: 'Gala', entrance_minute: 18 * 60 + 30, show_on_api: true };
    await client.call.SetEvent({ booking_id: id, data }, context);
    const event = await client.call.GetEvent({ booking_id: id }, context);
    assert.equal(event.data?.event_title, 'Gala');
    assert.equal(event.data?.entrance_minute, 1110);
    assert.equal(event.data?.beginning_minute, undefined);
    for (const minute of [1440, -1]) {
      await rejected(
        client.call.SetEvent({ booking_id: id, data: { ...data, beginning_minute: minute } }, context),
        'invalid',
        /^beginning_minute must be 0…1439$/,
      );
    }
    assert.equal((await client.call.GetEvent({ booking_id: id }, context)).data?.beginning_minute, undefined);
  });
});
