// A Redis that is slow to answer while a service connects (a busy machine) must not make the
// service's client drop the connection and make it again: every reconnect leaves a window in
// which whatever needs Redis is refused. The Redis here is a loopback proxy to the real one that
// holds every answer for longer than the client's command timeout, and counts connections.
import assert from 'node:assert/strict';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { createLogger } from '@venue/platform';
import { freePort, REDIS_URL } from '@venue/testing';
import { createRedis } from '../../src/redis.ts';

const ANSWER_DELAY_MS = 700;
let proxy: net.Server;
let proxyPort: number;
let connections = 0;

before(async () => {
  const target = new URL(REDIS_URL);
  proxy = net.createServer((client) => {
    connections += 1;
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    client.pipe(upstream);
    upstream.on('data', (chunk) => setTimeout(() => client.writable && client.write(chunk), ANSWER_DELAY_MS));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  proxyPort = await freePort();
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
});

after(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

test('a Redis slow to answer while connecting: the client becomes ready on its first connection', async () => {
  const redis = createRedis(`redis://127.0.0.1:${proxyPort}`, createLogger('test', 'silent'));
  try {
    const ready = new Promise<void>((resolve) => redis.once('ready', () => resolve()));
    await Promise.race([ready, sleep(5000)]);
    assert.equal(redis.status, 'ready');
    // Long enough for a dropped connection to have been made again (retries start at 200 ms).
    await sleep(1500);
    assert.equal(connections, 1, 'the client connected more than once');
    assert.equal(redis.status, 'ready');
  } finally {
    redis.disconnect();
  }
});
