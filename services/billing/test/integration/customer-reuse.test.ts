// Customers reused across operations within the manager's customers version
// (adapters/customers.grpc.ts), against the real Redis where the gateways keep the versions and a
// real gRPC server standing in for the customers service: reused while the version stays the
// same, asked for again after a write counted in it and during one; nothing asked for one manager
// answers another; without Redis every operation asks.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { after, before, test } from 'node:test';
import * as grpc from '@grpc/grpc-js';
import { customersPackage } from '@venue/contracts';
import { CatalogVersions, createLogger, createRedis, type CallContext } from '@venue/platform';
import { REDIS_URL, startStandInServer, testRedisPrefix, type StandInServer } from '@venue/testing';
import type { Redis } from 'ioredis';
import { grpcCustomers } from '../../src/adapters/customers.grpc.ts';

const logger = createLogger('customer-reuse-test', process.env.TEST_LOG_LEVEL || 'silent');
let server: StandInServer;
let redis: Redis;
let versions: CatalogVersions;
let reusing: ReturnType<typeof grpcCustomers>;
/** What the stand-in was asked: manager id (from the metadata the adapter sends) and customer id. */
const asked: string[] = [];

before(async () => {
  server = await startStandInServer(customersPackage().CustomersService.service, {
    GetCustomer(call: grpc.ServerUnaryCall<{ id: number }, unknown>, callback: grpc.sendUnaryData<unknown>) {
      const managerId = String(call.metadata.get('x-manager-id')[0]);
      asked.push(`${managerId}:${call.request.id}`);
      callback(null, {
        id: call.request.id,
        first_name: 'Ada',
        last_name: `of manager ${managerId}`,
        company_name: '',
        groups: [{ is_default: true, group: { id: 7, name: 'Members' } }],
      });
    },
  });
  redis = createRedis(REDIS_URL, logger);
  await once(redis, 'ready');
  versions = new CatalogVersions(redis, testRedisPrefix(), 60_000, 'customers');
  reusing = grpcCustomers(server.address, 5000, versions);
});

after(() => {
  reusing?.close();
  redis?.disconnect();
  server?.stop();
});

const context = (managerId: number): CallContext => ({ managerId, timezone: 'Europe/Berlin' });

test('the next operation reuses the customer while the version stays the same', async () => {
  asked.length = 0;
  await reusing.cards.cardOf(context(21), 5);
  assert.equal(await reusing.groups.defaultGroupOf(context(21), 5), 7);
  assert.equal((await reusing.cards.cardOf(context(21), 5)).lastName, 'of manager 21');
  assert.deepEqual(asked, ['21:5']);
});

test('a write counted in the version makes the next operation ask again, and every one while it is in progress', async () => {
  asked.length = 0;
  await reusing.cards.cardOf(context(22), 5);
  await versions.beginWrite(22);
  await reusing.cards.cardOf(context(22), 5);
  await reusing.cards.cardOf(context(22), 5);
  await versions.endWrite(22);
  await reusing.cards.cardOf(context(22), 5);
  await reusing.cards.cardOf(context(22), 5);
  assert.deepEqual(asked, ['22:5', '22:5', '22:5', '22:5']);
});

test("one manager's customer never answers another manager", async () => {
  asked.length = 0;
  assert.equal((await reusing.cards.cardOf(context(23), 5)).lastName, 'of manager 23');
  assert.equal((await reusing.cards.cardOf(context(24), 5)).lastName, 'of manager 24');
  assert.deepEqual(asked, ['23:5', '24:5']);
});

test('without Redis to read the version from, every operation asks', async () => {
  const unreachable = createRedis('redis://127.0.0.1:1', logger);
  const cut = grpcCustomers(server.address, 5000, new CatalogVersions(unreachable, testRedisPrefix(), 60_000, 'customers'));
  try {
    asked.length = 0;
    await cut.cards.cardOf(context(25), 5);
    await cut.cards.cardOf(context(25), 5);
    assert.deepEqual(asked, ['25:5', '25:5']);
  } finally {
    cut.close();
    unreachable.disconnect();
  }
});
