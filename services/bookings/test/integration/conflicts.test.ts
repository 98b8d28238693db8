// No double booking: a part and its whole exclude each other, two parts do not; back-to-back is
// fine; booking requests neither block nor are blocked; cancelling and moving free the time;
// a series with one clash writes nothing; and concurrent identical requests let exactly one in.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type pg from 'pg';
import { metricsRegistry } from '@venue/platform';
import {
  expectFailure,
  expectOk,
  newManager,
  openSql,
  startTestStack,
  type ApiAnswer,
  type TestManager,
  type TestStack,
} from '@venue/testing';
import {
  addBooking,
  addVenue,
  bookingAdd,
  CONFLICT,
  detailOf,
  expectRejectedWithoutWrites,
  partsBody,
  rowCounts,
  singleBody,
  spansOf,
} from './helpers.ts';

let stack: TestStack;
let sql: pg.Pool;
let m: TestManager;
before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings'] });
  sql = openSql(stack);
  m = await newManager(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

function save(query: Record<string, string | number>): Promise<ApiAnswer> {
  return m.get('/api/v2/booking_save', query);
}

/** Blocking occupancies that overlap on one unit: must always be none. */
/**
 * Pairs of blocking claims that collide: same unit, overlapping time, different claim (two parts'
 * shared claims on their main unit may overlap; anything else may not). Asked of the data
 * itself, independently of the service's checks.
 */
async function overlappingOccupancies(): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `select count(*)::int as n from bookings.occupancy a join bookings.occupancy b
       on a.unit_id = b.unit_id and a.id < b.id and a.period && b.period and a.claim <> b.claim
     where a.blocking and b.blocking`,
  );
  return rows[0]!.n;
}

describe('part and whole', () => {
  let venue: { main: number; parts: number[] };
  before(async () => {
    venue = await addVenue(m, 'Hall', ['East', 'West']);
  });

  test('the main resource booked: each part conflicts, naming the taken dates', async () => {
    const whole = await addBooking(m, singleBody(venue.main, '2027-04-05', '18:00', '20:00'));
    for (const part of venue.parts) {
      const message = expectFailure(await bookingAdd(m, partsBody(venue.main, [part], '2027-04-05', '19:00', '21:00')), 409, CONFLICT);
      assert.match(message, /2027-04-05 18:00/);
      assert.match(message, /2027-04-05 20:00/);
      assert.match(message, new RegExp(`booking ${whole}\\b`));
    }
    expectFailure(await save({ resource_id: venue.parts[0]!, date_from: '2027-04-05', date_to: '2027-04-05', time_from: '17:00', time_to: '18:30' }), 409, CONFLICT);
    expectFailure(await bookingAdd(m, singleBody(venue.main, '2027-04-05', '19:59', '23:00')), 409, CONFLICT);
  });

  test('a part booked: the main resource conflicts, that part conflicts, the other part does not', async () => {
    const [east, west] = venue.parts as [number, number];
    await addBooking(m, partsBody(venue.main, [east], '2027-04-06', '10:00', '12:00'));
    expectFailure(await bookingAdd(m, singleBody(venue.main, '2027-04-06', '11:00', '13:00')), 409, CONFLICT);
    expectFailure(await save({ resource_id: venue.main, date_from: '2027-04-06', date_to: '2027-04-06' }), 409, CONFLICT);
    expectFailure(await bookingAdd(m, partsBody(venue.main, [east], '2027-04-06', '09:00', '10:30')), 409, CONFLICT);
    expectFailure(await bookingAdd(m, partsBody(venue.main, [west, east], '2027-04-06', '11:00', '11:30')), 409, CONFLICT);
    await addBooking(m, partsBody(venue.main, [west], '2027-04-06', '10:00', '12:00'));
    assert.equal(await overlappingOccupancies(), 0);
  });

  test('back-to-back is allowed (half-open ranges), before and after, on the whole and on parts', async () => {
    const [east] = venue.parts as [number];
    await addBooking(m, singleBody(venue.main, '2027-04-07', '18:00', '20:00'));
    await addBooking(m, singleBody(venue.main, '2027-04-07', '20:00', '22:00'));
    await addBooking(m, partsBody(venue.main, [east], '2027-04-07', '16:00', '18:00'));
    await addBooking(m, { ...singleBody(venue.main, '2027-04-07', '22:00', '18:00'), date_to: '2027-04-08' });
    expectFailure(await bookingAdd(m, partsBody(venue.main, [east], '2027-04-07', '21:59', '22:01')), 409, CONFLICT);
  });
});

describe('a part added after the whole was booked', () => {
  test('the new part is taken by the earlier whole booking: booking it conflicts, availability shows it busy', async () => {
    const { main, parts } = await addVenue(m, 'Growing', ['Old']);
    const whole = await addBooking(m, singleBody(main, '2027-04-20', '10:00', '12:00'));
    const added = expectOk(await m.post('/api/v2/resource_add', { title: 'New', parent_id: main })).id as number;
    const message = expectFailure(await bookingAdd(m, partsBody(main, [added], '2027-04-20', '11:00', '13:00')), 409, CONFLICT);
    assert.match(message, new RegExp(`booking ${whole}\\b`));
    expectFailure(await save({ resource_id: added, date_from: '2027-04-20', date_to: '2027-04-20', time_from: '09:00', time_to: '10:30' }), 409, CONFLICT);
    const free = expectOk(await m.get('/api/v2/availability', { resource_id: `${added},${parts[0]}`, date_from: '2027-04-20', date_to: '2027-04-20', time_from: '08:00', time_to: '14:00' }));
    const slots = free.map((r: { dates: Record<string, { time_from: string }[]> }) => r.dates['2027-04-20']!.map((s) => s.time_from));
    assert.deepEqual(slots, [
      ['08:00', '09:00', '12:00', '13:00'],
      ['08:00', '09:00', '12:00', '13:00'],
    ]);
    // The new part is still free outside the whole booking, and independent of the old part.
    await addBooking(m, partsBody(main, [added], '2027-04-20', '12:00', '13:00'));
    await addBooking(m, partsBody(main, parts, '2027-04-20', '12:00', '13:00'));
    // Cancelling the whole booking frees the new part too.
    expectOk(await save({ booking_id: whole, resource_id: main, date_from: '2027-04-20', date_to: '2027-04-20', time_from: '10:00', time_to: '12:00', booking_status: 'cancel' }));
    await addBooking(m, partsBody(main, [added], '2027-04-20', '10:00', '12:00'));
  });
});

describe('a part added after the whole was booked: re-activating series', () => {
  test('each side re-checks against the other with the current parts', async () => {
    const { main } = await addVenue(m, 'Growing series', ['Old']);
    const daily = (extra: Record<string, unknown>) => ({
      ...singleBody(main, '2027-04-26', '00:00', '00:00'),
      recurring: '1',
      date_to: '2027-04-27',
      recurrence_type: 'day',
      daily_recurrence: { from: '10:00', to: '12:00' },
      ...extra,
    });
    const whole = await addBooking(m, daily({}));
    const added = expectOk(await m.post('/api/v2/resource_add', { title: 'New', parent_id: main })).id as number;
    const status = (id: number, booking_status: string) =>
      save({ booking_id: id, resource_id: main, date_from: '2027-04-26', date_to: '2027-04-27', booking_status });
    expectOk(await status(whole, 'cancel'));
    const part = await addBooking(m, daily({ resource_parts: { [main]: [added] }, daily_recurrence: { from: '11:00', to: '13:00' } }));
    expectFailure(await status(whole, 'live'), 409, CONFLICT);
    expectOk(await status(part, 'cancel'));
    expectOk(await status(whole, 'live'));
    expectFailure(await status(part, 'draft'), 409, CONFLICT);
    assert.equal((await detailOf(m, part)).status, 'cancel');
    assert.equal(await overlappingOccupancies(), 0);
  });
});

describe('booking requests (pending)', () => {
  test('do not block and are not blocked; approving one on a taken time is a 409', async () => {
    const { main, parts } = await addVenue(m, 'Requests', ['Only']);
    const live = await addBooking(m, singleBody(main, '2027-04-12', '10:00', '12:00'));
    const request = await addBooking(m, singleBody(main, '2027-04-12', '11:00', '13:00', { booking_mode: 'booking_request' }));
    const request2 = await addBooking(m, partsBody(main, parts, '2027-04-12', '12:00', '14:00', { booking_mode: 'booking_request' }));
    await addBooking(m, singleBody(main, '2027-04-12', '12:00', '13:00'));
    assert.equal((await detailOf(m, request)).status, 'pending');
    assert.equal((await detailOf(m, request2)).status, 'pending');
    // Approving the first request: its time is taken by live and the 12–13 booking.
    expectFailure(
      await save({ booking_id: request, resource_id: main, date_from: '2027-04-12', date_to: '2027-04-12', time_from: '11:00', time_to: '13:00', booking_status: 'live' }),
      409,
      CONFLICT,
    );
    assert.equal((await detailOf(m, request)).status, 'pending', 'a refused approval changes nothing');
    assert.ok(live > 0);
  });
});

describe('cancel and move free the old time', () => {
  let main: number;
  before(async () => {
    main = (await addVenue(m, 'Mover')).main;
  });

  test('booking_save booking_status=cancel frees the time; a new booking then fits', async () => {
    const first = await addBooking(m, singleBody(main, '2027-05-03', '10:00', '12:00'));
    expectFailure(await bookingAdd(m, singleBody(main, '2027-05-03', '11:00', '12:00')), 409, CONFLICT);
    const answer = await save({ booking_id: first, resource_id: main, date_from: '2027-05-03', date_to: '2027-05-03', time_from: '10:00', time_to: '12:00', booking_status: 'cancel' });
    assert.deepEqual(expectOk(answer), [{ id: first, message: 'Booking updated' }]);
    assert.equal((await detailOf(m, first)).status, 'cancel');
    await addBooking(m, singleBody(main, '2027-05-03', '11:00', '12:00'));
  });

  test('re-activating a cancelled booking whose time is now taken is a 409 and it stays cancelled', async () => {
    const first = await addBooking(m, singleBody(main, '2027-05-04', '10:00', '12:00'));
    expectOk(await save({ booking_id: first, resource_id: main, date_from: '2027-05-04', date_to: '2027-05-04', time_from: '10:00', time_to: '12:00', booking_status: 'cancel' }));
    await addBooking(m, singleBody(main, '2027-05-04', '09:00', '10:30'));
    for (const status of ['live', 'draft', 'complete']) {
      expectFailure(
        await save({ booking_id: first, resource_id: main, date_from: '2027-05-04', date_to: '2027-05-04', time_from: '10:00', time_to: '12:00', booking_status: status }),
        409,
        CONFLICT,
      );
    }
    const detail = await detailOf(m, first);
    assert.equal(detail.status, 'cancel');
    assert.deepEqual(await spansOf(m, first), [['2027-05-04 10:00', '2027-05-04 12:00']]);
    // Re-activated at a free time it is fine again.
    expectOk(await save({ booking_id: first, resource_id: main, date_from: '2027-05-04', date_to: '2027-05-04', time_from: '12:00', time_to: '14:00', booking_status: 'live' }));
    assert.equal((await detailOf(m, first)).status, 'live');
  });

  test('moving to new dates frees the old time and takes the new one', async () => {
    const moved = await addBooking(m, singleBody(main, '2027-05-05', '14:00', '16:00'));
    expectOk(await save({ booking_id: moved, resource_id: main, date_from: '2027-05-06', date_to: '2027-05-06', time_from: '15:00', time_to: '17:00' }));
    assert.deepEqual(await spansOf(m, moved), [['2027-05-06 15:00', '2027-05-06 17:00']]);
    await addBooking(m, singleBody(main, '2027-05-05', '14:00', '16:00'));
    expectFailure(await bookingAdd(m, singleBody(main, '2027-05-06', '16:00', '18:00')), 409, CONFLICT);
    // Moving onto a span overlapping its own old time is no conflict with itself.
    expectOk(await save({ booking_id: moved, resource_id: main, date_from: '2027-05-06', date_to: '2027-05-06', time_from: '16:00', time_to: '18:00' }));
    assert.deepEqual(await spansOf(m, moved), [['2027-05-06 16:00', '2027-05-06 18:00']]);
    await addBooking(m, singleBody(main, '2027-05-06', '15:00', '16:00'));
  });

  test('moving onto a taken time is a 409 and the booking keeps its old time', async () => {
    const taken = await addBooking(m, singleBody(main, '2027-05-07', '10:00', '11:00'));
    const mover = await addBooking(m, singleBody(main, '2027-05-07', '12:00', '13:00'));
    const message = await expectRejectedWithoutWrites(
      stack,
      sql,
      () => save({ booking_id: mover, resource_id: main, date_from: '2027-05-07', date_to: '2027-05-07', time_from: '10:30', time_to: '12:30' }),
      409,
      CONFLICT,
    );
    assert.match(message, new RegExp(`booking ${taken}\\b`));
    assert.deepEqual(await spansOf(m, mover), [['2027-05-07 12:00', '2027-05-07 13:00']]);
    expectFailure(await bookingAdd(m, singleBody(main, '2027-05-07', '12:00', '13:00')), 409, CONFLICT);
  });

  test('a cancelled series frees all its dates; re-activating it when one date is taken is a 409', async () => {
    const series = await addBooking(m, {
      ...singleBody(main, '2027-06-07', '00:00', '00:00'),
      recurring: '1',
      date_to: '2027-06-27',
      recurrence_type: 'week',
      weekly_recurrence: [{ day: 'mon', from: '08:00', to: '09:00' }],
    });
    expectFailure(await bookingAdd(m, singleBody(main, '2027-06-14', '08:30', '09:30')), 409, CONFLICT);
    // A series keeps its dates on booking_save (sent as they are): only status (and customer) change.
    expectOk(await save({ booking_id: series, resource_id: main, date_from: '2027-06-07', date_to: '2027-06-27', booking_status: 'cancel' }));
    assert.equal((await spansOf(m, series)).length, 3);
    await addBooking(m, singleBody(main, '2027-06-14', '08:30', '09:30'));
    const message = expectFailure(await save({ booking_id: series, resource_id: main, date_from: '2027-06-07', date_to: '2027-06-27', booking_status: 'live' }), 409, CONFLICT);
    assert.match(message, /2027-06-14 08:30/);
    assert.equal((await detailOf(m, series)).status, 'cancel');
    await addBooking(m, singleBody(main, '2027-06-21', '08:00', '09:00'));
  });
});

describe('all or nothing', () => {
  test('a series with ONE conflicting instance writes nothing and names that date', async () => {
    const { main, parts } = await addVenue(m, 'Series', ['Half']);
    await addBooking(m, partsBody(main, parts, '2027-08-18', '19:00', '19:30'));
    await stack.bookings.relay.flush();
    const before = await rowCounts(sql);
    const message = await expectRejectedWithoutWrites(
      stack,
      sql,
      () =>
        bookingAdd(m, {
          ...singleBody(main, '2027-08-01', '00:00', '00:00'),
          recurring: '1',
          date_to: '2027-09-30',
          recurrence_type: 'day',
          daily_recurrence: { from: '18:00', to: '20:00' },
        }),
      409,
      CONFLICT,
    );
    assert.match(message, /2027-08-18 19:00/);
    assert.doesNotMatch(message, /2027-08-17|2027-08-19/);
    assert.deepEqual(await rowCounts(sql), before);
    // The same series without the clashing date goes through whole.
    const ok = await addBooking(m, {
      ...singleBody(main, '2027-08-19', '00:00', '00:00'),
      recurring: '1',
      date_to: '2027-09-30',
      recurrence_type: 'day',
      daily_recurrence: { from: '18:00', to: '20:00' },
    });
    assert.equal((await spansOf(m, ok)).length, 43);
  });
});

/**
 * The conflicts the bookings service answered so far (it runs in this process), by what found
 * them: its check for taken time, before writing anything, or the exclusion constraint refusing
 * an insert (booking_conflicts_total).
 */
async function conflictsFoundBy(foundBy: 'check' | 'constraint'): Promise<number> {
  const metric = metricsRegistry.getSingleMetric('booking_conflicts_total');
  const values = metric ? (await metric.get()).values : [];
  return values.find((value) => value.labels.found_by === foundBy)?.value ?? 0;
}

describe('concurrency', () => {
  test('24 concurrent identical booking_add requests: exactly one 200, 23 conflicts, no 500s', async () => {
    const { main } = await addVenue(m, 'Race');
    const [checkedBefore, refusedBefore] = [await conflictsFoundBy('check'), await conflictsFoundBy('constraint')];
    const answers = await Promise.all(Array.from({ length: 24 }, () => bookingAdd(m, singleBody(main, '2027-10-01', '18:00', '20:00'))));
    const statuses = answers.map((a) => a.status).sort();
    assert.deepEqual(statuses, [200, ...Array<number>(23).fill(409)], JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body)));
    for (const answer of answers.filter((a) => a.status === 409)) {
      const message = expectFailure(answer, 409, CONFLICT);
      assert.doesNotMatch(message, /deadlock|internal/i);
    }
    const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from bookings.booking where main_resource_id = $1', [main]);
    assert.equal(rows[0]!.n, 1);
    assert.equal(await overlappingOccupancies(), 0);
    // Each loser found the time taken under the units' locks, before inserting anything: no
    // insert failed on the exclusion constraint.
    assert.equal(await conflictsFoundBy('check'), checkedBefore + 23);
    assert.equal(await conflictsFoundBy('constraint'), refusedBefore);
  });

  test('concurrent bookings of the whole and of its parts: never an overlap, only 200s and 409s', async () => {
    const { main, parts } = await addVenue(m, 'Race parts', ['One', 'Two']);
    const [one, two] = parts as [number, number];
    const bodies = Array.from({ length: 24 }, (_, index) =>
      index % 3 === 0
        ? singleBody(main, '2027-10-02', '18:00', '20:00')
        : partsBody(main, [index % 3 === 1 ? one : two], '2027-10-02', '19:00', '21:00'),
    );
    const answers = await Promise.all(bodies.map((body) => bookingAdd(m, body)));
    for (const answer of answers) {
      if (answer.status !== 200) expectFailure(answer, 409, CONFLICT);
    }
    const won = answers.flatMap((answer, index) => (answer.status === 200 ? [index % 3] : []));
    const wholeWon = won.includes(0);
    if (wholeWon) assert.deepEqual(won, [0], 'the whole excludes both parts');
    else assert.deepEqual(won.sort(), [1, 2], 'each part once');
    assert.equal(await overlappingOccupancies(), 0);
  });

  test('concurrent moves of twelve bookings onto one time: exactly one moves, the others keep their time', async () => {
    const { main } = await addVenue(m, 'Race moves');
    const ids: number[] = [];
    for (let hour = 0; hour < 12; hour += 1) {
      const from = `${String(hour).padStart(2, '0')}:00`;
      const to = `${String(hour + 1).padStart(2, '0')}:00`;
      ids.push(await addBooking(m, singleBody(main, '2027-10-03', from, to)));
    }
    const answers = await Promise.all(
      ids.map((id) => save({ booking_id: id, resource_id: main, date_from: '2027-10-04', date_to: '2027-10-04', time_from: '18:00', time_to: '20:00' })),
    );
    assert.equal(answers.filter((a) => a.status === 200).length, 1);
    for (const answer of answers.filter((a) => a.status !== 200)) expectFailure(answer, 409, CONFLICT);
    for (const [index, id] of ids.entries()) {
      const expected =
        answers[index]!.status === 200
          ? [['2027-10-04 18:00', '2027-10-04 20:00']]
          : [[`2027-10-03 ${String(index).padStart(2, '0')}:00`, `2027-10-03 ${String(index + 1).padStart(2, '0')}:00`]];
      assert.deepEqual(await spansOf(m, id), expected);
    }
    assert.equal(await overlappingOccupancies(), 0);
  });

  test('concurrent overlapping series: one wins, the others write nothing', async () => {
    const { main } = await addVenue(m, 'Race series');
    await stack.bookings.relay.flush();
    const before = await rowCounts(sql);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        bookingAdd(m, {
          ...singleBody(main, '2027-11-01', '00:00', '00:00'),
          recurring: '1',
          // Every series shares 2027-11-30 and differs elsewhere.
          date_from: `2027-11-${String(index + 1).padStart(2, '0')}`,
          date_to: '2027-11-30',
          recurrence_type: 'day',
          daily_recurrence: { from: '07:00', to: '08:00' },
        }),
      ),
    );
    assert.equal(answers.filter((a) => a.status === 200).length, 1);
    for (const answer of answers.filter((a) => a.status !== 200)) expectFailure(answer, 409, CONFLICT);
    const winner = answers.findIndex((a) => a.status === 200);
    const after = await rowCounts(sql);
    assert.equal(after.booking - before.booking, 1);
    assert.equal(after.booking_instance - before.booking_instance, 30 - winner);
    assert.equal(await overlappingOccupancies(), 0);
  });
});

describe('a writer that took no unit lock', () => {
  test('the exclusion constraint still refuses the booking, and the 409 names the booking that holds the time', async () => {
    const { main } = await addVenue(m, 'Backstop hall');
    // Another day's booking gives an instance for the foreign key; the claim below carries its
    // instance id, so it does not collide with that booking's own occupancy.
    const holder = await addBooking(m, singleBody(main, '2027-11-03', '10:00', '11:00'));
    const { rows } = await sql.query<{ id: number }>('select id from bookings.booking_instance where booking_id = $1', [holder]);
    const instance = rows[0]!.id;
    const writer = await sql.connect();
    try {
      // Uncommitted, and without the unit's advisory lock: the new booking's check cannot see it,
      // and its insert waits on this transaction (the exclusion constraint) until it commits.
      await writer.query('begin');
      await writer.query(
        `insert into bookings.occupancy (booking_id, instance_id, unit_id, claim, period, blocking)
         values ($1, $2, $3, $2, tstzrange('2027-10-31T00:00Z', '2027-11-03T00:00Z'), true)`,
        [holder, instance, main],
      );
      const refusedBefore = await conflictsFoundBy('constraint');
      const answer = bookingAdd(m, singleBody(main, '2027-11-01', '18:00', '20:00'));
      for (let waited = 0; ; waited += 20) {
        const { rows: waiting } = await sql.query<{ n: number }>(
          // Any session of this test's database waiting for a lock: the new booking's write (one
          // statement, which takes its units' locks and checks, then inserts and waits here).
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if (waiting[0]!.n > 0) break;
        assert.ok(waited < 4_000, 'the booking never waited for the uncommitted claim');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await writer.query('commit');
      const message = expectFailure(await answer, 409, CONFLICT);
      assert.match(message, new RegExp(`booking ${holder}\\b`));
      assert.equal(await conflictsFoundBy('constraint'), refusedBefore + 1, 'it was the constraint that refused');
    } finally {
      await writer.query('rollback').catch(() => undefined);
      writer.release();
    }
    const { rows: booked } = await sql.query<{ n: number }>('select count(*)::int as n from bookings.booking where main_resource_id = $1', [main]);
    assert.equal(booked[0]!.n, 1);
  });
});

describe('the database itself refuses double bookings', () => {
  // Straight to the occupancy table, past every check of the service: the exclusion constraint
  // alone must refuse each forbidden overlap and allow the permitted ones.
  const claim = (unit: number, instance: number, claimValue: number, from: string, to: string) =>
    sql.query(
      `insert into bookings.occupancy (booking_id, instance_id, unit_id, claim, period, blocking)
       values ($1, $1, $2, $3, tstzrange($4::timestamptz, $5::timestamptz), true)`,
      [instance, unit, claimValue, from, to],
    );

  test('whole vs whole, whole vs part (also a part added later), part vs same part: refused; two parts: allowed', async () => {
    const { main, parts } = await addVenue(m, 'Constraint hall', ['A']);
    const [a] = parts as [number];
    const later = expectOk(await m.post('/api/v2/resource_add', { title: 'Added later', parent_id: main })).id as number;
    // An instance row for the foreign key: occupancy references booking_instance.
    const whole = await addBooking(m, singleBody(main, '2027-09-01', '10:00', '12:00'));
    const { rows } = await sql.query<{ id: number }>('select id from bookings.booking_instance where booking_id = $1', [whole]);
    const instance = rows[0]!.id;
    const t = (hour: string) => `2027-09-01T${hour}:00Z`;
    const refused = async (promise: Promise<unknown>) =>
      assert.rejects(promise, (error: { code?: string }) => error.code === '23P01');

    await refused(claim(main, instance, instance + 1_000_000, t('09'), t('11'))); // another whole
    await refused(claim(later, instance, instance + 1_000_001, t('09'), t('11')).then(() => claim(main, instance, 0, t('09'), t('11'))));
    await claim(a, instance, instance + 2_000_000, t('20'), t('21'));
    await claim(main, instance, 0, t('20'), t('21'));
    await refused(claim(a, instance, instance + 2_000_001, t('20'), t('21'))); // the same part again
    await claim(later, instance, instance + 2_000_002, t('20'), t('21')); // another part: fine
    await claim(main, instance, 0, t('20'), t('21'));
    await refused(claim(main, instance, instance + 2_000_003, t('20'), t('21'))); // the whole over parts
  });
});
