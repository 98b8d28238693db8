// Idempotent writes: a POST with an Idempotency-Key (or idempotency_key) runs once; the same key
// and parameters replay its answer, status included; other parameters are a 422; a request while
// the first still runs is a 409; keys belong to the manager; a 5xx frees the key for the retry.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import {
  countRows,
  eventually,
  expectFailure,
  expectOk,
  newManager,
  openSql,
  startTestStack,
  waitingForLocks,
  type ApiAnswer,
  type TestStack,
} from '@venue/testing';

const DEADLINE_MS = 2000;
let stack: TestStack;
let sql: ReturnType<typeof openSql>;

before(async () => {
  // A short deadline, for the retry after a 504.
  stack = await startTestStack({ gatewayEnv: { GRPC_DEADLINE_MS: String(DEADLINE_MS) } });
  sql = openSql(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });
const customer = { first_name: 'Ada', last_name: 'Lovelace', city: 'London' };

/** A direct booking of the whole hall on one date, opening times ignored. */
const booking = (hall: number, date: string, times: [string, string] = ['18:00', '20:00'], extra: Record<string, unknown> = {}) => ({
  booking_mode: 'direct_booking',
  recurring: '0',
  date_from: date,
  date_to: date,
  time_from: times[0],
  time_to: times[1],
  main_resource: hall,
  resource_parts: { [hall]: [] },
  ignore_opening_times: '1',
  ...extra,
});

function assertReplayOf(replay: ApiAnswer, first: ApiAnswer): void {
  assert.equal(replay.status, first.status);
  assert.deepEqual(replay.body, first.body);
  assert.equal(replay.headers.get('idempotent-replayed'), 'true');
  assert.equal(first.headers.get('idempotent-replayed'), null);
}

test('the same key and parameters replay the first answer without writing again', async () => {
  const m = await newManager(stack);
  const key = randomUUID();
  const first = await m.post('/api/v2/customer_add', customer, keyed(key));
  const [{ id }] = expectOk(first);
  const replay = await m.post('/api/v2/customer_add', customer, keyed(key));
  assertReplayOf(replay, first);
  assert.equal(await countRows(sql, 'customers.customer', { managerId: m.managerId }), 1);
  // Without a key, or with another, the request is a new one.
  expectOk(await m.post('/api/v2/customer_add', customer));
  expectOk(await m.post('/api/v2/customer_add', customer, keyed(randomUUID())));
  assert.equal(await countRows(sql, 'customers.customer', { managerId: m.managerId }), 3);
  assert.ok(id > 0);
});

test('a failure the client caused is replayed too, status included', async () => {
  const m = await newManager(stack);
  const key = randomUUID();
  const first = await m.post(
    '/api/v2/customer_edit',
    { customer_id: 2_000_000_000, first_name: 'X' },
    keyed(key),
  );
  expectFailure(first, 404);
  assertReplayOf(
    await m.post('/api/v2/customer_edit', { customer_id: 2_000_000_000, first_name: 'X' }, keyed(key)),
    first,
  );
});

test('the same key with other parameters is a 422 and writes nothing', async () => {
  const m = await newManager(stack);
  const key = randomUUID();
  expectOk(await m.post('/api/v2/customer_add', customer, keyed(key)));
  expectFailure(
    await m.post('/api/v2/customer_add', { ...customer, city: 'Paris' }, keyed(key)),
    422,
    /other parameters/,
  );
  // The same parameters on another endpoint are other parameters too.
  expectFailure(await m.post('/api/v2/resource_add', { title: 'Hall' }, keyed(key)), 422);
  assert.equal(await countRows(sql, 'customers.customer', { managerId: m.managerId }), 1);
  assert.equal(await countRows(sql, 'resources.resource', { managerId: m.managerId }), 0);
});

test('the key is not a parameter: the API key and the way it is sent do not change the fingerprint', async () => {
  const m = await newManager(stack);
  const key = randomUUID();
  const first = await m.post('/api/v2/customer_add', { ...customer, idempotency_key: key }, { form: true });
  expectOk(first);
  // The same request as JSON with the key in the header: same parameters, so a replay.
  assertReplayOf(await m.post('/api/v2/customer_add', customer, keyed(key)), first);
  expectFailure(
    await m.post('/api/v2/customer_add', { ...customer, idempotency_key: key }, keyed(randomUUID())),
    400,
    /differ/,
  );
  assert.equal(await countRows(sql, 'customers.customer', { managerId: m.managerId }), 1);
});

test('keys belong to the manager: another manager with the same key runs its own request', async () => {
  const a = await newManager(stack);
  const b = await newManager(stack);
  const key = randomUUID();
  const first = await a.post('/api/v2/customer_add', customer, keyed(key));
  const second = await b.post('/api/v2/customer_add', customer, keyed(key));
  expectOk(first);
  expectOk(second);
  assert.equal(second.headers.get('idempotent-replayed'), null);
  assert.notEqual(first.body.data[0].id, second.body.data[0].id);
  assert.equal(await countRows(sql, 'customers.customer', { managerId: b.managerId }), 1);
});

test('a malformed key is a 400 and writes nothing', async () => {
  const m = await newManager(stack);
  for (const key of ['x'.repeat(256), 'with space', 'Grüße', '']) {
    const answer = await m.post(
      '/api/v2/customer_add',
      { ...customer, idempotency_key: key },
      { form: true },
    );
    expectFailure(answer, 400, /idempotency_key/);
  }
  assert.equal(await countRows(sql, 'customers.customer', { managerId: m.managerId }), 0);
  assert.equal(await countRows(sql, 'gateway.idempotency_key', { managerId: m.managerId }), 0);
});

test('two concurrent requests with one key run once; the other gets a 409 while the first runs', async () => {
  const m = await newManager(stack);
  const key = randomUUID();
  const blocker = await sql.connect();
  try {
    // Hold the first request inside its write, so that the second surely overlaps it.
    await blocker.query('begin');
    await blocker.query('lock table customers.customer in exclusive mode');
    const first = m.post('/api/v2/customer_add', customer, keyed(key));
    await waitingForLocks(stack);
    expectFailure(await m.post('/api/v2/customer_add', customer, keyed(key)), 409, /still running/);
    await blocker.query('commit');
    const answered = await first;
    expectOk(answered);
    assertReplayOf(await m.post('/api/v2/customer_add', customer, keyed(key)), answered);
  } finally {
    await blocker.query('rollback');
    blocker.release();
  }
  // Many at once, nothing held: exactly one runs, every other one is a replay or a 409.
  const burstKey = randomUUID();
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => m.post('/api/v2/resource_add', { title: 'Hall' }, keyed(burstKey))),
  );
  const ran = answers.filter((a) => a.status === 200 && a.headers.get('idempotent-replayed') === null);
  assert.equal(ran.length, 1, JSON.stringify(answers.map((a) => a.status)));
  for (const a of answers) assert.ok(a.status === 200 || a.status === 409, String(a.status));
  assert.equal(await countRows(sql, 'customers.customer', { managerId: m.managerId }), 1);
  assert.equal(await countRows(sql, 'resources.resource', { managerId: m.managerId }), 1);
});

test('a retry after a 504 from the deadline runs the write once, and then replays it', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  const evening = booking(hall, '2031-03-03');
  const key = randomUUID();
  const blocker = await sql.connect();
  try {
    await blocker.query('begin');
    await blocker.query('lock table bookings.booking in exclusive mode');
    expectFailure(await m.post('/api/v2/booking_add', evening, keyed(key)), 504);
  } finally {
    await blocker.query('rollback');
    blocker.release();
  }
  assert.equal(await countRows(sql, 'bookings.booking', { managerId: m.managerId }), 0);
  const retried = await m.post('/api/v2/booking_add', evening, keyed(key));
  const [{ id }] = expectOk(retried);
  assert.ok(id > 0);
  assertReplayOf(await m.post('/api/v2/booking_add', evening, keyed(key)), retried);
  assert.equal(await countRows(sql, 'bookings.booking', { managerId: m.managerId }), 1);
});

test('a key expires after 24 hours, and a key held by a gateway that died is taken over after its lease', async () => {
  const m = await newManager(stack);
  const key = randomUUID();
  expectOk(await m.post('/api/v2/customer_add', customer, keyed(key)));
  // Expired where the gateway keeps the answer and where customers records the write.
  for (const table of ['gateway.idempotency_key', 'customers.idempotent_write'])
    await sql.query(`update ${table} set created_at = now() - interval '25 hours' where manager_id = $1`, [m.managerId]);
  const again = await m.post('/api/v2/customer_add', customer, keyed(key));
  expectOk(again);
  assert.equal(again.headers.get('idempotent-replayed'), null);
  assert.equal(await countRows(sql, 'customers.customer', { managerId: m.managerId }), 2);

  // A request that claimed its key and never answered (its gateway died): held until the lease ends.
  await sql.query(`update gateway.idempotency_key set status = null, response = null where manager_id = $1`, [
    m.managerId,
  ]);
  expectFailure(await m.post('/api/v2/customer_add', customer, keyed(key)), 409);
  await sql.query(
    `update gateway.idempotency_key set locked_until = now() - interval '1 second' where manager_id = $1`,
    [m.managerId],
  );
  expectFailure(await m.post('/api/v2/customer_add', { ...customer, city: 'Paris' }, keyed(key)), 422);
  // The request of the dead gateway had written its customer: the one taking the key over is
  // answered with it (customers' record of the write) instead of writing another.
  const takenOver = await m.post('/api/v2/customer_add', customer, keyed(key));
  assert.deepEqual(takenOver.body, again.body);
  assert.equal(takenOver.headers.get('idempotent-replayed'), 'true');
  assert.equal(await countRows(sql, 'customers.customer', { managerId: m.managerId }), 2);
});

// What the gateway freed after a 5xx (or lost with its process) whose write had committed in the
// service: deleting its row gives the retry the gateway's view of such a request.
async function forgetAtGateway(managerId: number): Promise<void> {
  await sql.query('delete from gateway.idempotency_key where manager_id = $1', [managerId]);
}

test('a retry whose first write committed although the gateway freed its key is answered from the service, marked replayed', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  const evening = booking(hall, '2031-04-07');
  const writes: { path: string; body: Record<string, unknown>; table: string }[] = [
    { path: '/api/v2/customer_add', body: customer, table: 'customers.customer' },
    { path: '/api/v2/resource_add', body: { title: 'Stage' }, table: 'resources.resource' },
    { path: '/api/v2/booking_add', body: evening, table: 'bookings.booking' },
  ];
  for (const write of writes) {
    const before = await countRows(sql, write.table, { managerId: m.managerId });
    const key = randomUUID();
    const first = await m.post(write.path, write.body, keyed(key));
    expectOk(first);
    await forgetAtGateway(m.managerId);
    const retried = await m.post(write.path, write.body, keyed(key));
    assert.equal(retried.status, 200, `${write.path}: ${JSON.stringify(retried.body)}`);
    assert.deepEqual(retried.body, first.body, `${write.path} answers as the first time`);
    assert.equal(retried.headers.get('idempotent-replayed'), 'true', write.path);
    assert.equal(await countRows(sql, write.table, { managerId: m.managerId }), before + 1, `${write.path} wrote once`);
  }
  // Not a 409 on one's own booking either: the retry does not write, so it meets no conflict.
  assert.equal(await countRows(sql, 'bookings.idempotent_write', { managerId: m.managerId }), 1);
});

test('a retried invoice_create whose draft was made is answered with that draft, and makes no second one', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  const [{ id: customerId }] = expectOk(await m.post('/api/v2/customer_add', customer));
  const [{ id: bookingId }] = expectOk(
    await m.post('/api/v2/booking_add', booking(hall, '2031-05-05', ['09:00', '10:00'], { customer_id: customerId })),
  );
  await eventually('billing hearing of the booking', async () =>
    (await sql.query('select 1 from billing.booking_fact where booking_id = $1', [bookingId])).rows.length > 0 || undefined,
  );
  const key = randomUUID();
  const first = await m.post('/api/internal/invoice_create', { booking_ids: String(bookingId) }, keyed(key));
  expectOk(first);
  await forgetAtGateway(m.managerId);
  const retried = await m.post('/api/internal/invoice_create', { booking_ids: String(bookingId) }, keyed(key));
  assert.equal(retried.status, 200, JSON.stringify(retried.body));
  assert.deepEqual(retried.body, first.body);
  assert.equal(retried.headers.get('idempotent-replayed'), 'true');
  assert.equal(await countRows(sql, 'billing.document', { managerId: m.managerId }), 1);
});

test('every POST route documents the key: header and form parameter', async () => {
  const document = (await (await fetch(`${stack.baseUrl}/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown; description?: string }>
    >;
  };
  const posts = Object.entries(document.paths).filter(([, operations]) => operations.post);
  assert.ok(posts.length > 20);
  for (const [path, operations] of posts) {
    const names = (operations.post!.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    assert.ok(names.includes('idempotency-key'), `${path} documents the Idempotency-Key header`);
    assert.match(operations.post!.description ?? '', /Send an Idempotency-Key/, `${path} recommends the key`);
    assert.match(
      JSON.stringify(operations.post!.requestBody ?? {}),
      /idempotency_key/,
      `${path} documents idempotency_key`,
    );
  }
});
