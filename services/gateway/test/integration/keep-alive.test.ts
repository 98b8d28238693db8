// Keep-alive outlives the ingress (docs/decisions.md, 'Idle keep-alive connections'): with the
// gateway's default limits, a connection left idle for 61 s (longer than the 60 s an ingress or
// cloud load balancer keeps one) is still open and answers its next request. The headers timeout
// (10 s) does not cut it: Node counts it from each request's first byte, not from the last one.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startTestStack, type TestStack } from '@venue/testing';

const IDLE_MS = 61_000;

let stack: TestStack;
let apiKey: string;
before(async () => {
  // The gateway's own defaults: nothing about its HTTP limits is set here.
  stack = await startTestStack({ services: ['resources'] });
  ({ apiKey } = await stack.createManager());
});
after(async () => {
  await stack?.stop();
});

test('a keep-alive connection idle for 61 s answers its next request', { timeout: IDLE_MS + 30_000 }, async () => {
  const socket = net.connect({ host: '127.0.0.1', port: stack.gateway.port });
  let received = '';
  let closedAt: number | undefined;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('close', () => (closedAt = Date.now()));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));

  const request = `GET /api/v2/profile?api_secret_key=${apiKey} HTTP/1.1\r\nHost: gateway\r\n\r\n`;
  // A status line starts each answer (the second follows the first's body directly).
  const answers = () => received.match(/HTTP\/1\.1 \d{3} /g) ?? [];
  const answered = async (count: number) => {
    const deadline = Date.now() + 10_000;
    while (answers().length < count && closedAt === undefined && Date.now() < deadline) await sleep(20);
    assert.equal(answers().length, count, `answers so far: ${received}`);
  };

  socket.write(request);
  await answered(1);
  assert.match(received, /^HTTP\/1\.1 200 /);
  // What the gateway announces: an idle connection is kept 65 s.
  assert.match(received, /\r\nKeep-Alive: timeout=65\r\n/i);

  const idleSince = Date.now();
  await sleep(IDLE_MS);
  assert.equal(closedAt, undefined, `the gateway closed the idle connection after ${(closedAt ?? 0) - idleSince} ms`);

  socket.write(request);
  await answered(2);
  assert.deepEqual(answers(), ['HTTP/1.1 200 ', 'HTTP/1.1 200 ']);
  socket.destroy();
});
