// Quotas of resource_add (spec 8): main resources per manager (locations) and parts per main
// resource (location_parts). Past a quota: 422 with a clear message and nothing written; the
// quotas hold when requests arrive at the same time.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type pg from 'pg';
import { startTestStack, expectFailure, expectOk, newManager, openSql, type TestStack } from '@venue/testing';
import { addResource, expectRejectedWithoutWrites } from '../helpers/http.ts';

const LOCATIONS = 2;
const PARTS = 1;

let stack: TestStack;
let sql: pg.Pool;
before(async () => {
  stack = await startTestStack({
    services: ['resources'],
    resourcesEnv: { RESOURCES_LOCATIONS_QUOTA: String(LOCATIONS), RESOURCES_PARTS_QUOTA: String(PARTS) },
  });
  sql = openSql(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

async function countOf(managerId: number, parentId: number | null): Promise<number> {
  const { rows } = await sql.query(
    `select count(*)::int as n from resources.resource
      where manager_id = $1 and parent_id is not distinct from $2`,
    [managerId, parentId],
  );
  return rows[0].n as number;
}

test('the locations quota: past it a clear 422 and nothing written', async () => {
  const manager = await newManager(stack);
  for (let i = 1; i <= LOCATIONS; i++) await addResource(manager, { title: `Venue ${i}` });
  const message = await expectRejectedWithoutWrites(
    sql,
    () =>
      manager.post('/api/v2/resource_add', {
        title: 'One too many',
        street_hnr: 'New St 1',
        city: 'Nowhere',
      }),
    422,
    /quota/i,
  );
  assert.match(message, new RegExp(String(LOCATIONS)), 'the message names the quota');
  expectFailure(await manager.post('/api/v2/resource_add', { title: 'Again' }, { form: true }), 422);
  assert.equal(await countOf(manager.managerId, null), LOCATIONS);
  assert.equal(expectOk(await manager.get('/api/v2/resource_list')).length, LOCATIONS);
});

test('the locations quota is per manager', async () => {
  const a = await newManager(stack);
  const b = await newManager(stack);
  for (let i = 1; i <= LOCATIONS; i++) await addResource(a, { title: `A ${i}` });
  expectFailure(await a.post('/api/v2/resource_add', { title: 'A extra' }), 422);
  for (let i = 1; i <= LOCATIONS; i++) await addResource(b, { title: `B ${i}` });
  assert.equal(await countOf(b.managerId, null), LOCATIONS);
});

test('parts do not count as locations; the parts quota is per main resource', async () => {
  const manager = await newManager(stack);
  const first = await addResource(manager, { title: 'First' });
  await addResource(manager, { title: 'First, part 1', parent_id: first });
  const second = await addResource(manager, { title: 'Second' });
  const message = await expectRejectedWithoutWrites(
    sql,
    () => manager.post('/api/v2/resource_add', { title: 'First, part 2', parent_id: first }),
    422,
    /quota/i,
  );
  assert.match(message, /part/i);
  await addResource(manager, { title: 'Second, part 1', parent_id: second });
  expectFailure(
    await manager.post(
      '/api/v2/resource_add',
      { title: 'Second, part 2', parent_id: second },
      { form: true },
    ),
    422,
  );
  assert.equal(await countOf(manager.managerId, first), PARTS);
  assert.equal(await countOf(manager.managerId, second), PARTS);
  assert.equal(await countOf(manager.managerId, null), LOCATIONS);
});

test('a refused request does not use up the quota of a later valid one', async () => {
  const manager = await newManager(stack);
  expectFailure(await manager.post('/api/v2/resource_add', { title: '   ' }), 400);
  expectFailure(
    await manager.post('/api/v2/resource_add', { title: 'X', customfields: { 424242: '1' } }),
    404,
  );
  for (let i = 1; i <= LOCATIONS; i++) await addResource(manager, { title: `Venue ${i}` });
  assert.equal(await countOf(manager.managerId, null), LOCATIONS);
});

test('six parallel resource_add with a quota of two: exactly two succeed, the rest get 422', async () => {
  const manager = await newManager(stack);
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      manager.post(
        '/api/v2/resource_add',
        { title: `Race ${i}`, street_hnr: 'Race St 1', city: 'Speed' },
        { form: i % 2 === 1 },
      ),
    ),
  );
  const statuses = answers.map((answer) => answer.status).sort();
  assert.deepEqual(statuses, [200, 200, 422, 422, 422, 422], JSON.stringify(answers.map((a) => a.body)));
  assert.equal(await countOf(manager.managerId, null), LOCATIONS);
  const { rows } = await sql.query(
    'select count(distinct place_id)::int as n from resources.resource where manager_id = $1',
    [manager.managerId],
  );
  assert.equal(rows[0].n, 1, 'the same address became one place, even in parallel');
});

test('parallel parts under one main resource: exactly the parts quota succeeds', async () => {
  const manager = await newManager(stack);
  const main = await addResource(manager, { title: 'Main' });
  const answers = await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      manager.post('/api/v2/resource_add', { title: `Part ${i}`, parent_id: main }),
    ),
  );
  assert.equal(answers.filter((a) => a.status === 200).length, PARTS);
  assert.equal(answers.filter((a) => a.status === 422).length, 5 - PARTS);
  assert.equal(await countOf(manager.managerId, main), PARTS);
});

test('parallel requests of two managers do not take from each other', async () => {
  const a = await newManager(stack);
  const b = await newManager(stack);
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      (i % 2 === 0 ? a : b).post('/api/v2/resource_add', { title: `Mixed ${i}` }),
    ),
  );
  assert.equal(answers.filter((x) => x.status === 200).length, 2 * LOCATIONS);
  assert.equal(await countOf(a.managerId, null), LOCATIONS);
  assert.equal(await countOf(b.managerId, null), LOCATIONS);
});
