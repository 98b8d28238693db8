// Webhooks end to end, with real receivers on loopback (the stack allows http:// and private
// addresses, as the tests do): the data is the v2 object and the signature verifies with
// the standardwebhooks package; failures are retried with one webhook-id until delivered; a
// receiver down for a while gets everything once back, nothing twice; a booking's events arrive
// in order; the secret rotates with both signing for a while; 410 and five days of failures
// disable an endpoint. Retries here wait 100–400 ms instead of 5 s to 10 h (WEBHOOKS_RETRY_DELAYS_MS).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { autoInvoicingVenue, book, eventually, expectFailure, expectOk, newManager, openSql, startTestStack, type TestManager, type TestStack } from '@venue/testing';
import { singleBody } from '../../../bookings/test/integration/helpers.ts';
import { startReceiver, type Answer, type Received, type Receiver } from '../helpers/receiver.ts';

let stack: TestStack;
let sql: ReturnType<typeof openSql>;
const receivers: Receiver[] = [];

before(async () => {
  stack = await startTestStack({ webhooks: true, captureServiceLogs: true, webhooksEnv: { WEBHOOKS_RETRY_DELAYS_MS: '100,200,400' } });
  sql = openSql(stack);
});
after(async () => {
  for (const receiver of receivers) await receiver.close();
  await sql?.end();
  await stack?.stop();
});

async function receiver(answer?: (received: Received) => Answer): Promise<Receiver> {
  const started = await startReceiver(answer);
  receivers.push(started);
  return started;
}

async function subscribe(m: TestManager, url: string, events: string[] | string = '*') {
  return expectOk(await m.post('/api/internal/webhook_add', { url, events, description: 'test' }));
}

let day = 0;
async function hallBooking(m: TestManager, hall: number): Promise<number> {
  day += 1;
  const date = new Date(Date.UTC(2032, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  const [{ id }] = expectOk(await m.post('/api/v2/booking_add', singleBody(hall, date, '10:00', '12:00', { ignore_opening_times: '1' })));
  return id as number;
}

test('an endpoint is added with a whsec_ secret shown once; unknown types and bad URLs are refused', async () => {
  const m = await newManager(stack);
  const added = await subscribe(m, 'http://127.0.0.1:9/hook', ['booking.created', 'invoice.approved']);
  assert.match(added.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
  assert.deepEqual(added.events, ['booking.created', 'invoice.approved']);
  assert.equal(added.enabled, 1);
  const list = expectOk(await m.get('/api/internal/webhook_list'));
  assert.equal(list.length, 1);
  assert.equal(list[0].id, added.id);
  assert.equal('secret' in list[0], false);
  assert.equal(JSON.stringify(list).includes(added.secret), false);
  expectFailure(await m.post('/api/internal/webhook_add', { url: 'http://127.0.0.1:9/', events: ['booking.moved'] }), 400, /unknown type booking\.moved/);
  expectFailure(await m.post('/api/internal/webhook_add', { url: 'http://127.0.0.1:9/', events: ['*', 'booking.created'] }), 400, /stands alone/);
  expectFailure(await m.post('/api/internal/webhook_add', { url: 'mailto:a@b.c', events: '*' }), 400, /https/);
  expectFailure(await m.post('/api/internal/webhook_add', { events: '*' }), 400);
  assert.equal(expectOk(await m.get('/api/internal/webhook_list')).length, 1, 'refusals change nothing');
});

test("another manager's endpoint is not found, like an unknown one", async () => {
  const owner = await newManager(stack);
  const other = await newManager(stack);
  const { id } = await subscribe(owner, 'http://127.0.0.1:9/hook');
  assert.deepEqual(expectOk(await other.get('/api/internal/webhook_list')), []);
  expectFailure(await other.post('/api/internal/webhook_delete', { webhook_id: id }), 404, /not found/);
  expectFailure(await other.post('/api/internal/webhook_rotate_secret', { webhook_id: id }), 404, /not found/);
  expectFailure(await other.get('/api/internal/webhook_deliveries', { webhook_id: id }), 404, /not found/);
  expectFailure(await other.post('/api/internal/webhook_redeliver', { webhook_id: id, since: '2020-01-01 00:00' }), 404, /not found/);
  expectFailure(await owner.post('/api/internal/webhook_delete', { webhook_id: 999_999_999 }), 404, /not found/);
  assert.equal(expectOk(await owner.get('/api/internal/webhook_list')).length, 1);
});

test('booking, customer and invoice events arrive signed, with data exactly as the v2 API shows the object', async () => {
  const venue = await autoInvoicingVenue(stack);
  const hook = await receiver();
  const { secret } = await subscribe(venue.m, hook.url);
  const customer = expectOk(await venue.m.post('/api/v2/customer_add', { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.test' }))[0].id;
  const bookingId = await book(venue);
  const invoice = await eventually('the automatic invoice delivered', async () => hook.received.find((r) => r.payload.type === 'invoice.approved'));
  const created = hook.received.find((r) => r.payload.type === 'booking.created')!;
  const customerCreated = await eventually('customer.created', async () => hook.received.find((r) => r.payload.type === 'customer.created'));
  for (const received of [created, invoice, customerCreated]) {
    hook.verify(received, secret);
    assert.match(received.headers['webhook-id']!, /^msg_[0-9a-f]{32}$/);
    assert.match(received.payload.timestamp, /^\d{4}-\d{2}-\d{2}T/);
  }
  assert.throws(() => hook.verify(created, `whsec_${Buffer.alloc(32, 1).toString('base64')}`), 'another secret does not verify');
  // The invoice made the booking complete (booking.updated): the last booking event shows it as 4.5 does now.
  const shown = expectOk(await venue.m.get(`/api/v2/booking/${bookingId}`));
  assert.equal(shown.status, 'complete');
  const latest = await eventually('booking.updated with the booking as it is now', async () =>
    hook.received.find((r) => r.payload.type === 'booking.updated' && r.payload.data.status === 'complete'),
  );
  assert.deepEqual(latest.payload.data, shown);
  assert.deepEqual({ ...created.payload.data, status: 'complete' }, shown, 'booking.created showed it as it was then');
  const number = expectOk(await venue.m.get('/api/v2/invoice_list'))[0].invoice_number;
  const details = expectOk(await venue.m.get('/api/v2/invoice_details', { invoice_number: number }));
  assert.deepEqual({ ...(invoice.payload.data as Record<string, Record<string, unknown>>).invoice, modified: null }, { ...details.invoice, modified: null });
  const listed = expectOk(await venue.m.get('/api/v2/customer_list')).find((c: { id: number }) => c.id === customer);
  assert.deepEqual(customerCreated.payload.data, listed);
  const deliveries = expectOk(await venue.m.get('/api/internal/webhook_deliveries', { webhook_id: expectOk(await venue.m.get('/api/internal/webhook_list'))[0].id }));
  const delivered = deliveries.filter((d: { state: string }) => d.state === 'delivered');
  assert.ok(delivered.length >= 3);
  for (const d of delivered) {
    assert.equal(d.attempts.length, 1);
    assert.equal(d.attempts[0].status_code, 200);
    assert.match(d.attempts[0].time, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal(d.attempts[0].error, '');
  }
});

test('an endpoint answering 500 twice gets the event on the third attempt, with one webhook-id', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id;
  const hook = await receiver((r) => (r.n <= 2 ? 500 : 200));
  const { id, secret } = await subscribe(m, hook.url, ['booking.created']);
  await hallBooking(m, hall);
  await eventually('three attempts', async () => (hook.received.length >= 3 ? true : undefined));
  const ids = new Set(hook.received.map((r) => r.headers['webhook-id']));
  assert.equal(ids.size, 1, 'every attempt carries the same webhook-id');
  for (const r of hook.received) hook.verify(r, secret);
  const [delivery] = await eventually('the delivery recorded as delivered', async () => {
    const list = expectOk(await m.get('/api/internal/webhook_deliveries', { webhook_id: id }));
    return list[0]?.state === 'delivered' ? list : undefined;
  });
  assert.deepEqual(delivery.attempts.map((a: { status_code: number }) => a.status_code), [500, 500, 200]);
  assert.match(delivery.attempts[0].error, /answered 500: failure 500/);
  assert.ok(delivery.attempts.every((a: { latency_ms: number }) => a.latency_ms >= 0));
  assert.equal(delivery.message_id, [...ids][0]);
  assert.equal(hook.received.length, 3, 'nothing after it was delivered');
});

test('a receiver down for a while gets every event once it is back, none twice', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id;
  const hook = await receiver();
  const { id } = await subscribe(m, hook.url, ['booking.created']);
  await hook.down();
  const bookings = [];
  for (let i = 0; i < 5; i += 1) bookings.push(await hallBooking(m, hall));
  await eventually('failed attempts while it is down', async () => {
    const list = expectOk(await m.get('/api/internal/webhook_deliveries', { webhook_id: id }));
    return list.length === 5 && list.every((d: { attempts: unknown[] }) => d.attempts.length >= 2) ? true : undefined;
  });
  await hook.up();
  await eventually('every booking delivered', async () => (new Set(hook.received.map((r) => r.payload.data.id)).size === 5 ? true : undefined));
  await eventually('every delivery recorded', async () => {
    const list = expectOk(await m.get('/api/internal/webhook_deliveries', { webhook_id: id }));
    return list.every((d: { state: string }) => d.state === 'delivered') ? true : undefined;
  });
  assert.deepEqual(hook.received.map((r) => r.payload.data.id).sort(), [...bookings].sort());
  assert.equal(new Set(hook.received.map((r) => r.headers['webhook-id'])).size, 5, 'each event once');
});

test("one booking's events reach an endpoint in the order they happened", async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id;
  // The first attempt of everything fails: retries must not overtake one another.
  const seen = new Set<string>();
  const hook = await receiver((r) => {
    const first = !seen.has(r.headers['webhook-id']!);
    seen.add(r.headers['webhook-id']!);
    return first ? 503 : 200;
  });
  await subscribe(m, hook.url, ['booking.created', 'booking.updated']);
  const bookingId = await hallBooking(m, hall);
  for (const title of ['one', 'two', 'three']) expectOk(await m.post('/api/v2/booking_save', { booking_id: bookingId, resource_id: hall, title }));
  const delivered = await eventually('four events delivered', async () => {
    const ok = hook.received.filter((r, index) => hook.received.findIndex((o) => o.headers['webhook-id'] === r.headers['webhook-id']) !== index);
    return ok.length === 4 ? ok : undefined;
  });
  assert.deepEqual(delivered.map((r) => r.payload.type), ['booking.created', 'booking.updated', 'booking.updated', 'booking.updated']);
  const firstAttempts = hook.received.filter((r, index) => hook.received.findIndex((o) => o.headers['webhook-id'] === r.headers['webhook-id']) === index);
  assert.deepEqual(firstAttempts.map((r) => r.headers['webhook-id']), delivered.map((r) => r.headers['webhook-id']), 'sent in the same order as delivered');
});

test('an endpoint that never answers is cut at 10 s; another endpoint of the manager gets the same events meanwhile', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id;
  const hanging = await receiver(() => 'hang');
  const healthy = await receiver();
  const slow = await subscribe(m, hanging.url, ['booking.created']);
  await subscribe(m, healthy.url, ['booking.created']);
  const started = Date.now();
  for (let i = 0; i < 6; i += 1) await hallBooking(m, hall);
  await eventually('the healthy endpoint served', async () => (healthy.received.length === 6 ? true : undefined));
  assert.ok(Date.now() - started < 8000, `served in ${Date.now() - started} ms, before the hanging attempts were cut`);
  const cut = await eventually(
    'the hanging attempts cut',
    async () => {
      const list = expectOk(await m.get('/api/internal/webhook_deliveries', { webhook_id: slow.id }));
      const attempts = list.flatMap((d: { attempts: unknown[] }) => d.attempts);
      return attempts.length > 0 ? attempts : undefined;
    },
    20_000,
  );
  const [first] = cut as { status_code: number; latency_ms: number; error: string }[];
  assert.equal(first!.status_code, 0);
  assert.match(first!.error, /no whole answer within 10000 ms/);
  assert.ok(first!.latency_ms >= 9900 && first!.latency_ms < 12_000, `cut after ${first!.latency_ms} ms`);
});

test('after a rotation both secrets sign for a while; the new one alone verifies once the old one lapses', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id;
  const hook = await receiver();
  const { id, secret: oldSecret } = await subscribe(m, hook.url, ['booking.created']);
  const rotated = expectOk(await m.post('/api/internal/webhook_rotate_secret', { webhook_id: id }));
  assert.notEqual(rotated.secret, oldSecret);
  assert.match(rotated.previous_secret_valid_until, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await hallBooking(m, hall);
  const first = await eventually('a delivery', async () => hook.received[0]);
  assert.equal(first.headers['webhook-signature']!.split(' ').length, 2);
  hook.verify(first, oldSecret);
  hook.verify(first, rotated.secret);
  const listed = expectOk(await m.get('/api/internal/webhook_list'))[0];
  assert.equal(listed.previous_secret_valid_until, rotated.previous_secret_valid_until);
  // 24 hours later (the lapse moved to the past): only the new secret signs.
  await sql.query('update webhooks.endpoint set previous_secret_until = now() - interval \'1 second\' where id = $1', [id]);
  await hallBooking(m, hall);
  const second = await eventually('a second delivery', async () => hook.received[1]);
  assert.equal(second.headers['webhook-signature']!.split(' ').length, 1);
  hook.verify(second, rotated.secret);
  assert.throws(() => hook.verify(second, oldSecret));
});

test('410 Gone disables the endpoint at once, with a webhook.disabled notice; redelivery enables it again', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id;
  let gone = true;
  const hook = await receiver(() => (gone ? 410 : 200));
  const { id } = await subscribe(m, hook.url, ['booking.created']);
  await hallBooking(m, hall);
  const listed = await eventually('the endpoint disabled', async () => {
    const [endpoint] = expectOk(await m.get('/api/internal/webhook_list'));
    return endpoint.enabled === 0 ? endpoint : undefined;
  });
  assert.match(listed.disabled_reason, /410 Gone/);
  const deliveries = expectOk(await m.get('/api/internal/webhook_deliveries', { webhook_id: id }));
  const notice = deliveries.find((d: { type: string }) => d.type === 'webhook.disabled');
  assert.equal(notice.state, 'notice');
  assert.match(notice.note, /410 Gone/);
  const failed = deliveries.find((d: { type: string }) => d.type === 'booking.created');
  assert.equal(failed.state, 'failed');
  assert.equal(hook.received.length, 1, 'no retry after 410');
  // Events meanwhile wait; redelivery sends the failed one and enables the endpoint again.
  await hallBooking(m, hall);
  gone = false;
  assert.equal(expectOk(await m.post('/api/internal/webhook_redeliver', { webhook_id: id, delivery_id: failed.id })).count, 1);
  await eventually('both delivered', async () => (hook.received.filter((r) => r.n > 1).length >= 2 ? true : undefined));
  assert.equal(expectOk(await m.get('/api/internal/webhook_list'))[0].enabled, 1);
  expectFailure(await m.post('/api/internal/webhook_redeliver', { webhook_id: id }), 400, /delivery_id, or since/);
  expectFailure(await m.post('/api/internal/webhook_redeliver', { webhook_id: id, delivery_id: 999_999_999 }), 404);
});

test('an endpoint whose attempts failed for five days is disabled, saying why; failed deliveries are redelivered by time', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id;
  let failing = true;
  const hook = await receiver(() => (failing ? 500 : 200));
  const { id } = await subscribe(m, hook.url, ['booking.created']);
  await hallBooking(m, hall);
  await eventually('a failed attempt', async () => hook.received[0]);
  // The endpoint has failed since six days ago; its retries are due within 3 days' window still.
  await sql.query("update webhooks.endpoint set failing_since = now() - interval '6 days' where id = $1", [id]);
  const endpoint = await eventually('disabled after the next failure', async () => {
    const [listed] = expectOk(await m.get('/api/internal/webhook_list'));
    return listed.enabled === 0 ? listed : undefined;
  });
  assert.match(endpoint.disabled_reason, /every attempt failed for 6 days \(the last: answered 500/);
  // The retry window of a delivery is 3 days: one older than that fails for good.
  await sql.query("update webhooks.delivery set window_start = now() - interval '4 days' where endpoint_id = $1", [id]);
  failing = true;
  const before = hook.received.length;
  expectOk(await m.post('/api/internal/webhook_redeliver', { webhook_id: id, since: '2020-01-01 00:00' }));
  failing = false;
  await eventually('redelivered once enabled again', async () => (hook.received.length > before && hook.received.at(-1)!.n > before ? true : undefined));
  const [delivery] = await eventually('recorded as delivered', async () => {
    const list = expectOk(await m.get('/api/internal/webhook_deliveries', { webhook_id: id })).filter((d: { type: string }) => d.type === 'booking.created');
    return list[0]?.state === 'delivered' ? list : undefined;
  });
  assert.equal(delivery.attempts.at(-1).status_code, 200);
});

test('a delivery older than the 3-day retry window fails for good after its next failed attempt', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id;
  const hook = await receiver(() => 500);
  const { id } = await subscribe(m, hook.url, ['booking.created']);
  await sql.query("update webhooks.endpoint set failing_since = null where id = $1", [id]);
  await hallBooking(m, hall);
  await eventually('the delivery stored', async () => (await sql.query('select 1 from webhooks.delivery where endpoint_id = $1', [id])).rows[0]);
  await sql.query("update webhooks.delivery set window_start = now() - interval '3 days' where endpoint_id = $1", [id]);
  const [delivery] = await eventually('failed for good', async () => {
    const list = expectOk(await m.get('/api/internal/webhook_deliveries', { webhook_id: id }));
    return list[0]?.state === 'failed' ? list : undefined;
  });
  assert.equal(delivery.next_attempt, null);
  const attempts = delivery.attempts.length;
  await new Promise((resolve) => setTimeout(resolve, 600));
  assert.equal(expectOk(await m.get('/api/internal/webhook_deliveries', { webhook_id: id }))[0].attempts.length, attempts, 'no attempt after it failed');
});

test('a deleted endpoint gets nothing more; secrets never reach a log', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id;
  const hook = await receiver();
  const { id, secret } = await subscribe(m, hook.url, ['booking.created']);
  expectOk(await m.post('/api/internal/webhook_delete', { webhook_id: id }));
  await hallBooking(m, hall);
  const other = await receiver();
  await subscribe(m, other.url, ['booking.created']);
  await hallBooking(m, hall);
  await eventually('the other endpoint served', async () => other.received[0]);
  assert.equal(hook.received.length, 0);
  const logs = [...stack.gatewayLogs, ...stack.serviceLogs].join('\n');
  assert.equal(logs.includes(secret), false);
  assert.equal(logs.includes(secret.slice(6)), false);
});

test('deliveries done are kept 30 days, then go with their attempts and messages; pending ones and recent ones stay', async () => {
  const { sweepOnce } = await import('../../src/delivery/retention.ts');
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id;
  const hook = await receiver();
  const { id } = await subscribe(m, hook.url, ['booking.created']);
  await hallBooking(m, hall);
  await hallBooking(m, hall);
  const delivered = await eventually('both delivered', async () => {
    const list = expectOk(await m.get('/api/internal/webhook_deliveries', { webhook_id: id }));
    return list.length === 2 && list.every((d: { state: string }) => d.state === 'delivered') ? list : undefined;
  });
  const [recent, old] = delivered as { id: number }[];
  // One of them (and its message) from 31 days ago; a pending one as old stays.
  await sql.query("update webhooks.delivery set created_at = now() - interval '31 days' where id = $1", [old!.id]);
  await sql.query("update webhooks.message set created_at = now() - interval '31 days' where id = (select message_id from webhooks.delivery where id = $1)", [old!.id]);
  await sql.query("insert into webhooks.inbox (consumer, message_id, processed_at) values ('webhooks', 'swept-test', now() - interval '200 hours')");
  const swept = await sweepOnce(stack.webhooks.db, 168);
  assert.ok(swept.deliveries >= 1 && swept.messages >= 1 && swept.inbox >= 1, JSON.stringify(swept));
  const left = expectOk(await m.get('/api/internal/webhook_deliveries', { webhook_id: id })).map((d: { id: number }) => d.id);
  assert.deepEqual(left, [recent!.id]);
  const { rows } = await sql.query("select count(*)::int as n from webhooks.attempt where delivery_id = $1", [old!.id]);
  assert.equal(rows[0].n, 0, 'its attempts went with it');
  const inbox = await sql.query("select count(*)::int as n from webhooks.inbox where message_id = 'swept-test'");
  assert.equal(inbox.rows[0].n, 0);
});
