// Redis unreachable: the gateway keeps serving, limits in-process, says so on /healthz and
// /readyz, and logs a warning. Nothing listens on port 1. Then Redis killed while the gateway
// runs and requests stream in: no request fails, limits continue in-process, and once Redis is
// back they are shared there again.
import assert from 'node:assert/strict';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import {
  startTestStack,
  eventually,
  expectFailure,
  expectOk,
  freePort,
  newManager,
  REDIS_URL,
  type TestStack,
} from '@venue/testing';
import { SERVICE_VERSION } from '../../src/version.ts';
import { policyQuota, profileOf, rateLimitHeader, rawFetch, retryAfter, sleep } from '../helpers.ts';

let stack: TestStack;
before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers'], gatewayEnv: { REDIS_URL: 'redis://127.0.0.1:1' } });
});
after(async () => {
  await stack?.stop();
});

async function health(path: string) {
  const answer = await rawFetch(stack, path);
  assert.equal(answer.status, 200, answer.text);
  assert.match(answer.headers.get('content-type') ?? '', /application\/json/);
  return JSON.parse(answer.text) as Record<string, unknown>;
}

test('/healthz and /readyz report the in-process limiter even before any API request', async () => {
  assert.deepEqual(await health('/healthz'), { status: 'ok', version: SERVICE_VERSION, rate_limiter: 'in-process' });
  assert.deepEqual(await health('/readyz'), { status: 'ready', version: SERVICE_VERSION, database: 'up', rate_limiter: 'in-process' });
});

test('API calls still succeed (never a 500)', async () => {
  const { apiKey } = await stack.createManager();
  const profile = await profileOf(stack, apiKey);
  expectOk(profile);
  assert.equal(policyQuota(profile), 50_000);
  assert.equal(rateLimitHeader(profile)?.remaining, 49_999);
  expectOk(await stack.post('/api/v2/customer_add', { api_secret_key: apiKey, first_name: 'Anne' }));
  expectOk(await stack.post('/api/v2/customer_add', { api_secret_key: apiKey, first_name: 'Form' }, { form: true }));
  const list = await stack.get('/api/v2/resource_list', { api_secret_key: apiKey });
  expectOk(list);
  assert.equal(list.body.data.length, 0);
});

// Redis holds no catalog or customers version (the resources and customers services keep them:
// owner-versions.ts): catalog writes and customer edits go through without it, and are seen at once.
test('catalog writes and customer edits still work, and are seen at once', async () => {
  const { apiKey } = await stack.createManager();
  const added = expectOk(await stack.post('/api/v2/resource_add', { api_secret_key: apiKey, title: 'Hall without Redis' }));
  const list = await stack.get('/api/v2/resource_list', { api_secret_key: apiKey });
  assert.deepEqual((expectOk(list) as { id: number }[]).map((resource) => resource.id), [added.id]);
  const [{ id }] = expectOk(await stack.post('/api/v2/customer_add', { api_secret_key: apiKey, first_name: 'Anne' }));
  expectOk(await stack.post('/api/v2/customer_edit', { api_secret_key: apiKey, customer_id: id, first_name: 'Changed' }, { form: true }));
  const customers = expectOk(await stack.get('/api/v2/customer_list', { api_secret_key: apiKey })) as { id: number; first_name: string }[];
  assert.deepEqual(
    customers.map((c) => [c.id, c.first_name]),
    [[id, 'Changed']],
  );
});

test('auth failures are still 401', async () => {
  expectFailure(await stack.get('/api/v2/profile'), 401);
  expectFailure(await stack.get('/api/v2/profile', { api_secret_key: 'unknown-key-0000000000' }), 401);
});

test('the in-process limiter enforces the cooldown', async () => {
  const { apiKey } = await stack.createManager({ cooldownMs: 60_000 });
  expectOk(await profileOf(stack, apiKey));
  const refused = await profileOf(stack, apiKey);
  assert.match(expectFailure(refused, 429), /too many requests/);
  const seconds = retryAfter(refused);
  assert.ok(seconds <= 60);
  assert.equal(rateLimitHeader(refused)?.policy, 'cooldown');
});

test('the in-process limiter enforces the daily quota', async () => {
  const { apiKey } = await stack.createManager({ dailyQuota: 2 });
  expectOk(await profileOf(stack, apiKey));
  const second = await profileOf(stack, apiKey);
  expectOk(second);
  assert.equal(rateLimitHeader(second)?.remaining, 0);
  const refused = await profileOf(stack, apiKey);
  assert.match(expectFailure(refused, 429), /quota/);
  assert.ok(retryAfter(refused) <= 86_400);
});

test('in-process too, a request refused by the cooldown does not use quota', async () => {
  const { apiKey } = await stack.createManager({ cooldownMs: 2000, dailyQuota: 3 });
  const first = await profileOf(stack, apiKey);
  expectOk(first);
  assert.equal(rateLimitHeader(first)?.remaining, 2);
  for (let i = 0; i < 5; i += 1) expectFailure(await profileOf(stack, apiKey), 429);
  // Past the cooldown (refusals above came well within it): its end is the scenario, not a state to poll.
  await sleep(2500);
  const next = await profileOf(stack, apiKey);
  expectOk(next);
  assert.equal(rateLimitHeader(next)?.remaining, 1);
});

test('a parallel burst on one key: exactly one succeeds, the rest are 429', async () => {
  const { apiKey } = await stack.createManager({ cooldownMs: 5000 });
  const answers = await Promise.all(Array.from({ length: 20 }, () => profileOf(stack, apiKey)));
  const statuses = answers.map((answer) => answer.status);
  assert.equal(statuses.filter((s) => s === 200).length, 1, statuses.join(','));
  assert.equal(statuses.filter((s) => s === 429).length, 19, statuses.join(','));
});

test('after API traffic the health endpoints still say in-process', async () => {
  assert.equal((await health('/healthz')).rate_limiter, 'in-process');
  assert.equal((await health('/readyz')).rate_limiter, 'in-process');
});

test('a warning about Redis was logged, once per outage rather than once per request', () => {
  const warnings = stack.gatewayLogs
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level === 40 && /redis/i.test(entry.msg));
  assert.ok(warnings.length >= 1, 'no Redis warning logged');
  assert.ok(
    warnings.some((entry) => /in-process/.test(entry.msg)),
    `no warning about the in-process fallback: ${warnings.map((w) => w.msg).join(' | ')}`,
  );
  // Dozens of requests were limited in-process; the fallback is reported once.
  assert.equal(warnings.filter((entry) => /in-process/.test(entry.msg)).length, 1);
  assert.ok(!stack.gatewayLogs.some((line) => JSON.parse(line).level >= 50), 'an error was logged');
});

/**
 * The shared Redis behind a TCP proxy that this test can take away: kill() closes every open
 * connection and stops listening (so reconnects are refused), which is what a killed Redis looks
 * like to the gateway, without touching the Redis other test files use; restart() listens again on
 * the same port.
 */
async function killableRedis(target = new URL(REDIS_URL)) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = createConnection(Number(target.port || 6379), target.hostname);
        track(client);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
      server = next;
    });
  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => closing?.close(resolve) ?? resolve(undefined));
    },
    restart: listen,
    stop() {
      return this.kill();
    },
  };
}

describe('Redis killed while the gateway runs', () => {
  let redis: Awaited<ReturnType<typeof killableRedis>>;
  let own: TestStack;
  before(async () => {
    redis = await killableRedis();
    own = await startTestStack({ services: ['resources', 'customers'], gatewayEnv: { REDIS_URL: redis.url } });
  });
  after(async () => {
    await own?.stop();
    await redis?.stop();
  });

  const limiterMode = async () =>
    ((await (await fetch(`${own.baseUrl}/healthz`)).json()) as { rate_limiter: string }).rate_limiter;
  const logged = (pattern: RegExp) =>
    own.gatewayLogs
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => pattern.test(entry.msg));

  test(
    'requests keep succeeding across the kill, limits continue in-process, and are shared in Redis again once it is back',
    { timeout: 60_000 },
    async () => {
      assert.equal(await limiterMode(), 'redis');
      const before = await newManager(own, { cooldownMs: 60_000 });
      expectOk(await before.get('/api/v2/profile'));
      const refusedBefore = await before.get('/api/v2/profile');
      assert.match(expectFailure(refusedBefore, 429), /too many requests/);
      assert.equal(rateLimitHeader(refusedBefore)?.policy, 'cooldown');

      // Requests stream in while Redis goes away: every one is answered 200, none fails.
      const busy = await newManager(own, { cooldownMs: 0 });
      const statuses: number[] = [];
      let sending = true;
      const load = Array.from({ length: 4 }, async () => {
        while (sending) statuses.push((await busy.get('/api/v2/profile')).status);
      });
      const answered = (count: number) => async () => (statuses.length >= count ? true : undefined);
      await eventually('requests streaming in', answered(6), 10_000, 10);
      await redis.kill();
      await eventually(
        'the in-process limiter in use',
        async () => ((await limiterMode()) === 'in-process' ? true : undefined),
        10_000,
        50,
      );
      await eventually('requests answered in-process', answered(statuses.length + 6), 10_000, 10);
      sending = false;
      await Promise.all(load);
      assert.ok(statuses.length > 10, `requests were made across the kill (${statuses.length})`);
      assert.deepEqual([...new Set(statuses)], [200], 'every request across the kill answered 200');

      // The limits continue, in-process: a cooldown and a daily quota are enforced.
      const cooled = await newManager(own, { cooldownMs: 60_000 });
      const first = await cooled.get('/api/v2/profile');
      expectOk(first);
      const refused = await cooled.get('/api/v2/profile');
      assert.match(expectFailure(refused, 429), /too many requests/);
      assert.equal(rateLimitHeader(refused)?.policy, 'cooldown');
      assert.ok(retryAfter(refused) <= 60);
      const counted = await newManager(own, { cooldownMs: 0, dailyQuota: 2 });
      expectOk(await counted.get('/api/v2/profile'));
      expectOk(await counted.get('/api/v2/profile'));
      assert.match(expectFailure(await counted.get('/api/v2/profile'), 429), /quota/);
      // Writes go through too, catalog changes included (their versions are not Redis's).
      expectOk(await busy.post('/api/v2/customer_add', { first_name: 'Anne' }));
      expectOk(await busy.post('/api/v2/resource_add', { title: 'Hall while Redis is down' }));
      assert.equal(await limiterMode(), 'in-process');
      assert.equal(
        logged(/Redis unavailable: rate limiting in-process/).length,
        1,
        'the fallback was logged once',
      );

      // Redis back: the next checks are Redis's again (a cooldown started now lives there).
      await redis.restart();
      const after = await newManager(own, { cooldownMs: 60_000 });
      await eventually(
        'the Redis limiter back',
        async () => {
          await busy.get('/api/v2/profile');
          return (await limiterMode()) === 'redis' ? true : undefined;
        },
        15_000,
        100,
      );
      expectOk(await after.get('/api/v2/profile'));
      const refusedInRedis = await after.get('/api/v2/profile');
      assert.match(expectFailure(refusedInRedis, 429), /too many requests/);
      assert.equal(rateLimitHeader(refusedInRedis)?.policy, 'cooldown');
      assert.equal(logged(/Redis is back/).length, 1, 'the return was logged');
      expectOk(await busy.post('/api/v2/resource_add', { title: 'Hall once Redis is back' }));
      assert.ok(
        !own.gatewayLogs.some((line) => JSON.parse(line).level >= 50),
        'nothing was logged as an error',
      );
    },
  );
});
