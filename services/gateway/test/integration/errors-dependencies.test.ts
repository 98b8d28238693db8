// Infrastructure failures behind the gateway reach the client as what they are (platform's
// classifyError, issue 7.5): a service whose database is unreachable answers UNAVAILABLE, a
// 503 here (it used to be INTERNAL, a 500); a service that does not answer within the gateway's
// deadline is a 504 with a clear message. Customers and bookings get a database URL where
// nothing listens; the gateway's resources address is a server that answers too late.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import * as grpc from '@grpc/grpc-js';
import { customersPackage, resourcesPackage } from '@venue/contracts';
import { createGrpcClient, DomainError, TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE } from '@venue/platform';
import { expectFailure, expectOk, newManager, startStandInServer, startTestStack, type StandInServer, type TestManager, type TestStack } from '@venue/testing';

const NOWHERE = 'postgres://postgres@127.0.0.1:1/nowhere';
const DEADLINE_MS = 1500;

/** A resources service that answers every call, but only after the gateway has given up. */
function startLateResources(): Promise<StandInServer> {
  const definition = resourcesPackage().ResourcesService.service;
  const late: grpc.UntypedServiceImplementation = {};
  for (const name of Object.keys(definition)) {
    late[name] = (_call: unknown, callback: grpc.sendUnaryData<unknown>) => {
      void sleep(DEADLINE_MS * 3).then(() => callback({ code: grpc.status.UNAVAILABLE, details: 'too late' }));
    };
  }
  return startStandInServer(definition, late);
}

let stack: TestStack;
let manager: TestManager;
let lateResources: StandInServer;

before(async () => {
  lateResources = await startLateResources();
  stack = await startTestStack({
    services: ['resources', 'customers', 'bookings'],
    customersEnv: { DATABASE_URL: NOWHERE },
    bookingsEnv: { DATABASE_URL: NOWHERE },
    gatewayEnv: { RESOURCES_ADDR: lateResources.address, GRPC_DEADLINE_MS: String(DEADLINE_MS) },
  });
  manager = await newManager(stack);
});
after(async () => {
  await stack?.stop();
  lateResources?.stop();
});

describe('a service whose database is unreachable', () => {
  test('answers UNAVAILABLE over gRPC, not INTERNAL', async () => {
    const client = createGrpcClient(customersPackage().CustomersService, `127.0.0.1:${stack.customers.port}`, 5000);
    try {
      const error = await client.call.ListCustomers({ after_id: 0, limit: 10 }, { managerId: manager.managerId, timezone: manager.timezone }).then(
        () => assert.fail('the call succeeded without a database'),
        (failure: unknown) => failure,
      );
      assert.ok(error instanceof DomainError);
      assert.equal(error.kind, 'unavailable');
    } finally {
      client.close();
    }
  });

  test('customers: reads and writes are a 503 envelope with the plain message', async () => {
    expectFailure(await manager.get('/api/v2/customer_list'), 503, UNAVAILABLE_MESSAGE);
    expectFailure(await manager.post('/api/v2/customer_add', { first_name: 'Nobody' }), 503, UNAVAILABLE_MESSAGE);
  });

  test('bookings: a 503 envelope', async () => {
    expectFailure(await manager.get('/api/v2/booking/1'), 503, UNAVAILABLE_MESSAGE);
  });
});

describe('a service that does not answer within the deadline', () => {
  test('is a 504 envelope saying so', async () => {
    const started = Date.now();
    expectFailure(await manager.get('/api/v2/resource_list'), 504, TIMEOUT_MESSAGE);
    assert.ok(Date.now() - started < DEADLINE_MS * 3, 'the gateway gave up at its deadline');
  });
});

describe('the rest of the gateway', () => {
  test('keeps answering', async () => {
    expectOk(await manager.get('/api/v2/profile'));
  });

  test('the failures are logged as warnings, never as unexpected errors', async () => {
    const entries = stack.gatewayLogs.map((line) => JSON.parse(line) as { level: number; msg: string });
    assert.ok(entries.some((entry) => entry.level === 40 && entry.msg === 'request failed'));
    assert.deepEqual(
      entries.filter((entry) => entry.level >= 50),
      [],
    );
  });
});
