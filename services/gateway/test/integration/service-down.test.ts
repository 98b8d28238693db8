// The resources service stops: calls that need it answer 503 in the envelope, with Retry-After;
// the rest of the gateway keeps working. The bookings service killed (SIGKILL, as its own process)
// while writes stream in: every answer is a 200 or a 503, no booking is half-written, and once it
// is started again every call succeeds and every event is published exactly once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type pg from 'pg';
import {
  startTestStack,
  eventually,
  EventLog,
  expectFailure,
  expectOk,
  newManager,
  openSql,
  type TestStack,
} from '@venue/testing';
import { profileOf, rawFetch, retryAfter } from '../helpers.ts';

let stack: TestStack;
let apiKey: string;
before(async () => {
  stack = await startTestStack({ services: ['resources'] });
  ({ apiKey } = await stack.createManager());
});
after(async () => {
  await stack?.stop();
});

test('while the resources service runs, resource_list answers 200', async () => {
  expectOk(await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'Before the outage' }));
  const list = await stack.get('/api/v2/resource_list', { api_secret_key: apiKey });
  expectOk(list);
  assert.equal(list.body.data.length, 1);
});

test('once it is stopped, every call that needs it is a 503 envelope', async () => {
  await stack.stopResources();
  // A list read under the current catalog version is still answered: nothing in the catalog can
  // change while its service is down (decisions.md, catalog reuse); a write is refused and changes
  // nothing, so the list read before still holds.
  expectOk(await stack.get('/api/v2/resource_list', { api_secret_key: apiKey }));
  expectFailure(
    await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'During the outage' }),
    503,
  );
  expectOk(await stack.get('/api/v2/resource_list', { api_secret_key: apiKey }));
  // A read nothing was kept for needs the service.
  const detail = await stack.get('/api/v2/resource/1', { api_secret_key: apiKey });
  const message = expectFailure(detail, 503);
  assert.match(message, /unavailable/);
  // Worth a retry in a moment, as the gateway's own shedding says.
  assert.equal(retryAfter(detail), 1);
  // Another manager's list (no version: nothing kept) needs it too.
  const other = await stack.createManager();
  expectFailure(await stack.get('/api/v2/resource_list', { api_secret_key: other.apiKey }), 503);
  expectFailure(await stack.get('/api/internal/category_list', { api_secret_key: apiKey }), 503);
});

test('the gateway itself keeps answering: auth, profile and health', async () => {
  expectOk(await profileOf(stack, apiKey));
  expectFailure(await stack.get('/api/v2/resource_list'), 401);
  assert.equal((await rawFetch(stack, '/healthz')).status, 200);
  assert.equal((await rawFetch(stack, '/readyz')).status, 200);
});

test('the outage is logged as a warning without internals leaking into the answer', async () => {
  const list = await stack.get('/api/v2/resource/1', { api_secret_key: apiKey });
  expectFailure(list, 503);
  assert.doesNotMatch(list.body.data, /ECONNREFUSED|127\.0\.0\.1|grpc/i);
  const warnings = stack.gatewayLogs.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
  assert.ok(
    warnings.some((entry) => entry.msg === 'request failed'),
    'no warning for the failed call',
  );
  // The answer brings that warning along for a test that did not expect the 5xx.
  assert.ok(list.logged?.some((line) => JSON.parse(line).msg === 'request failed'), 'the 503 came without what was logged');
  assert.throws(() => expectOk(list), /logged lately:[\s\S]*request failed/);
});

describe('the bookings service killed under load', () => {
  let own: TestStack;
  let sql: pg.Pool;
  let log: EventLog<{ booking_id: number }>;
  before(async () => {
    own = await startTestStack({ services: ['resources', 'customers', 'bookings'], asProcesses: ['bookings'] });
    sql = openSql(own);
    log = await EventLog.start<{ booking_id: number }>(own, 'venue.bookings.>', 'booking_id');
  });
  after(async () => {
    await log?.stop();
    await sql?.end();
    await own?.stop();
  });

  test(
    'writes in flight answer 200 or 503 (never 500), nothing is half-written, and it recovers',
    { timeout: 60_000 },
    async (t) => {
      const m = await newManager(own);
      const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
      const bookings = own.processes.bookings!;

      // Eight clients each write one-hour bookings, every one on a day of its own, without pause.
      const first = Date.UTC(2031, 0, 1);
      const dateOf = (day: number) => new Date(first + day * 86_400_000).toISOString().slice(0, 10);
      let nextDay = 0;
      let killed = false;
      const outcomes: { day: number; status: number; message: unknown; id?: number; afterKill: boolean }[] =
        [];
      const worker = async () => {
        // At most 300 days, so that one booking_list (366 days at most) shows them all.
        while (nextDay < 300 && !(killed && outcomes.filter((o) => o.afterKill).length >= 40)) {
          const day = nextDay++;
          const afterKill = killed;
          const answer = await m.get('/api/v2/booking_save', {
            resource_id: hall,
            date_from: dateOf(day),
            date_to: dateOf(day),
            time_from: '09:00',
            time_to: '10:00',
          });
          outcomes.push({
            day,
            status: answer.status,
            message: answer.body.data,
            afterKill,
            ...(answer.status === 200 && { id: answer.body.data[0].id as number }),
          });
        }
      };
      const load = Array.from({ length: 8 }, worker);
      await eventually(
        'bookings being written',
        async () => (outcomes.filter((o) => o.status === 200).length >= 20 ? true : undefined),
        20_000,
        5,
      );
      await bookings.kill();
      killed = true;
      await Promise.all(load);

      const statuses = new Set(outcomes.map((o) => o.status));
      const count = (keep: (o: (typeof outcomes)[number]) => boolean) => outcomes.filter(keep).length;
      t.diagnostic(
        `${outcomes.length} writes: ${count((o) => o.status === 200)} answered 200; ` +
          `${count((o) => o.status === 503 && !o.afterKill)} sent before or during the kill and ${count((o) => o.afterKill)} after it answered 503`,
      );
      assert.deepEqual(
        [...statuses].sort(),
        [200, 503],
        'every write answered 200 or 503, never anything else',
      );
      const sentAfterKill = outcomes.filter((o) => o.afterKill);
      assert.ok(sentAfterKill.length >= 40);
      for (const o of sentAfterKill) {
        assert.equal(o.status, 503, `a write sent after the kill: ${JSON.stringify(o)}`);
        assert.match(String(o.message), /unavailable/);
        assert.doesNotMatch(String(o.message), /ECONNREFUSED|127\.0\.0\.1|grpc/i);
      }

      // No half-written booking: each one stored has its instance and its occupancy, all or nothing
      // (a write cut by the kill is rolled back with its connection), and each has its event waiting
      // in the outbox or published. A write answered 200 is stored; one answered 503 may be (the
      // kill came after its commit) or not.
      const stored = async () =>
        (
          await sql.query<{ id: number; day: string; instances: number; occupancy: number }>(
            `select b.id::int, to_char(min(i.starts_at) at time zone 'Europe/Berlin', 'YYYY-MM-DD') as day,
                  count(distinct i.id)::int as instances, count(distinct o.id)::int as occupancy
             from bookings.booking b
             left join bookings.booking_instance i on i.booking_id = b.id
             left join bookings.occupancy o on o.instance_id = i.id
            where b.manager_id = $1
            group by b.id order by b.id`,
            [m.managerId],
          )
        ).rows;
      const rows = await stored();
      for (const row of rows)
        assert.deepEqual([row.instances, row.occupancy], [1, 1], `booking ${row.id} is whole`);
      const answeredOk = outcomes.filter((o) => o.status === 200);
      const storedIds = new Set(rows.map((row) => row.id));
      for (const o of answeredOk)
        assert.ok(storedIds.has(o.id!), `booking ${o.id} was answered 200 and is stored`);
      assert.ok(
        rows.length <= answeredOk.length + 8,
        'beyond those answered 200, at most the 8 in flight at the kill were stored',
      );
      const days = rows.map((row) => row.day);
      assert.equal(new Set(days).size, days.length, 'one booking per day written');

      // Recovery: started again on the same address, it serves the gateway's next calls.
      await bookings.restart();
      const recovered = await eventually(
        'a write succeeding again',
        async () => {
          const answer = await m.get('/api/v2/booking_save', {
            resource_id: hall,
            date_from: dateOf(360),
            date_to: dateOf(360),
            time_from: '09:00',
            time_to: '10:00',
          });
          if (answer.status === 503) return undefined;
          return answer;
        },
        20_000,
        100,
      );
      const recoveredId = expectOk(recovered)[0].id as number;
      const listed = expectOk(
        await m.get('/api/v2/booking_list', {
          resource_id: hall,
          date_from: dateOf(0),
          date_to: dateOf(360),
        }),
      );
      assert.deepEqual(
        listed.map((b: { id: number }) => b.id).sort((a: number, b: number) => a - b),
        [...rows.map((row) => row.id), recoveredId].sort((a, b) => a - b),
        'booking_list shows every stored booking, and only those',
      );
      // The outbox drains: every stored booking's created event is published exactly once.
      const expected = [...rows.map((row) => row.id), recoveredId];
      await log.waitFor(
        () => expected.every((id) => log.of(id).length >= 1),
        `the created events of ${expected.length} bookings`,
      );
      log.assertNoDuplicates();
      for (const id of expected) {
        assert.deepEqual(
          log.of(id).map((event) => event.subject),
          ['venue.bookings.booking.created'],
          `booking ${id}: one created event`,
        );
      }
      const { rows: left } = await sql.query<{ n: number }>('select count(*)::int as n from bookings.outbox');
      assert.equal(left[0]!.n, 0, 'the outbox is empty');
    },
  );
});
