// Customers reused across operations within the manager's customers version
// (adapters/customers.grpc.ts), against a real database whose customers schema keeps the versions
// (platform's owner-versions.ts) and a real gRPC server standing in for the customers service:
// reused while the version stays the same, asked for again after a change of a customer however
// it was made; nothing asked for one manager answers another; without the database every
// operation asks.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as grpc from '@grpc/grpc-js';
import pg from 'pg';
import { customersPackage } from '@venue/contracts';
import { createDb, ownerVersions, type CallContext } from '@venue/platform';
import { createTestDatabase, startStandInServer, type StandInServer, type TestDatabase } from '@venue/testing';
import { grpcCustomers } from '../../src/adapters/customers.grpc.ts';

let server: StandInServer;
let database: TestDatabase;
let db: ReturnType<typeof createDb>;
let sql: pg.Pool;
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
  database = await createTestDatabase();
  db = createDb({ url: database.url, schema: 'billing', max: 2 });
  sql = new pg.Pool({ connectionString: database.url, max: 1 });
  reusing = grpcCustomers(server.address, 5000, ownerVersions(db, 'customers'));
});

after(async () => {
  reusing?.close();
  server?.stop();
  await db?.destroy();
  await sql?.end();
  await database?.drop();
});

/** A change of the manager's customers straight in the customers schema (a group renamed). */
async function customersChange(managerId: number): Promise<void> {
  await sql.query(`insert into customers.customer_group (manager_id, name) values ($1, 'Members')`, [managerId]);
  await sql.query(`update customers.customer_group set description = 'renamed' || id where manager_id = $1`, [managerId]);
}

const context = (managerId: number): CallContext => ({ managerId, timezone: 'Europe/Berlin' });

test('the next operation reuses the customer while the version stays the same', async () => {
  await customersChange(21);
  asked.length = 0;
  await reusing.cards.cardOf(context(21), 5);
  assert.equal(await reusing.groups.defaultGroupOf(context(21), 5), 7);
  assert.equal((await reusing.cards.cardOf(context(21), 5)).lastName, 'of manager 21');
  assert.deepEqual(asked, ['21:5']);
});

test('a change of the customers makes the next operation ask again', async () => {
  await customersChange(22);
  asked.length = 0;
  await reusing.cards.cardOf(context(22), 5);
  await reusing.cards.cardOf(context(22), 5);
  await customersChange(22);
  await reusing.cards.cardOf(context(22), 5);
  await reusing.cards.cardOf(context(22), 5);
  assert.deepEqual(asked, ['22:5', '22:5']);
});

test('a new customer or group changes no version: nothing kept can be stale for a new id', async () => {
  await customersChange(26);
  const versions = ownerVersions(db, 'customers');
  const before = await versions.current(26);
  await sql.query(`insert into customers.customer_group (manager_id, name) values ($1, 'New')`, [26]);
  assert.equal(await versions.current(26), before);
});

test("one manager's customer never answers another manager", async () => {
  await customersChange(23);
  await customersChange(24);
  asked.length = 0;
  assert.equal((await reusing.cards.cardOf(context(23), 5)).lastName, 'of manager 23');
  assert.equal((await reusing.cards.cardOf(context(24), 5)).lastName, 'of manager 24');
  assert.deepEqual(asked, ['23:5', '24:5']);
});

test('without the database to read the version from, every operation asks', async () => {
  const unreachable = createDb({ url: 'postgres://postgres@127.0.0.1:1/none', schema: 'billing', max: 1 });
  const cut = grpcCustomers(server.address, 5000, ownerVersions(unreachable, 'customers'));
  try {
    asked.length = 0;
    await cut.cards.cardOf(context(25), 5);
    await cut.cards.cardOf(context(25), 5);
    assert.deepEqual(asked, ['25:5', '25:5']);
  } finally {
    cut.close();
    await unreachable.destroy();
  }
});
