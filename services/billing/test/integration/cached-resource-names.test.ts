// Resource names reused within a catalog version (adapters/cached-resource-names.ts), against the
// real Redis where the gateways keep the versions: a second ask under the same version is
// answered without the resources service; a catalog write (counted in and out, as the gateway
// does) makes the next ask go to it again, and so does every ask while a write is in progress;
// nothing asked for one manager answers another; a call that carries the gateway's version
// needs no Redis.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { after, test } from 'node:test';
import { CatalogVersions, createLogger, createRedis, type CallContext } from '@venue/platform';
import { REDIS_URL, testRedisPrefix } from '@venue/testing';
import type { Redis } from 'ioredis';
import { cachedResourceNames } from '../../src/adapters/cached-resource-names.ts';
import type { ResourceNames } from '../../src/ports/index.ts';
import type { ResourceInfo } from '../../src/pricing/types.ts';

const logger = createLogger('cached-names-test', process.env.TEST_LOG_LEVEL || 'silent');
const clients: Redis[] = [];
after(() => {
  for (const redis of clients) redis.disconnect();
});

/** A stand-in for the resources service that counts what it is asked. */
function countingNames() {
  const asked: { managerId: number; ids: number[] }[] = [];
  const inner: ResourceNames = {
    async describe(context, ids) {
      asked.push({ managerId: context.managerId, ids: [...ids] });
      return new Map<number, ResourceInfo>(ids.map((id) => [id, { name: `Room ${id}`, parentId: null }]));
    },
  };
  return { inner, asked };
}

/** Versions in the real Redis, once connected (before, there is no version: nothing is kept). */
async function connectedVersions() {
  const redis = createRedis(REDIS_URL, logger);
  clients.push(redis);
  await once(redis, 'ready');
  return new CatalogVersions(redis, testRedisPrefix(), 60_000);
}

const context = (managerId: number, catalogVersion?: string): CallContext => ({
  managerId,
  timezone: 'UTC',
  ...(catalogVersion !== undefined && { catalogVersion }),
});

test('asked again under the same version (ids in any order): answered without the resources service', async () => {
  const versions = await connectedVersions();
  const { inner, asked } = countingNames();
  const names = cachedResourceNames(inner, versions);
  const first = await names.describe(context(1), [3, 2]);
  const again = await names.describe(context(1), [2, 3, 3]);
  assert.equal(asked.length, 1);
  assert.deepEqual([...again], [...first]);
  assert.equal(again.get(2)?.name, 'Room 2');
});

test('a catalog write counted in and out: the next ask goes to the resources service', async () => {
  const versions = await connectedVersions();
  const { inner, asked } = countingNames();
  const names = cachedResourceNames(inner, versions);
  await names.describe(context(7), [1]);
  await versions.beginWrite(7);
  // While the write is in progress: no version, every ask is made.
  await names.describe(context(7), [1]);
  await names.describe(context(7), [1]);
  assert.equal(asked.length, 3);
  await versions.endWrite(7);
  await names.describe(context(7), [1]);
  assert.equal(asked.length, 4);
  await names.describe(context(7), [1]);
  assert.equal(asked.length, 4, 'kept again under the new version');
});

test("another manager's ask is never answered with what one manager was given", async () => {
  const versions = await connectedVersions();
  const { inner, asked } = countingNames();
  const names = cachedResourceNames(inner, versions);
  await names.describe(context(1), [5]);
  await names.describe(context(2), [5]);
  assert.deepEqual(
    asked.map((a) => a.managerId),
    [1, 2],
  );
});

test("the gateway's version in the call is used as it is; without it and without Redis, every ask is made", async () => {
  const unreachable = createRedis('redis://127.0.0.1:1', logger);
  clients.push(unreachable);
  const versions = new CatalogVersions(unreachable, testRedisPrefix(), 60_000);
  const { inner, asked } = countingNames();
  const names = cachedResourceNames(inner, versions);
  await names.describe(context(1, 'run.token-1'), [4]);
  await names.describe(context(1, 'run.token-1'), [4]);
  assert.equal(asked.length, 1);
  await names.describe(context(1, 'run.token-2'), [4]);
  assert.equal(asked.length, 2);
  await names.describe(context(1), [4]);
  await names.describe(context(1), [4]);
  assert.equal(asked.length, 4);
});
