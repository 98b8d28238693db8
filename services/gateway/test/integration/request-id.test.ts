// x-request-id: a client's id is kept when it is a sensible token and replaced otherwise; every
// answer, failures included, carries it; the gateway's log lines of the request and those of
// the services it called carry it as request_id (tracing off: no trace ids).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { newManager, startTestStack, type TestStack } from '@venue/testing';

let stack: TestStack;

before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers'], captureServiceLogs: true });
});
after(async () => {
  await stack?.stop();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function requestIdOf(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; id: string | null }> {
  const response = await fetch(`${stack.baseUrl}${path}`, { headers });
  await response.arrayBuffer();
  return { status: response.status, id: response.headers.get('x-request-id') };
}

test("a client's id comes back; without one, or with one that is not a sensible token, the gateway makes one", async () => {
  const m = await newManager(stack);
  const key = `api_secret_key=${m.apiKey}`;
  assert.deepEqual(await requestIdOf(`/api/v2/resource_list?${key}`, { 'x-request-id': 'client-id_1.2:3' }), {
    status: 200,
    id: 'client-id_1.2:3',
  });
  assert.match((await requestIdOf(`/api/v2/resource_list?${key}`)).id ?? '', UUID);
  for (const unfit of ['has space', 'x'.repeat(129), 'quote"d', 'new\tline']) {
    const { id } = await requestIdOf(`/api/v2/resource_list?${key}`, { 'x-request-id': unfit });
    assert.match(id ?? '', UUID, JSON.stringify(unfit));
  }
});

test('failures carry the request id too', async () => {
  const headers = { 'x-request-id': 'failing-1' };
  assert.deepEqual(await requestIdOf('/api/v2/resource_list', headers), { status: 401, id: 'failing-1' });
  assert.deepEqual(await requestIdOf('/api/v2/no_such_endpoint', headers), { status: 404, id: 'failing-1' });
  const m = await newManager(stack);
  assert.deepEqual(await requestIdOf(`/api/v2/booking_list?api_secret_key=${m.apiKey}`, headers), {
    status: 400,
    id: 'failing-1',
  });
  assert.deepEqual(await requestIdOf('/%', headers), { status: 400, id: 'failing-1' });
});

test('the log lines of the gateway and of the services the request reached carry its id', async () => {
  const m = await newManager(stack);
  const answer = await m.post(
    '/api/v2/customer_add',
    { first_name: 'A\u0000da' },
    { headers: { 'x-request-id': 'logged-1' } },
  );
  assert.equal(answer.status, 400);
  const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const gateway = parsed(stack.gatewayLogs).filter((line) => line.request_id === 'logged-1');
  assert.ok(
    gateway.some((line) => line.msg === 'request completed'),
    'the gateway logged the request under its id',
  );
  const customers = parsed(stack.serviceLogs).filter(
    (line) => line.service === 'customers' && line.request_id === 'logged-1',
  );
  assert.equal(customers.length, 1, 'customers logged its refusal under the request id');
  assert.equal(customers[0]!.trace_id, undefined, 'no trace id while tracing is off');
  // Lines outside any request name none.
  assert.ok(
    parsed(stack.serviceLogs).every(
      (line) => line.request_id === undefined || typeof line.request_id === 'string',
    ),
  );
});

test('an API key sent as the request id is replaced before it is logged or sent on', async () => {
  const m = await newManager(stack);
  const shapedLikeKeys = [m.apiKey, 'Ab3'.repeat(12), `trace-${'9fA'.repeat(11)}`];
  for (const keyLike of shapedLikeKeys) {
    const answer = await m.post('/api/v2/customer_add', { first_name: 'Ada' }, { headers: { 'x-request-id': keyLike } });
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('x-request-id') ?? '', UUID, keyLike);
  }
  const logged = [...stack.gatewayLogs, ...stack.serviceLogs].join('\n');
  for (const keyLike of shapedLikeKeys) assert.ok(!logged.includes(keyLike), `${keyLike} was logged`);
  // A UUID, which the redaction would take for a token, is a client's id like any other.
  const uuid = '3f2b1c4e-8d7a-4b6c-9e5f-0a1b2c3d4e5f';
  assert.equal((await requestIdOf(`/api/v2/resource_list?api_secret_key=${m.apiKey}`, { 'x-request-id': uuid })).id, uuid);
});
