// A revoked key stops working at once on every gateway replica, however long their key caches
// keep valid keys (issue #14): revoking publishes the key's hash through Redis and each replica's
// KeyRevocations drops it from its KeyResolver. Two replicas here are the gateway's auth hook and
// profile route over their own KeyResolver (a one-minute TTL) and KeyRevocations, on the test
// stack's database and Redis prefix.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createDb, createLogger, ownerVersions } from '@venue/platform';
import { eventually, REDIS_URL, startTestStack, type TestStack } from '@venue/testing';
import { hashKey, KeyResolver } from '../../src/api-key/api-key.service.ts';
import { KeyRevocations, publishRevocation, revocationChannel } from '../../src/api-key/key-revocations.ts';
import { revokeApiKeyCommand } from '../../src/admin/admin.service.ts';
import type { Db } from '../../src/database.ts';
import envelope from '../../src/plugins/envelope.ts';
import { protectWithApiKeys } from '../../src/plugins/api-key-auth.ts';
import { RateLimiter } from '../../src/rate-limit/rate-limiter.ts';
import { createRedis } from '../../src/redis.ts';
import { profileRoutes } from '../../src/routes/v2/profile.ts';
import { KEY_MESSAGE } from '../helpers.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const LONG_TTL_MS = 60_000;
const UNKNOWN_KEY = 'vk_thisKeyWasNeverIssued0123456789AB';

interface Replica {
  app: FastifyInstance;
  keys: KeyResolver;
  revocations: KeyRevocations;
  profile(apiKey: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

let stack: TestStack;
let db: Db;
let redis: Redis;
const replicas: Replica[] = [];

async function startReplica(
  options: { ttlMs?: number; redisUrl?: string; waitMs?: number } = {},
): Promise<Replica> {
  const logger = createLogger('test', 'silent');
  const limiterRedis = createRedis(REDIS_URL, logger);
  const limiter = new RateLimiter(limiterRedis, stack.redisPrefix, logger);
  const catalogVersions = ownerVersions(db, 'catalog');
  const keys = new KeyResolver(db, options.ttlMs ?? LONG_TTL_MS);
  const revocations = new KeyRevocations({
    url: options.redisUrl ?? REDIS_URL,
    prefix: stack.redisPrefix,
    resolver: keys,
    logger,
  });
  await revocations.start(options.waitMs);
  const app = Fastify();
  await app.register(envelope);
  await app.register(async (api) => {
    protectWithApiKeys(api, { keys, limiter, catalogVersions, defaults: { cooldownMs: 0, dailyQuota: 1_000_000 } });
    await api.register(profileRoutes, { prefix: '/api/v2', db });
  });
  await app.ready();
  const replica: Replica = {
    app,
    keys,
    revocations,
    async profile(apiKey) {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/v2/profile',
        query: { api_secret_key: apiKey },
      });
      return { status: answer.statusCode, body: answer.json() };
    },
    async close() {
      await revocations.stop();
      await app.close();
      limiterRedis.disconnect();
    },
  };
  replicas.push(replica);
  return replica;
}

/** Resolves once the replica has dropped this key from its cache on a revocation message. */
function heardOf(replica: Replica, apiKey: string): Promise<void> {
  const hex = hashKey(apiKey).toString('hex');
  return new Promise((resolve) => {
    const listener = (message: string) => {
      if (message !== hex) return;
      replica.revocations.off('revoked', listener);
      resolve();
    };
    replica.revocations.on('revoked', listener);
  });
}

before(async () => {
  stack = await startTestStack({ services: [] });
  db = createDb({ url: stack.database.url, schema: 'gateway', max: 4 });
  redis = new Redis(REDIS_URL);
});
after(async () => {
  for (const replica of replicas) await replica.close();
  redis?.disconnect();
  await db?.destroy();
  await stack?.stop();
});

test('a key revoked through the admin service is refused by the very next request on every replica', async () => {
  const [first, second] = [await startReplica(), await startReplica()];
  const revoked = await stack.createManager();
  const kept = await stack.createManager();
  const unseen = await stack.createManager();
  for (const replica of [first, second]) {
    for (const { apiKey } of [revoked, kept, unseen])
      assert.equal((await replica.profile(apiKey)).status, 200);
  }

  // The caches hold on: a key revoked without telling the replicas still works on both.
  await revokeApiKeyCommand(stack.adminDb, unseen.apiKey);
  for (const replica of [first, second]) assert.equal((await replica.profile(unseen.apiKey)).status, 200);

  const heard = [heardOf(first, revoked.apiKey), heardOf(second, revoked.apiKey)];
  const result = await revokeApiKeyCommand(stack.adminDb, revoked.apiKey, async (keyHash) => {
    const subscribers = await publishRevocation(redis, stack.redisPrefix, keyHash);
    assert.ok(subscribers >= 2, `${subscribers} subscribers got the revocation`);
  });
  assert.deepEqual(result, { manager_id: revoked.managerId, revoked: true });
  // Pub/sub takes a moment (well under a millisecond here) to reach each replica; no cache TTL
  // is waited for.
  await Promise.all(heard);

  for (const replica of [first, second]) {
    const answer = await replica.profile(revoked.apiKey);
    const unknown = await replica.profile(UNKNOWN_KEY);
    assert.deepEqual(answer, { status: 401, body: { data: KEY_MESSAGE, total: 0, success: false } });
    assert.deepEqual(answer, unknown);
    // Other keys keep their cached lookups.
    assert.equal((await replica.profile(kept.apiKey)).status, 200);
  }
});

test('a lookup in flight when the revocation lands is not cached as live', async () => {
  const replica = await startReplica();
  const { apiKey } = await stack.createManager();
  // Start a lookup (a database read), revoke while it runs, then ask again.
  const heard = heardOf(replica, apiKey);
  const inFlight = replica.keys.resolve(apiKey);
  await revokeApiKeyCommand(stack.adminDb, apiKey, (keyHash) =>
    publishRevocation(redis, stack.redisPrefix, keyHash),
  );
  await heard;
  await inFlight.catch(() => undefined);
  assert.equal(await replica.keys.resolve(apiKey), null);
  assert.equal((await replica.profile(apiKey)).status, 401);
});

test('the admin CLI tells the gateways through Redis', async () => {
  const replica = await startReplica();
  const { apiKey, managerId } = await stack.createManager();
  assert.equal((await replica.profile(apiKey)).status, 200);
  const heard = heardOf(replica, apiKey);
  const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'services/gateway/src/admin/cli.ts', 'revoke-key', '--api-key', apiKey],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          DATABASE_URL: stack.database.url,
          REDIS_URL,
          REDIS_KEY_PREFIX: stack.redisPrefix,
        },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? 1 : 0, stdout, stderr }),
    );
  });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout, `${JSON.stringify({ manager_id: managerId, revoked: true })}\n`);
  assert.equal(run.stderr, '');
  await heard;
  assert.equal((await replica.profile(apiKey)).status, 401);
});

test('without Redis the cache TTL bounds a revoked key', async () => {
  const ttlMs = 300;
  // Nothing listens on port 1: the subscriber never connects, start() goes on after its wait.
  const replica = await startReplica({ ttlMs, redisUrl: 'redis://127.0.0.1:1', waitMs: 200 });
  assert.equal(replica.revocations.active, false);
  const { apiKey } = await stack.createManager();
  assert.equal((await replica.profile(apiKey)).status, 200);
  await revokeApiKeyCommand(stack.adminDb, apiKey, (keyHash) =>
    publishRevocation(redis, stack.redisPrefix, keyHash),
  );
  // Refused at the latest once the TTL has let the cached key go.
  const refused = async () => ((await replica.profile(apiKey)).status === 401 ? true : undefined);
  await eventually('the revoked key refused', refused, ttlMs + 200, 20);
  assert.equal((await replica.profile(apiKey)).status, 401);
});

test('a replica that lost its subscription forgets every cached key when it subscribes again', async () => {
  const replica = await startReplica();
  assert.equal(replica.revocations.active, true);
  const { apiKey } = await stack.createManager();
  assert.equal((await replica.profile(apiKey)).status, 200);

  // Cut the subscriber's connection; the revocation published meanwhile is lost to it.
  const resubscribed = once(replica.revocations, 'subscribed');
  const clients = String(await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
  const name = `${stack.redisPrefix}key-revocations`;
  const ids = clients
    .split('\n')
    .filter((line) => line.includes(` name=${name} `))
    .map((line) => /\bid=(\d+)/.exec(line)![1]!);
  assert.ok(ids.length > 0, clients);
  for (const id of ids) await redis.call('CLIENT', 'KILL', 'ID', id);
  await revokeApiKeyCommand(stack.adminDb, apiKey, (keyHash) =>
    publishRevocation(redis, stack.redisPrefix, keyHash),
  );

  await resubscribed;
  assert.equal(replica.revocations.active, true);
  assert.equal((await replica.profile(apiKey)).status, 401);
});

test('the channel carries the prefix', () => {
  assert.equal(revocationChannel('venue:'), 'venue:api-key:revoked');
});
