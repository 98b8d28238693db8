// Balanced gRPC (docs/decisions.md, 'One gRPC client'): three bookings processes behind one gateway,
// called through one `ipv4:` target. Round robin gives each a third of the calls; when one is
// SIGKILLed, reads in flight on it are sent again to another (the proto marks them NO_SIDE_EFFECTS),
// while writes are not: at most the writes in flight on it fail, each a 503 or 504, never a 500.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { expectOk, newManager, startTestStack, type Replica, type TestManager, type TestStack } from '@venue/testing';

let stack: TestStack;
let m: TestManager;
let hall: number;
let booking: number;

before(async () => {
  stack = await startTestStack({ asProcesses: ['bookings'], bookingsReplicas: 3 });
  m = await newManager(stack, { timezone: 'UTC' });
  hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  booking = expectOk(await m.post('/api/v2/booking_add', bookingBody(0)))[0].id as number;
});
after(async () => {
  await stack?.stop();
});

/** The n-th booking: hour n % 12 of day n / 12 from 2031-01-01 on, so no two meet. */
function bookingBody(n: number) {
  const day = new Date(Date.UTC(2031, 0, 1) + Math.floor(n / 12) * 86_400_000).toISOString().slice(0, 10);
  const hour = String(8 + (n % 12)).padStart(2, '0');
  return {
    booking_mode: 'direct_booking',
    recurring: '0',
    title: `n${n}`,
    date_from: day,
    date_to: day,
    time_from: `${hour}:00`,
    time_to: `${hour}:30`,
    main_resource: hall,
    resource_parts: { [hall]: [] },
    ignore_opening_times: '1',
  };
}

/** GetBooking calls a replica has answered, from its /metrics. */
async function getBookingCalls(replica: Replica): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${replica.metricsPort}/metrics`)).text();
  let calls = 0;
  for (const [, count] of text.matchAll(/^grpc_server_handling_seconds_count\{[^}]*grpc_method="GetBooking"[^}]*\} (\d+)$/gm)) calls += Number(count);
  return calls;
}

const details = () => m.get(`/api/v2/booking/${booking}`);

test('300 calls are spread evenly over three replicas', { timeout: 60_000 }, async () => {
  // Until every replica has answered: round robin picks among the connections that are ready.
  const deadline = Date.now() + 10_000;
  while ((await Promise.all(stack.bookingsReplicas.map(getBookingCalls))).some((calls) => calls === 0)) {
    assert.ok(Date.now() < deadline, 'a replica got no call within 10 s');
    expectOk(await details());
  }
  const before = await Promise.all(stack.bookingsReplicas.map(getBookingCalls));
  for (let call = 0; call < 300; call += 1) expectOk(await details());
  const served = (await Promise.all(stack.bookingsReplicas.map(getBookingCalls))).map((calls, i) => calls - before[i]!);
  assert.equal(served.reduce((a, b) => a + b, 0), 300, `served ${served.join(', ')}`);
  // A third each, within 10 % of it.
  for (const calls of served) assert.ok(calls >= 90 && calls <= 110, `served ${served.join(', ')}`);
});

test('a replica SIGKILLed under load: no read fails, at most the writes in flight on it do', { timeout: 60_000 }, async (t) => {
  const readers = 6;
  const writers = 3;
  let running = true;
  const readStatuses: number[] = [];
  const readFailures: string[] = [];
  const writeFailures: string[] = [];
  let written = 0;
  let next = 1;
  const read = async () => {
    while (running) {
      const answer = await details();
      readStatuses.push(answer.status);
      if (answer.status !== 200) readFailures.push(`${answer.status} ${JSON.stringify(answer.body?.data)} ${JSON.stringify(answer.logged ?? '')}`);
    }
  };
  const write = async () => {
    while (running) {
      const answer = await m.post('/api/v2/booking_add', bookingBody(next++));
      if (answer.status === 200) written += 1;
      else writeFailures.push(`${answer.status} ${JSON.stringify(answer.body?.data)}`);
    }
  };
  const clients = [...Array.from({ length: readers }, read), ...Array.from({ length: writers }, write)];
  await sleep(1000);
  await stack.bookingsReplicas[1]!.process.kill();
  await sleep(2000);
  running = false;
  await Promise.all(clients);

  t.diagnostic(`${readStatuses.length} reads, ${written} writes; failed writes: ${writeFailures.join('; ') || 'none'}`);
  assert.deepEqual(readFailures, [], 'every read answered 200');
  assert.ok(writeFailures.length <= writers, `more writes failed than were in flight: ${writeFailures.join('; ')}`);
  for (const failure of writeFailures) assert.match(failure, /^50[34] /);
  // The two left answer on: the last writes after the kill were done.
  assert.ok(written > writers, `only ${written} writes done`);
  expectOk(await m.post('/api/v2/booking_add', bookingBody(next++)));
});
