// Resource names reused within a catalog version (adapters/cached-resource-names.ts), against a
// real database whose resources schema keeps the versions (platform's owner-versions.ts): a second
// ask under the same version is answered without the resources service; a catalog write, however
// made, makes the next ask go to it again; a manager without a version is always asked for;
// nothing asked for one manager answers another; a call that carries the gateway's version needs
// no database.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { createDb, ownerVersions, type CallContext } from '@venue/platform';
import { createTestDatabase, type TestDatabase } from '@venue/testing';
import { cachedResourceNames } from '../../src/adapters/cached-resource-names.ts';
import type { ResourceNames } from '../../src/ports/index.ts';
import type { ResourceInfo } from '../../src/pricing/types.ts';

let database: TestDatabase;
let db: ReturnType<typeof createDb>;
let sql: pg.Pool;
before(async () => {
  database = await createTestDatabase();
  db = createDb({ url: database.url, schema: 'billing', max: 2 });
  sql = new pg.Pool({ connectionString: database.url, max: 1 });
});
after(async () => {
  await db?.destroy();
  await sql?.end();
  await database?.drop();
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

/** A catalog write straight into the resources schema, as an operator's fix would make it. */
async function catalogWrite(managerId: number): Promise<void> {
  await sql.query(`insert into resources.category (manager_id, name) values ($1, 'Written')`, [managerId]);
}

/** The versions of the test database, the manager's catalog written to once (a version exists). */
async function versionsFor(...managerIds: number[]) {
  for (const managerId of managerIds) await catalogWrite(managerId);
  return ownerVersions(db, 'catalog');
}

const context = (managerId: number, catalogVersion?: string): CallContext => ({
  managerId,
  timezone: 'UTC',
  ...(catalogVersion !== undefined && { catalogVersion }),
});

test('asked again under the same version (ids in any order): answered without the resources service', async () => {
  const versions = await versionsFor(1);
  const { inner, asked } = countingNames();
  const names = cachedResourceNames(inner, versions);
  const first = await names.describe(context(1), [3, 2]);
  const again = await names.describe(context(1), [2, 3, 3]);
  assert.equal(asked.length, 1);
  assert.deepEqual([...again], [...first]);
  assert.equal(again.get(2)?.name, 'Room 2');
});

test('each resource is kept on its own: an ask of other ids together asks only for those not kept, once', async () => {
  const versions = await versionsFor(9);
  const { inner, asked } = countingNames();
  const names = cachedResourceNames(inner, versions);
  await names.describe(context(9), [1, 2]);
  const together = await names.describe(context(9), [2, 3, 1, 4]);
  assert.deepEqual(asked.map((a) => a.ids), [[1, 2], [3, 4]]);
  assert.deepEqual([...together.keys()], [1, 2, 3, 4]);
  await names.describe(context(9), [4, 3]);
  assert.equal(asked.length, 2);
});

test('a catalog write: the next ask goes to the resources service', async () => {
  const versions = await versionsFor(7);
  const { inner, asked } = countingNames();
  const names = cachedResourceNames(inner, versions);
  await names.describe(context(7), [1]);
  await names.describe(context(7), [1]);
  assert.equal(asked.length, 1);
  await catalogWrite(7);
  await names.describe(context(7), [1]);
  assert.equal(asked.length, 2);
  await names.describe(context(7), [1]);
  assert.equal(asked.length, 2, 'kept again under the new version');
});

test('a manager without a version (no catalog written yet) is asked for every time', async () => {
  const versions = ownerVersions(db, 'catalog');
  const { inner, asked } = countingNames();
  const names = cachedResourceNames(inner, versions);
  await names.describe(context(8), [1]);
  await names.describe(context(8), [1]);
  assert.equal(asked.length, 2);
});

test("another manager's ask is never answered with what one manager was given", async () => {
  const versions = await versionsFor(1, 2);
  const { inner, asked } = countingNames();
  const names = cachedResourceNames(inner, versions);
  await names.describe(context(1), [5]);
  await names.describe(context(2), [5]);
  assert.deepEqual(
    asked.map((a) => a.managerId),
    [1, 2],
  );
});

test("the gateway's version in the call is used as it is; without it and without the database, every ask is made", async () => {
  const unreachable = createDb({ url: 'postgres://postgres@127.0.0.1:1/none', schema: 'billing', max: 1 });
  after(() => unreachable.destroy());
  const versions = ownerVersions(unreachable, 'catalog');
  const { inner, asked } = countingNames();
  const names = cachedResourceNames(inner, versions);
  await names.describe(context(1, '1.101'), [4]);
  await names.describe(context(1, '1.101'), [4]);
  assert.equal(asked.length, 1);
  await names.describe(context(1, '1.102'), [4]);
  assert.equal(asked.length, 2);
  await names.describe(context(1), [4]);
  await names.describe(context(1), [4]);
  assert.equal(asked.length, 4);
});
