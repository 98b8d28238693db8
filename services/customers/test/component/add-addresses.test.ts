// Component test of AddAddresses over gRPC: the customers service alone (no gateway, no peers)
// on a fresh database. The domain rules (1 to 50 addresses, each with some content, the
// manager's own customer) and how a typed address is stored.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { customers } from '@venue/contracts';
import { createLogger, DomainError, type CallContext, type ErrorKind } from '@venue/platform';
import { createTestDatabase, deleteEventStream, freeAddress, NATS_URL, testEventPrefix, type TestDatabase } from '@venue/testing';
import { loadCustomersConfig, startCustomersService } from '../../src/index.ts';
import { customersClientAt, customersDbAt, type CustomersClient, type SqlDb } from '../helpers/index.ts';

let database: TestDatabase;
let db: SqlDb;
let service: Awaited<ReturnType<typeof startCustomersService>>;
let client: { call: CustomersClient; close(): void };
const eventPrefix = testEventPrefix();

before(async () => {
  database = await createTestDatabase();
  service = await startCustomersService(
    loadCustomersConfig({ DATABASE_URL: database.url, CUSTOMERS_ADDR: await freeAddress(), NATS_URL, EVENT_SUBJECT_PREFIX: eventPrefix }),
    createLogger('test', process.env.TEST_LOG_LEVEL || 'silent'),
  );
  client = customersClientAt(service.port);
  db = customersDbAt(database.url);
});
after(async () => {
  client?.close();
  await db?.destroy();
  await service?.stop();
  await deleteEventStream(eventPrefix);
  await database?.drop();
});

// Manager ids are trusted from metadata; the customers schema has no manager table to fill.
let nextManager = 2000;
function manager(): CallContext {
  nextManager += 1;
  return { managerId: nextManager, timezone: 'Europe/Berlin' };
}

async function customer(context: CallContext): Promise<number> {
  return (await client.call.AddCustomer({ fields: { first_name: 'Ann' } }, context)).id;
}

function stored(customerId: number) {
  return db.selectFrom('customer_address').select(['id', 'manager_id', 'address_type', 'fields']).where('customer_id', '=', customerId).orderBy('id').execute();
}

async function refused(addresses: customers.Address[], customerId: number, context: CallContext, kind: ErrorKind, message: RegExp) {
  await assert.rejects(client.call.AddAddresses({ customer_id: customerId, addresses }, context), (error: unknown) => {
    assert.ok(error instanceof DomainError, String(error));
    assert.equal(error.kind, kind);
    assert.match(error.message, message);
    return true;
  });
}

test('a typed address is stored with the historical keys and codes; ids in the order sent', async () => {
  const ctx = manager();
  const id = await customer(ctx);
  const { ids } = await client.call.AddAddresses(
    {
      customer_id: id,
      addresses: [
        {
          company_name: 'ACME',
          salutation: 'SALUTATION_MS',
          salutation_title: 'SALUTATION_TITLE_DR',
          vat_id: 'DE123456789',
          country: 'DE',
          email: 'billing@acme.test',
          type: 'ADDRESS_TYPE_SECONDARY',
        },
        { city: 'Hamburg', street: '' },
      ],
    },
    ctx,
  );
  const rows = await stored(id);
  assert.deepEqual(rows.map((r) => r.id), ids);
  assert.deepEqual(rows[0], {
    id: ids[0],
    manager_id: ctx.managerId,
    address_type: 'secondary',
    fields: { company_name: 'ACME', salutation: '1', salutation_title: '0', UstID: 'DE123456789', country: 'DE', email: 'billing@acme.test' },
  });
  assert.deepEqual(rows[1], { id: ids[1], manager_id: ctx.managerId, address_type: '', fields: { city: 'Hamburg' } });
});

test('1 to 50 addresses per call, each with some content, else nothing is written', async () => {
  const ctx = manager();
  const id = await customer(ctx);
  await refused([], id, ctx, 'invalid', /^at least one address is required$/);
  await refused(Array.from({ length: 51 }, () => ({ city: 'C' })), id, ctx, 'invalid', /^at most 50 addresses can be added at once$/);
  await refused([{ city: 'C' }, { type: 'ADDRESS_TYPE_SECONDARY', zip: '' }], id, ctx, 'invalid', /^an address needs at least one field$/);
  assert.deepEqual(await stored(id), []);
});

test('only the manager\'s own customers: others and unknown ones are not found', async () => {
  const [mine, theirs] = [manager(), manager()];
  const foreign = await customer(theirs);
  await refused([{ city: 'X' }], foreign, mine, 'not_found', /^customer \d+ not found$/);
  await refused([{ city: 'X' }], 987_654_321, mine, 'not_found', /^customer 987654321 not found$/);
  assert.deepEqual(await stored(foreign), []);
});
