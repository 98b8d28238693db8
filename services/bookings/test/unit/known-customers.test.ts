// Which answers of the customer directory are remembered (known-customers.ts): only "this
// manager has this customer", for good; "no such customer", names and creations are asked every time.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { customersPackage } from '@venue/contracts';
import type { CallContext } from '@venue/platform';
import { rememberingExistence } from '../../src/adapters/known-customers.ts';
import type { CustomerDirectory } from '../../src/ports.ts';

/** A directory where manager 1 has customers 10 and 11 (and what is added), counting its calls. */
function countingDirectory() {
  const customers = new Set(['1|10', '1|11']);
  const calls: string[] = [];
  const directory: CustomerDirectory = {
    async names(context, ids) {
      calls.push(`names ${context.managerId}`);
      return new Map(ids.filter((id) => customers.has(`${context.managerId}|${id}`)).map((id) => [id, `Customer ${id}`]));
    },
    async exists(context, id) {
      calls.push(`exists ${context.managerId} ${id}`);
      return customers.has(`${context.managerId}|${id}`);
    },
    async findOrCreate(context) {
      calls.push(`findOrCreate ${context.managerId}`);
      return 10;
    },
  };
  return { directory, calls, add: (managerId: number, id: number) => customers.add(`${managerId}|${id}`) };
}

const context = (managerId: number): CallContext => ({ managerId, timezone: 'UTC' });

test('a customer known to exist is not asked about again', async () => {
  const { directory, calls } = countingDirectory();
  const remembering = rememberingExistence(directory);
  assert.equal(await remembering.exists(context(1), 10), true);
  assert.equal(await remembering.exists(context(1), 10), true);
  assert.equal(await remembering.exists(context(1), 11), true);
  assert.deepEqual(calls, ['exists 1 10', 'exists 1 11']);
});

test('"no such customer" is asked again, so a customer added since is found', async () => {
  const { directory, calls, add } = countingDirectory();
  const remembering = rememberingExistence(directory);
  assert.equal(await remembering.exists(context(1), 12), false);
  add(1, 12);
  assert.equal(await remembering.exists(context(1), 12), true);
  assert.deepEqual(calls, ['exists 1 12', 'exists 1 12']);
});

test("one manager's customer is never taken as another's", async () => {
  const { directory, calls } = countingDirectory();
  const remembering = rememberingExistence(directory);
  assert.equal(await remembering.exists(context(1), 10), true);
  assert.equal(await remembering.exists(context(2), 10), false);
  assert.equal(await remembering.exists(context(2), 10), false);
  assert.deepEqual(calls, ['exists 1 10', 'exists 2 10', 'exists 2 10']);
});

test('names and creations always go to the directory', async () => {
  const { directory, calls } = countingDirectory();
  const remembering = rememberingExistence(directory);
  await remembering.names(context(1), [10]);
  await remembering.names(context(1), [10]);
  await remembering.findOrCreate(context(1), { email: 'a@example.com' });
  await remembering.findOrCreate(context(1), { email: 'a@example.com' });
  assert.deepEqual(calls, ['names 1', 'names 1', 'findOrCreate 1', 'findOrCreate 1']);
});

// What the remembering rests on: the customers service has no call that deletes a customer or
// moves one to another manager. A call added to it fails this test until someone has checked
// that it does neither (or has removed the remembering with it).
test('the customers service still has only the calls checked to neither delete nor move a customer', () => {
  assert.deepEqual(Object.keys(customersPackage().CustomersService.service).sort(), [
    'AddAddresses',
    'AddCustomer',
    'AddGroup',
    'EditCustomer',
    'FindOrCreateCustomer',
    'GetCustomer',
    'GetCustomerNames',
    'GetCustomers',
    'ListCustomers',
    'ListGroups',
  ]);
});
