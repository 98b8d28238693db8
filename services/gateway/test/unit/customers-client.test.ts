// Which customers calls the gateway counts in the manager's customers version
// (catalog-version/customers-client.ts): every call that may change what GetCustomer answers for
// an existing customer, and any method not listed (one added later); the listed ones pass through.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { customersPackage } from '@venue/contracts';
import { createLogger, type CallContext, type CatalogVersions } from '@venue/platform';
import { customersClient, NOT_COUNTED } from '../../src/catalog-version/customers-client.ts';

/** Versions that record the counting in `events`. */
function recordingVersions(events: string[]) {
  return {
    async beginWrite(managerId: number) {
      events.push(`in ${managerId}`);
    },
    async endWrite(managerId: number) {
      events.push(`out ${managerId}`);
    },
  } as unknown as CatalogVersions;
}

const methods = Object.keys(customersPackage().CustomersService.service);
const context: CallContext = { managerId: 3, timezone: 'UTC' };
const logger = createLogger('customers-client-test', 'silent');

/** A client with every method of the service (and one more, as if added later), each recording its call in `calls`. */
function recordingClient(calls: string[]) {
  const client: Record<string, (request: unknown, context: CallContext) => Promise<unknown>> = {};
  for (const name of [...methods, 'MergeCustomers']) {
    client[name] = async () => {
      calls.push(name);
      return {};
    };
  }
  return client as never;
}

test('every method not counted is one of the service', () => {
  for (const name of NOT_COUNTED) assert.ok(methods.includes(name), `${name} is not a method of CustomersService`);
});

test('a change of an existing customer is counted in before it is sent and out after; the listed calls are not counted', async () => {
  for (const name of [...methods, 'MergeCustomers']) {
    const events: string[] = [];
    const client = customersClient(recordingClient(events), recordingVersions(events), logger) as unknown as Record<string, (r: unknown, c: CallContext) => Promise<unknown>>;
    await client[name]!({}, context);
    assert.deepEqual(events, NOT_COUNTED.has(name) ? [name] : ['in 3', name, 'out 3'], name);
  }
  assert.ok(!NOT_COUNTED.has('EditCustomer'));
});
