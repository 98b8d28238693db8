// Slow and idle clients are cut off within the configured limits, connections over the cap are
// refused, and all the while normal requests are answered (issue #14). Raw sockets against the
// gateway the test stack starts, with limits of one to two seconds.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { startTestStack, type TestStack } from '@venue/testing';
import { CONNECTION_LIMIT_MESSAGE, connectionLimits, FD_RESERVE } from '../../src/http-limits.ts';
import { profileOf, sleep } from '../helpers.ts';

const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 2000;
const KEEP_ALIVE_TIMEOUT_MS = 1000;
const MAX_CONNECTIONS = 30;
/** Node looks for expired requests every quarter of the headers timeout; plus a loaded machine. */
const SLACK_MS = HEADERS_TIMEOUT_MS / 4 + 1000;

let stack: TestStack;
let apiKey: string;
let port: number;
before(async () => {
  stack = await startTestStack({
    services: ['resources'],
    gatewayEnv: {
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
      MAX_CONNECTIONS: String(MAX_CONNECTIONS),
    },
  });
  port = stack.gateway.port;
  ({ apiKey } = await stack.createManager());
});
after(async () => {
  await stack?.stop();
});

interface RawConnection {
  socket: net.Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves when the server has closed the connection: ms since `since`, and what it sent. */
  closed: Promise<{ afterMs: number; text: string }>;
  /** Resets the clock `closed` measures from. */
  mark(): void;
}

async function connect(): Promise<RawConnection> {
  const socket = net.connect({ host: '127.0.0.1', port });
  const chunks: Buffer[] = [];
  let since = Date.now();
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const received = () => Buffer.concat(chunks).toString('utf8');
  const closed = new Promise<{ afterMs: number; text: string }>((resolve) => {
    // 'end' is the server's FIN; 'close' also covers a reset.
    const done = () => resolve({ afterMs: Date.now() - since, text: received() });
    socket.once('end', done);
    socket.once('close', done);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  since = Date.now();
  return { socket, received, closed, mark: () => (since = Date.now()) };
}

function statusOf(text: string): number {
  const match = /^HTTP\/1\.1 (\d{3}) /.exec(text);
  return match ? Number(match[1]) : 0;
}

function bodyOf(text: string): unknown {
  return JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
}

/** Asks for the profile every 100 ms until stopped; the statuses it got. */
function keepAsking(): { stop(): Promise<number[]> } {
  const statuses: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      statuses.push((await profileOf(stack, apiKey)).status);
      await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return statuses;
    },
  };
}

test(
  'slow bodies, half-sent headers, silent and idle connections are cut; normal requests are answered meanwhile',
  { timeout: 30_000 },
  async () => {
    const traffic = keepAsking();

    // A body announced as 1000 bytes and sent one byte a second.
    const slowBody = await connect();
    slowBody.socket.write(
      'POST /api/v2/resource_add HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const drip = setInterval(() => {
      if (slowBody.socket.writable) slowBody.socket.write(' ');
    }, 1000);

    // Headers that never end, a few bytes at a time.
    const slowHeaders = await connect();
    slowHeaders.socket.write(`GET /api/v2/profile?api_secret_key=${apiKey} HTTP/1.1\r\nHost: gateway\r\n`);
    const headerDrip = setInterval(() => {
      if (slowHeaders.socket.writable) slowHeaders.socket.write('X-Slow: 1\r\n');
    }, 200);

    // A connection that never sends a byte.
    const silent = await connect();

    // A keep-alive connection left idle after its request.
    const idle = await connect();
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: gateway\r\n\r\n');
    const deadline = Date.now() + 5000;
    while (!idle.received().includes('"status":"ok"') && Date.now() < deadline) await sleep(10);
    assert.equal(statusOf(idle.received()), 200, idle.received());
    idle.mark();

    const [body, headers, nothing, kept] = await Promise.all([
      slowBody.closed,
      slowHeaders.closed,
      silent.closed,
      idle.closed,
    ]);
    clearInterval(drip);
    clearInterval(headerDrip);
    const statuses = await traffic.stop();

    assert.equal(statusOf(body.text), 408, body.text);
    assert.deepEqual(bodyOf(body.text), { data: 'Request Timeout', total: 0, success: false });
    assert.ok(body.afterMs >= REQUEST_TIMEOUT_MS - 100, `slow body cut after ${body.afterMs} ms`);
    assert.ok(body.afterMs <= REQUEST_TIMEOUT_MS + SLACK_MS, `slow body cut only after ${body.afterMs} ms`);

    assert.equal(statusOf(headers.text), 408, headers.text);
    assert.ok(headers.afterMs >= HEADERS_TIMEOUT_MS - 100, `slow headers cut after ${headers.afterMs} ms`);
    assert.ok(
      headers.afterMs <= HEADERS_TIMEOUT_MS + SLACK_MS,
      `slow headers cut only after ${headers.afterMs} ms`,
    );

    assert.equal(statusOf(nothing.text), 408, nothing.text);
    assert.ok(
      nothing.afterMs <= HEADERS_TIMEOUT_MS + SLACK_MS,
      `silent connection closed only after ${nothing.afterMs} ms`,
    );

    // The idle connection is closed without another answer. Node announces `Keep-Alive: timeout=1`
    // and closes a second later (its buffer against a client reusing the socket as it closes).
    assert.match(idle.received(), /\r\nKeep-Alive: timeout=1\r\n/i);
    assert.equal(kept.text.match(/HTTP\/1\.1 /g)?.length, 1, kept.text);
    assert.ok(kept.afterMs >= KEEP_ALIVE_TIMEOUT_MS - 100, `idle connection closed after ${kept.afterMs} ms`);
    assert.ok(
      kept.afterMs <= KEEP_ALIVE_TIMEOUT_MS + 1000 + SLACK_MS,
      `idle connection closed only after ${kept.afterMs} ms`,
    );

    assert.ok(statuses.length >= 10, `only ${statuses.length} requests answered`);
    assert.deepEqual(
      statuses.filter((status) => status !== 200),
      [],
    );
    // Nothing of this is an error of the gateway.
    assert.deepEqual(
      stack.gatewayLogs.filter(
        (line) => (JSON.parse(line) as { level: number }).level >= 50 || line.includes('"statusCode":500'),
      ),
      [],
    );
  },
);

test(
  'connections over the cap are refused with a 503, the admitted ones keep working',
  { timeout: 30_000 },
  async () => {
    // Connections of the previous test are gone (cut or closed); wait for the server to see it.
    const server = stack.gateway.app.server;
    const openConnections = () =>
      new Promise<number>((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    const deadline = Date.now() + 5000;
    while ((await openConnections()) > 0 && Date.now() < deadline) await sleep(20);
    assert.equal(await openConnections(), 0);

    const extra = 8;
    const connections = await Promise.all(Array.from({ length: MAX_CONNECTIONS + extra }, () => connect()));
    // A wait, not a poll: the admitted connections must still have received nothing after it.
    await sleep(300);
    const refused = connections.filter((connection) => connection.received() !== '');
    const admitted = connections.filter((connection) => connection.received() === '');
    assert.equal(admitted.length, MAX_CONNECTIONS);
    assert.equal(refused.length, extra);
    for (const connection of refused) {
      const { text } = await connection.closed;
      assert.equal(statusOf(text), 503, text);
      assert.match(text, /\r\nRetry-After: 1\r\n/);
      assert.deepEqual(bodyOf(text), { data: CONNECTION_LIMIT_MESSAGE, total: 0, success: false });
    }

    // A client arriving while the gateway is full is refused too, never answered 200 or 500.
    const whileFull = await connect();
    whileFull.socket.write(`GET /api/v2/profile?api_secret_key=${apiKey} HTTP/1.1\r\nHost: gateway\r\n\r\n`);
    assert.equal(statusOf((await whileFull.closed).text), 503);

    // An admitted connection is served.
    const served = admitted[0]!;
    served.socket.write(
      `GET /api/v2/profile?api_secret_key=${apiKey} HTTP/1.1\r\nHost: gateway\r\nConnection: close\r\n\r\n`,
    );
    const answer = await served.closed;
    assert.equal(statusOf(answer.text), 200, answer.text);

    // Once the held connections go, new clients are served again.
    for (const connection of admitted) connection.socket.destroy();
    while ((await openConnections()) > 0 && Date.now() < deadline + 5000) await sleep(20);
    assert.equal((await profileOf(stack, apiKey)).status, 200);
  },
);

test('the cap is lowered to fit the open-file limit', () => {
  assert.deepEqual(connectionLimits(4000, 20_000), { soft: 4000, hard: 4400 });
  assert.deepEqual(connectionLimits(4000, undefined), { soft: 4000, hard: 4400 });
  assert.deepEqual(connectionLimits(4000, 1024), { soft: 1024 - FD_RESERVE - 400, hard: 1024 - FD_RESERVE });
  assert.deepEqual(connectionLimits(30, 20_000), { soft: 30, hard: 46 });
});
