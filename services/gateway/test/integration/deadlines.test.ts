// A deadline bounds the work: the gateway's deadline travels with the call, a write that cannot
// finish in time (here: blocked by a lock the test holds) is cancelled and rolled back, so a 504
// means nothing was written, and the same request sent again afterwards books once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { countRows, expectOk, newManager, openSql, startTestStack, type TestStack } from '@venue/testing';

const DEADLINE_MS = 2000;
let stack: TestStack;

before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings'], gatewayEnv: { GRPC_DEADLINE_MS: String(DEADLINE_MS) } });
});
after(async () => {
  await stack?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a booking blocked past its deadline answers 504 and leaves no row, even once the lock is gone', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  const series = {
    booking_mode: 'direct_booking',
    recurring: '1',
    recurrence_type: 'week',
    weekly_recurrence: [{ day: 'mon', from: '18:00', to: '20:00' }],
    date_from: '2031-01-06',
    date_to: '2031-12-29',
    time_from: '00:00',
    time_to: '00:00',
    main_resource: hall,
    resource_parts: { [hall]: [] },
    ignore_opening_times: '1',
  };
  const sql = openSql(stack);
  const blocker = await sql.connect();
  try {
    // Writers of bookings wait for this lock; readers do not.
    await blocker.query('begin');
    await blocker.query('lock table bookings.booking in exclusive mode');
    const started = Date.now();
    const answer = await m.post('/api/v2/booking_add', series);
    const took = Date.now() - started;
    assert.equal(answer.status, 504, JSON.stringify(answer.body));
    assert.equal(answer.body.success, false);
    assert.ok(took < DEADLINE_MS + 1500, `answered at the deadline (${took} ms)`);
    // The lock outlives the deadline by far; the write must not go through when it is released.
    await sleep(DEADLINE_MS);
    await blocker.query('rollback');
    await sleep(DEADLINE_MS);
    assert.equal(await countRows(sql, 'bookings.booking', { managerId: m.managerId }), 0, 'no booking');
    assert.equal(
      await countRows(sql, 'bookings.booking_instance', { managerId: m.managerId }),
      0,
      'no instance',
    );

    const [{ id }] = expectOk(await m.post('/api/v2/booking_add', series));
    assert.ok(id > 0);
    assert.equal(
      await countRows(sql, 'bookings.booking', { managerId: m.managerId }),
      1,
      'sent again: booked once',
    );
  } finally {
    blocker.release();
    await sql.end();
  }
});
