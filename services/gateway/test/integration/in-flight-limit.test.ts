// Load shedding: with MAX_REQUESTS_IN_FLIGHT API requests being worked on, the next one is answered
// 503 at once (envelope, Retry-After), health still answers, and every request that ends, answered
// or abandoned by its client, frees its place. A shed POST is answered, never reset, on a
// kept-alive connection (which stays usable) as on a new one. Requests are held in flight by raw
// sockets that send a POST's headers and only part of its body.
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { eventually, startTestStack, type TestStack } from '@venue/testing';
import { IN_FLIGHT_MESSAGE } from '../../src/plugins/in-flight-limit.ts';
import { profileOf, rawFetch, retryAfter } from '../helpers.ts';

const MAX_REQUESTS_IN_FLIGHT = 2;

let stack: TestStack;
let apiKey: string;
before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings'], gatewayEnv: { MAX_REQUESTS_IN_FLIGHT: String(MAX_REQUESTS_IN_FLIGHT) } });
  ({ apiKey } = await stack.createManager());
});
after(async () => {
  await stack?.stop();
});

/** A POST whose body never finishes: in flight until the socket is destroyed. */
function halfSentPost(): net.Socket {
  const socket = net.connect({ host: '127.0.0.1', port: stack.gateway.port });
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/v2/booking_add HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n{"api_secret_key":',
  );
  return socket;
}

async function isShed(): Promise<boolean> {
  return (await profileOf(stack, apiKey)).status === 503;
}

test('past the limit, a request is answered 503 at once; health answers; a closed request frees its place', async () => {
  const held = [halfSentPost(), halfSentPost()];
  try {
    await eventually('both half-sent POSTs in flight', async () => ((await isShed()) ? true : undefined));
    const refused = await profileOf(stack, apiKey);
    assert.equal(refused.status, 503);
    assert.deepEqual([refused.body.success, refused.body.data], [false, IN_FLIGHT_MESSAGE]);
    assert.equal(retryAfter(refused), 1);
    assert.equal((await rawFetch(stack, '/healthz')).status, 200);

    // A client that goes away frees its place.
    held.pop()!.destroy();
    const answered = await eventually('a place freed', async () => {
      const answer = await profileOf(stack, apiKey);
      return answer.status === 503 ? undefined : answer;
    });
    assert.equal(answered.status, 200);
  } finally {
    for (const socket of held) socket.destroy();
  }
});

test('answered requests free their places: many in turn, and as many at once as the limit, all answered', async () => {
  await eventually('no request left in flight', async () => ((await isShed()) ? undefined : true));
  for (let i = 0; i < 3 * MAX_REQUESTS_IN_FLIGHT; i += 1)
    assert.equal((await profileOf(stack, apiKey)).status, 200);
  const together = await Promise.all(
    Array.from({ length: MAX_REQUESTS_IN_FLIGHT }, () => profileOf(stack, apiKey)),
  );
  assert.deepEqual(
    together.map((answer) => answer.status),
    Array(MAX_REQUESTS_IN_FLIGHT).fill(200),
  );
  // Refusals free nothing they did not take: after a burst over the limit, all is free again.
  const burst = await Promise.all(
    Array.from({ length: 4 * MAX_REQUESTS_IN_FLIGHT }, () => profileOf(stack, apiKey)),
  );
  assert.ok(
    burst.every((answer) => answer.status === 200 || answer.status === 503),
    JSON.stringify(burst.map((a) => a.status)),
  );
  for (let i = 0; i < 3 * MAX_REQUESTS_IN_FLIGHT; i += 1)
    assert.equal((await profileOf(stack, apiKey)).status, 200);
});

/** A booking_add POST with its whole body through node's http client: status, Retry-After, body. */
function post(agent: http.Agent | false, apiKey: string) {
  const payload = JSON.stringify({ api_secret_key: apiKey, booking_mode: 'direct_booking', title: 'x'.repeat(2000) });
  return new Promise<{ status: number; retryAfter?: string; body: unknown; reused: boolean }>((resolve, reject) => {
    const request = http.request(
      `${stack.baseUrl}/api/v2/booking_add`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            reused: request.reusedSocket,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The gateway's count of API requests in flight (its metric; /metrics is not an API request). */
async function inFlight(): Promise<number> {
  const text = (await rawFetch(stack, '/metrics')).text;
  return Number(/^http_requests_in_flight (\d+)$/m.exec(text)?.[1]);
}

test('a shed POST is answered 503 with Retry-After on a kept-alive and on new connections, never reset', async () => {
  await eventually('no request left in flight', async () => ((await inFlight()) === 0 ? true : undefined));
  const held = [halfSentPost(), halfSentPost()];
  // One kept-alive connection for all its requests: a shed request must leave it usable.
  const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // Watched on /metrics, which sends no API request that could take one of the two places first.
    await eventually('both half-sent POSTs in flight', async () => ((await inFlight()) === 2 ? true : undefined));
    const refused = { status: 503, retryAfter: '1', body: { data: IN_FLIGHT_MESSAGE, total: 0, success: false } };

    const inTurn = [];
    for (let i = 0; i < 5; i += 1) inTurn.push(await post(keptAlive, apiKey));
    assert.deepEqual(inTurn.map(({ reused: _reused, ...answer }) => answer), Array(5).fill(refused));
    assert.deepEqual(inTurn.map((answer) => answer.reused), [false, true, true, true, true], 'the connection was kept');

    const fresh = await Promise.all(Array.from({ length: 30 }, () => post(false, apiKey)));
    assert.deepEqual(fresh.map(({ reused: _reused, ...answer }) => answer), Array(30).fill(refused));

    // Places freed, the kept connection carries an answered request.
    for (const socket of held.splice(0)) socket.destroy();
    const answered = await eventually('a place freed', async () => {
      const answer = await post(keptAlive, apiKey);
      return answer.status === 503 ? undefined : answer;
    });
    assert.equal(answered.status, 400, JSON.stringify(answered.body));
    assert.equal(answered.reused, true);
  } finally {
    for (const socket of held) socket.destroy();
    keptAlive.destroy();
  }
});
