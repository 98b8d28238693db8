// Keyed writes are done exactly once under faults (exactly-once-faults.ts): customers, bookings
// and billing each run as a process of their own, and each is paused at random points of keyed
// writes (200 rounds), then killed under 50 concurrent keyed writers, while clients retry every
// failure with the request's key: every key ends 200 with an id of its own, rows = keys, never a
// 409 on one's own booking. The three services are disturbed side by side (their writes do not
// meet: an item asks no peer, a booking here asks only resources, which runs in this process).
import { after, before, describe, test, type TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  eventually,
  expectOk,
  newManager,
  openSql,
  startTestStack,
  type ServiceProcess,
  type TestManager,
  type TestStack,
} from '@venue/testing';
import { keyedWritesSurvive, pauseAtRandom, type KeyedWrite, type Writer } from './exactly-once-faults.ts';

/** A stack with the three services as processes, and a pool on its database, for one describe block. */
function stackWith(gatewayDeadlineMs: number) {
  const opened: { stack?: TestStack; sql?: ReturnType<typeof openSql> } = {};
  before(async () => {
    opened.stack = await startTestStack({
      asProcesses: ['customers', 'bookings', 'billing'],
      gatewayEnv: { GRPC_DEADLINE_MS: String(gatewayDeadlineMs) },
    });
    opened.sql = openSql(opened.stack);
  });
  after(async () => {
    await opened.sql?.end();
    await opened.stack?.stop();
  });
  return opened as { stack: TestStack; sql: ReturnType<typeof openSql> };
}

/** Ids of a manager's rows of a table, and whether the row with a text column's value exists. */
type Sql = ReturnType<typeof openSql>;
const rowsOf = (table: string, column: string, m: TestManager) => ({
  storedIds: async (db: Sql) =>
    (await db.query<{ id: number }>(`select id::int from ${table} where manager_id = $1`, [m.managerId])).rows.map((r) => r.id),
  stored: async (db: Sql, n: number) =>
    (await db.query(`select 1 from ${table} where manager_id = $1 and ${column} = $2`, [m.managerId, `n${n}`])).rowCount! > 0,
});

async function customerAdd(m: TestManager): Promise<Writer> {
  const write: KeyedWrite = {
    path: '/api/v2/customer_add',
    body: (n) => ({ first_name: 'Key', last_name: `n${n}`, city: 'Bonn' }),
    idOf: (answer) => expectOk(answer)[0].id as number,
    ...rowsOf('customers.customer', 'last_name', m),
  };
  return { post: m.post, write };
}

/** The n-th write books hour n % 12 of day n / 12 from 2031-01-01 on: no two writes meet. */
async function bookingAdd(m: TestManager): Promise<Writer> {
  // The deadline is short and the other services are under way: a 5xx is tried again.
  const added = await eventually('the hall added', async () => {
    const answer = await m.post('/api/v2/resource_add', { title: 'Hall' }, { headers: { 'Idempotency-Key': `hall-${m.managerId}` } });
    return answer.status < 500 ? answer : undefined;
  });
  const hall = expectOk(added).id as number;
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
    ...rowsOf('bookings.booking', 'title', m),
  };
  return { post: m.post, write };
}

async function inventoryAdd(m: TestManager): Promise<Writer> {
  const write: KeyedWrite = {
    path: '/api/internal/inventory_add',
    body: (n) => ({ name: `n${n}`, quantity: 2, price_cost: '12.50' }),
    idOf: (answer) => expectOk(answer).id as number,
    ...rowsOf('billing.item', 'name', m),
  };
  return { post: m.post, write };
}

const WRITES = { customers: customerAdd, bookings: bookingAdd, billing: inventoryAdd } as const;
type Service = keyof typeof WRITES;

/** Each service's writes, with keys (one manager) and without (another), under its own disturbance (side by side as the test's concurrency allows). */
async function eachService(
  t: TestContext,
  { stack, sql }: { stack: TestStack; sql: Sql },
  writers: number,
  disturb: (process: ServiceProcess) => Promise<void>,
) {
  await Promise.all(
    (Object.keys(WRITES) as Service[]).map(async (service) =>
      t.test(service, async (st) => {
        await keyedWritesSurvive(st, {
          sql,
          keyed: await WRITES[service](await newManager(stack)),
          unkeyed: await WRITES[service](await newManager(stack)),
          writers,
          disturb: () => disturb(stack.processes[service]!),
        });
      }),
    ),
  );
}

describe('paused', () => {
  // A short deadline: most pauses outlast it, so that writes time out mid-way.
  const opened = stackWith(250);
  test('at random points of keyed writes (200 rounds): every key 200 with its own id, rows = keys', { timeout: 300_000, concurrency: 3 }, async (t) => {
    await eachService(t, opened, 6, (process) => pauseAtRandom(process, 200));
  });
});

describe('killed', () => {
  // The calls in flight at the kill fail at once (their connection is reset): no short deadline
  // needed, and with one 50 writers would mostly time out on a busy machine.
  const opened = stackWith(2000);
  // One service after the other: 150 writers at once would be a test of the gateway's shedding.
  test('under 50 concurrent keyed writers, every failure retried: rows = keys', { timeout: 300_000 }, async (t) => {
    await eachService(t, opened, 50, async (process) => {
      await sleep(1500);
      await process.kill();
      await sleep(500);
      await process.restart();
      await sleep(1500);
    });
  });
});
