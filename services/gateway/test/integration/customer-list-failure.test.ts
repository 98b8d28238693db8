// customer_list reads the customers service a page at a time; a page after the first that fails
// must still answer with the failure's envelope (success false, a non-200 status), not a 200 whose
// list breaks off (customer-list.v2.ts). The customers service here is a stand-in whose first page
// names a next one and whose second call fails as a service with its database down does.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as grpc from '@grpc/grpc-js';
import { customersPackage } from '@venue/contracts';
import { UNAVAILABLE_MESSAGE } from '@venue/platform';
import {
  expectFailure,
  newManager,
  startStandInServer,
  startTestStack,
  type StandInServer,
  type TestManager,
  type TestStack,
} from '@venue/testing';

const asked: number[] = [];

/** ListCustomers: one customer and a next page, then UNAVAILABLE. Nothing else is called. */
function startFailingSecondPage(): Promise<StandInServer> {
  const definition = customersPackage().CustomersService.service;
  const implementation: grpc.UntypedServiceImplementation = {};
  for (const name of Object.keys(definition)) {
    implementation[name] = (
      call: grpc.ServerUnaryCall<{ after_id: number }, unknown>,
      callback: grpc.sendUnaryData<unknown>,
    ) => {
      if (name !== 'ListCustomers')
        return callback({ code: grpc.status.UNIMPLEMENTED, details: `${name} is not served here` });
      const afterId = Number(call.request.after_id);
      asked.push(afterId);
      if (afterId !== 0) return callback({ code: grpc.status.UNAVAILABLE, details: UNAVAILABLE_MESSAGE });
      callback(null, {
        customers: [{ id: 41, first_name: 'First', created_at_ms: Date.UTC(2026, 0, 2) }],
        next_after_id: 41,
      });
    };
  }
  return startStandInServer(definition, implementation);
}

let standIn: StandInServer;
let stack: TestStack;
let manager: TestManager;

before(async () => {
  standIn = await startFailingSecondPage();
  stack = await startTestStack({ services: [], gatewayEnv: { CUSTOMERS_ADDR: standIn.address } });
  manager = await newManager(stack);
});
after(async () => {
  await stack?.stop();
  standIn?.stop();
});

test('a second page that fails answers 503 with the envelope, not a 200 cut short', async () => {
  expectFailure(await manager.get('/api/v2/customer_list'), 503, UNAVAILABLE_MESSAGE);
  // The failing page is asked four times: a read refused UNAVAILABLE is tried again, thrice (grpc-client.ts).
  assert.deepEqual(asked, [0, 41, 41, 41, 41]);
});
