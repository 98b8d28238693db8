// Heavy reads admitted, not piled up (docs/limits.md): the largest answers reserve the memory they
// hold in a per-process budget (HEAVY_READ_BUDGET_MB); past it a read waits briefly, then is
// answered 503 with Retry-After. Bookings runs here as an OS process of its own with the image's
// heap flags (the Dockerfile's NODE_OPTIONS and MALLOC_ARENA_MAX, bookings' own flags of
// scripts/stack.ts), so what is measured is that service's resident memory under the heap cap it
// runs with in production. Without the budget, twenty of these lists at once were all answered
// 504 and the process then died out of heap.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type pg from 'pg';
import { BUSY_MESSAGE } from '@venue/platform';
import { expectOk, imageNodeEnv, newManager, openSql, startTestStack, type TestStack } from '@venue/testing';
import { serviceProcesses } from '../../../../scripts/stack.ts';
import { retryAfter } from '../helpers.ts';
import { instancesIn, measured, seedBookings } from './large-answers-fixture.ts';

const MB = 1024 * 1024;
let stack: TestStack;
let sql: pg.Pool;

before(async () => {
  stack = await startTestStack({
    // A loaded CI machine may take seconds over one list: what is tested is that a read waits at
    // most 1 s for room (not its deadline), so a deadline of 30 s cannot turn a slow 200 into a 504
    // (bookings' own, which is also its connections' statement_timeout, as well as the gateway's).
    gatewayEnv: { GRPC_DEADLINE_MS: '30000' },
    asProcesses: ['bookings'],
    bookingsEnv: { ...imageNodeEnv(), GRPC_DEADLINE_MS: '30000' },
    bookingsNodeFlags: serviceProcesses.find((service) => service.name === 'bookings')!.nodeFlags,
  });
  sql = openSql(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

test(
  '20 booking_lists of 20,000 instances at once are each answered 200 or 503 with Retry-After; bookings stays under 250 MB',
  { timeout: 120_000 },
  async (t) => {
    const bookings = stack.processes.bookings!;
    const pid = bookings.pid;
    const m = await newManager(stack, { timezone: 'UTC' });
    const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
    // 160 bookings of 125 instances with 15,000 bytes of comments each: 3.3 MB of answer, the
    // largest booking_list allowed (bounded-answers.test.ts).
    await seedBookings(sql, m.managerId, hall, { bookings: 160, instances: 125, commentBytes: 15_000 });
    const range = { resource_id: hall, date_from: '2031-01-01', date_to: '2031-12-31' };
    // Once alone first: the service has read such a list before it is measured.
    assert.equal(instancesIn(expectOk(await m.get('/api/v2/booking_list', range))), 20_000);

    const started = Date.now();
    const { result: answers, before, peak } = await measured(bookings, () =>
      Promise.all(Array.from({ length: 20 }, () => m.get('/api/v2/booking_list', range))),
    );
    const statuses = answers.map((answer) => answer.status);
    t.diagnostic(
      `statuses ${statuses.join(' ')} in ${Date.now() - started} ms; bookings RSS ${(before / MB).toFixed(0)} MB before, ` +
        `peak ${(peak / MB).toFixed(0)} MB`,
    );
    for (const answer of answers) {
      if (answer.status === 200) {
        assert.equal(instancesIn(expectOk(answer)), 20_000);
      } else {
        assert.equal(answer.status, 503, `answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        assert.deepEqual(answer.body, { data: BUSY_MESSAGE, total: 0, success: false });
        assert.ok(retryAfter(answer) <= 2);
      }
    }
    assert.ok(statuses.includes(200), 'at least one list is answered');
    assert.ok(peak < 250 * MB, `bookings peaked at ${(peak / MB).toFixed(0)} MB of RSS`);

    // The same process answers on, and the budget it reserved is free again: a retry is answered.
    assert.equal(bookings.pid, pid);
    assert.equal(instancesIn(expectOk(await m.get('/api/v2/booking_list', range))), 20_000);
  },
);
