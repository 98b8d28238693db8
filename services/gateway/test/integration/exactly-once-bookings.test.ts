// Keyed booking_add is written exactly once while the bookings process is paused at random points
// (≥ 200 rounds) and while it is killed under 50 concurrent keyed writers: rows = keys, and never
// a 409 on one's own booking. See exactly-once-faults.ts.
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { expectOk, newManager, openSql, startTestStack, type TestManager, type TestStack } from '@venue/testing';
import { keyedWritesSurvive, pauseAtRandom, type KeyedWrite, type Writer } from './exactly-once-faults.ts';

let stack: TestStack;
let sql: ReturnType<typeof openSql>;
before(async () => {
  // A short deadline: most pauses outlast it, so that writes time out mid-way.
  stack = await startTestStack({
    services: ['resources', 'customers', 'bookings'],
    asProcesses: ['bookings'],
    gatewayEnv: { GRPC_DEADLINE_MS: '250' },
  });
  sql = openSql(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

/** The n-th write books hour n % 12 of day n / 12 from 2031-01-01 on: no two writes meet. */
async function bookingAdd(m: TestManager): Promise<Writer> {
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  const day = (n: number) => new Date(Date.UTC(2031, 0, 1) + Math.floor(n / 12) * 86_400_000).toISOString().slice(0, 10);
  const hour = (n: number) => String(8 + (n % 12)).padStart(2, '0');
  const write: KeyedWrite = {
    path: '/api/v2/booking_add',
    body: (n) => ({
      booking_mode: 'direct_booking',
      recurring: '0',
      title: `n${n}`,
      date_from: day(n),
      date_to: day(n),
      time_from: `${hour(n)}:00`,
      time_to: `${hour(n)}:30`,
      main_resource: hall,
      resource_parts: { [hall]: [] },
      ignore_opening_times: '1',
    }),
    idOf: (answer) => expectOk(answer)[0].id as number,
    storedIds: async (db) => (await db.query<{ id: number }>('select id::int from bookings.booking where manager_id = $1', [m.managerId])).rows.map((r) => r.id),
    stored: async (db, n) => (await db.query('select 1 from bookings.booking where manager_id = $1 and title = $2', [m.managerId, `n${n}`])).rowCount! > 0,
  };
  return { post: m.post, write };
}

test('bookings paused at random points of keyed writes (200 rounds): every key 200 with its own booking, rows = keys', { timeout: 240_000 }, async (t) => {
  const bookings = stack.processes.bookings!;
  await keyedWritesSurvive(t, {
    sql,
    keyed: await bookingAdd(await newManager(stack)),
    unkeyed: await bookingAdd(await newManager(stack)),
    writers: 6,
    disturb: () => pauseAtRandom(bookings, 200),
  });
});

test('bookings killed under 50 concurrent keyed writers, every failure retried: rows = keys', { timeout: 120_000 }, async (t) => {
  const bookings = stack.processes.bookings!;
  await keyedWritesSurvive(t, {
    sql,
    keyed: await bookingAdd(await newManager(stack)),
    unkeyed: await bookingAdd(await newManager(stack)),
    writers: 50,
    disturb: async () => {
      await sleep(1500);
      await bookings.kill();
      await sleep(500);
      await bookings.restart();
      await sleep(1500);
    },
  });
});
