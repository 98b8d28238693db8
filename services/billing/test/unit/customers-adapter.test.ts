// The customers adapter over a real gRPC server standing in for the customers service: one
// GetCustomer per customer within one operation (CallContext), a fresh one for the next; with
// the customers versions (in the real Redis), reused across operations while the manager's
// version stays the same, and asked for again after a write counted in it.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { after, before, test } from 'node:test';
import * as grpc from '@grpc/grpc-js';
import { customersPackage } from '@venue/contracts';
import { CatalogVersions, createLogger, createRedis, type CallContext } from '@venue/platform';
import { REDIS_URL, startStandInServer, testRedisPrefix, type StandInServer } from '@venue/testing';
import type { Redis } from 'ioredis';
import { grpcCustomers } from '../../src/adapters/customers.grpc.ts';

let server: StandInServer;
let adapter: ReturnType<typeof grpcCustomers>;
let redis: Redis;
let versions: CatalogVersions;
let reusing: ReturnType<typeof grpcCustomers>;
const asked: number[] = [];

before(async () => {
  server = await startStandInServer(customersPackage().CustomersService.service, {
    GetCustomer(call: grpc.ServerUnaryCall<{ id: number }, unknown>, callback: grpc.sendUnaryData<unknown>) {
      asked.push(Number(call.request.id));
      // Slow enough that the two lookups of one operation overlap.
      setTimeout(
        () =>
          callback(null, {
            id: call.request.id,
            first_name: 'Ada',
            last_name: 'Lovelace',
            company_name: '',
            groups: [{ is_default: true, group: { id: 7, name: 'Members' } }],
          }),
        30,
      );
    },
  });
  adapter = grpcCustomers(server.address, 5000);
  redis = createRedis(REDIS_URL, createLogger('customers-adapter-test', process.env.TEST_LOG_LEVEL || 'silent'));
  await once(redis, 'ready');
  versions = new CatalogVersions(redis, testRedisPrefix(), 60_000, 'customers');
  reusing = grpcCustomers(server.address, 5000, versions);
});

after(() => {
  adapter?.close();
  reusing?.close();
  redis?.disconnect();
  server?.stop();
});

const context = (managerId = 1): CallContext => ({ managerId, timezone: 'Europe/Berlin' });

test('one operation asks for a customer once, for its default group and its card', async () => {
  asked.length = 0;
  const operation = context();
  const [group, card] = await Promise.all([
    adapter.groups.defaultGroupOf(operation, 5),
    adapter.cards.cardOf(operation, 5),
  ]);
  assert.equal(group, 7);
  assert.equal(card.lastName, 'Lovelace');
  assert.equal((await adapter.cards.cardOf(operation, 5)).firstName, 'Ada');
  assert.deepEqual(asked, [5]);
});

test('the next operation asks again, and each customer is asked for', async () => {
  asked.length = 0;
  const first = context();
  await adapter.groups.defaultGroupOf(first, 5);
  await adapter.cards.cardOf(first, 6);
  await adapter.cards.cardOf(context(), 5);
  assert.deepEqual(asked, [5, 6, 5]);
});

test('with versions: the next operation reuses the customer while the version stays the same', async () => {
  asked.length = 0;
  await reusing.cards.cardOf(context(21), 5);
  assert.equal(await reusing.groups.defaultGroupOf(context(21), 5), 7);
  assert.equal((await reusing.cards.cardOf(context(21), 5)).lastName, 'Lovelace');
  assert.deepEqual(asked, [5]);
});

test('with versions: a write counted in the version makes the next operation ask again', async () => {
  asked.length = 0;
  await reusing.cards.cardOf(context(22), 5);
  await versions.beginWrite(22);
  // While the write is in progress there is no version: every operation asks.
  await reusing.cards.cardOf(context(22), 5);
  await reusing.cards.cardOf(context(22), 5);
  await versions.endWrite(22);
  await reusing.cards.cardOf(context(22), 5);
  await reusing.cards.cardOf(context(22), 5);
  assert.deepEqual(asked, [5, 5, 5, 5]);
});

test("with versions: one manager's customer never answers another manager", async () => {
  asked.length = 0;
  await reusing.cards.cardOf(context(23), 5);
  await reusing.cards.cardOf(context(24), 5);
  assert.deepEqual(asked, [5, 5]);
});

test('with versions and no Redis to read them from: every operation asks', async () => {
  const unreachable = createRedis('redis://127.0.0.1:1', createLogger('customers-adapter-test', 'silent'));
  const cut = grpcCustomers(server.address, 5000, new CatalogVersions(unreachable, testRedisPrefix(), 60_000, 'customers'));
  try {
    asked.length = 0;
    await cut.cards.cardOf(context(25), 5);
    await cut.cards.cardOf(context(25), 5);
    assert.deepEqual(asked, [5, 5]);
  } finally {
    cut.close();
    unreachable.disconnect();
  }
});
