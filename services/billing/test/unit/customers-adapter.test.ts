// The customers adapter over a real gRPC server standing in for the customers service: one
// GetCustomer per customer within one operation (CallContext), a fresh one for the next.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as grpc from '@grpc/grpc-js';
import { customersPackage } from '@venue/contracts';
import type { CallContext } from '@venue/platform';
import { startStandInServer, type StandInServer } from '@venue/testing';
import { grpcCustomers } from '../../src/adapters/customers.grpc.ts';

let server: StandInServer;
let adapter: ReturnType<typeof grpcCustomers>;
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
});

after(() => {
  adapter?.close();
  server?.stop();
});

const context = (): CallContext => ({ managerId: 1, timezone: 'Europe/Berlin' });

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
