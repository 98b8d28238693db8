// Graceful drain: on stop (what SIGTERM runs) the gateway fails readiness first and keeps serving
// through SHUTDOWN_DELAY_MS, while load balancers turn away; then it stops accepting connections
// and answers what is in flight before it closes. No request it took is lost.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, test } from 'node:test';
import { eventually, expectOk, newManager, openSql, startTestStack, type TestStack } from '@venue/testing';
import { SERVICE_VERSION } from '../../src/version.ts';

const DELAY_MS = 1000;
let stack: TestStack;

before(async () => {
  stack = await startTestStack({ services: ['resources'], gatewayEnv: { SHUTDOWN_DELAY_MS: String(DELAY_MS) } });
});
after(async () => {
  await stack?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST whose body is sent in two halves; resolves with the status and body once answered. */
function twoPartPost(url: string, body: string) {
  const half = Math.floor(body.length / 2);
  const req = request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));
  return { finish: () => req.end(body.slice(half)), answer };
}

test('stop under load: readiness fails first, every request taken is answered, then connections are refused', async () => {
  const m = await newManager(stack);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  const outcomes: { sentAt: number; result: number | string }[] = [];
  let sending = true;
  const worker = async () => {
    while (sending) {
      const sentAt = Date.now();
      try {
        outcomes.push({ sentAt, result: (await m.get(`/api/v2/resource/${hall}`)).status });
      } catch (error) {
        outcomes.push({ sentAt, result: String((error as Error).cause ?? error) });
      }
    }
  };
  const load = Array.from({ length: 8 }, worker);
  await eventually('the load answered', async () => (outcomes.length >= 8 ? true : undefined), 10_000, 10);
  // A request in flight across the whole stop: its body is only half sent.
  const slow = twoPartPost(
    `${stack.baseUrl}/api/v2/resource_add`,
    JSON.stringify({ api_secret_key: m.apiKey, title: 'Late hall' }),
  );
  // For the first half to reach the gateway: nothing outside it shows that, so a wait.
  await sleep(50);

  const stopCalledAt = Date.now();
  const stopping = stack.gateway.stop();
  const ready = await fetch(`${stack.baseUrl}/readyz`);
  assert.equal(ready.status, 503, 'not ready as soon as the stop begins');
  assert.deepEqual(await ready.json(), { status: 'draining', version: SERVICE_VERSION, rate_limiter: 'redis' });
  // The load balancer turns away within the delay; what was sent meanwhile is served.
  const sentWhileDraining = () => outcomes.filter((o) => o.sentAt >= stopCalledAt).length;
  await eventually('requests answered while draining', async () => (sentWhileDraining() >= 8 ? true : undefined), 10_000, 10);
  sending = false;
  await Promise.all(load);
  // Past the delay, so that the request in flight spans the close: the scenario, not a state to poll.
  await sleep(DELAY_MS);
  slow.finish();
  const late = await slow.answer;
  await stopping;

  // What was sent before the server began to close was taken and answered; only a request sent
  // after that (on a very slow machine) may find the door shut, and so was never taken.
  const closeBegan = stopCalledAt + DELAY_MS;
  const taken = outcomes.filter((o) => o.sentAt < closeBegan);
  assert.ok(
    taken.some((o) => o.sentAt >= stopCalledAt),
    `requests were sent while draining (${outcomes.length} in all)`,
  );
  assert.deepEqual(
    [...new Set(taken.map((o) => o.result))],
    [200],
    'every request sent before the close answered 200',
  );
  for (const { result } of outcomes.filter((o) => o.sentAt >= closeBegan)) {
    assert.match(String(result), /^(200|Error: connect ECONNREFUSED.*)$/);
  }
  assert.equal(late.status, 200, `the request in flight was answered: ${late.body}`);
  const lateId = JSON.parse(late.body).data.id as number;
  const sql = openSql(stack);
  try {
    const { rows } = await sql.query<{ title: string }>(
      'select title from resources.resource where id = $1',
      [lateId],
    );
    assert.deepEqual(
      rows.map((row) => row.title),
      ['Late hall'],
      'and its work was done',
    );
  } finally {
    await sql.end();
  }
  await assert.rejects(fetch(`${stack.baseUrl}/readyz`), 'a closed gateway accepts no connection');
});
