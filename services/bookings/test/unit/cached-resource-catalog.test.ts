// What the bookings service reuses of the catalog, and when it asks again (cached-resource-catalog.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DomainError, type CallContext } from '@venue/platform';
import { cachedResourceCatalog } from '../../src/adapters/cached-resource-catalog.ts';
import type { ResourceCatalog, ResourceTree } from '../../src/ports.ts';

/** A catalog that counts its reads and answers with the manager whose read it was. */
function countingCatalog() {
  const reads: string[] = [];
  let failNext = false;
  let failAllTrees = false;
  const catalog: ResourceCatalog = {
    async tree(context, resourceId) {
      reads.push(`tree ${context.managerId} ${resourceId}`);
      if (failNext) {
        failNext = false;
        throw new DomainError('not_found', `resource ${resourceId} not found`);
      }
      return { id: resourceId, main: { id: resourceId, title: `of ${context.managerId}` }, parts: [], schedule: { openingTimes: [], holidays: [] } } as ResourceTree;
    },
    async allTrees(context) {
      reads.push(`all trees ${context.managerId}`);
      if (failAllTrees) throw new DomainError('too_large', 'the answer would be too large');
      // Main resources 7 and 8, with part 9 of 8.
      const tree = (id: number) => ({ main: { id, title: `of ${context.managerId}` }, parts: id === 8 ? [{ id: 9, title: 'part' }] : [], schedule: { openingTimes: [], holidays: [] } });
      return { mainOf: new Map([[7, 7], [8, 8], [9, 8]]), byMain: new Map([[7, tree(7)], [8, tree(8)]]) };
    },
    async customFields(context) {
      reads.push(`fields ${context.managerId}`);
      return [];
    },
    async mainResources(context) {
      reads.push(`mains ${context.managerId}`);
      return { resources: [], customFields: [] };
    },
    async schedules(context, ids) {
      reads.push(`schedules ${context.managerId} ${ids.join(',')}`);
      return new Map();
    },
  };
  return { catalog, reads, failOnce: () => (failNext = true), failAllTrees: () => (failAllTrees = true) };
}

const context = (managerId: number, catalogVersion?: string): CallContext => ({
  managerId,
  timezone: 'UTC',
  ...(catalogVersion ? { catalogVersion } : {}),
});

test('without a version every call reads afresh', async () => {
  const { catalog, reads } = countingCatalog();
  const cached = cachedResourceCatalog(catalog);
  await cached.tree(context(1), 7);
  await cached.tree(context(1), 7);
  await cached.mainResources(context(1));
  await cached.mainResources(context(1));
  assert.equal(reads.length, 4);
});

test('within one version a read is made once; another version reads again', async () => {
  const { catalog, reads } = countingCatalog();
  const cached = cachedResourceCatalog(catalog);
  for (let i = 0; i < 3; i += 1) {
    await cached.tree(context(1, 'v1'), 7);
    await cached.customFields(context(1, 'v1'));
    await cached.mainResources(context(1, 'v1'));
    await cached.schedules(context(1, 'v1'), [7, 8]);
  }
  assert.deepEqual(reads, ['tree 1 7', 'fields 1', 'mains 1', 'schedules 1 7,8']);
  await cached.tree(context(1, 'v2'), 7);
  await cached.schedules(context(1, 'v1'), [8]);
  assert.deepEqual(reads.slice(4), ['tree 1 7', 'schedules 1 8']);
});

test("nothing read for one manager answers another, even under the same version", async () => {
  const { catalog, reads } = countingCatalog();
  const cached = cachedResourceCatalog(catalog);
  assert.equal((await cached.tree(context(1, 'v'), 7)).main.title, 'of 1');
  assert.equal((await cached.tree(context(2, 'v'), 7)).main.title, 'of 2');
  assert.deepEqual(reads, ['tree 1 7', 'tree 2 7']);
});

test('a failed read is not kept: the next call asks again', async () => {
  const { catalog, reads, failOnce } = countingCatalog();
  const cached = cachedResourceCatalog(catalog);
  failOnce();
  await assert.rejects(cached.tree(context(1, 'v'), 7), /not found/);
  assert.equal((await cached.tree(context(1, 'v'), 7)).id, 7);
  assert.equal(reads.length, 2);
});

test('the second resource read under a version reads the whole catalog, once; the first alone does not', async () => {
  const { catalog, reads } = countingCatalog();
  const cached = cachedResourceCatalog(catalog);
  // One resource, booked again and again: its tree alone.
  for (let i = 0; i < 3; i += 1) await cached.tree(context(1, 'v1'), 7);
  assert.deepEqual(reads, ['tree 1 7']);
  // Another resource: every tree at once, and none asked for after it.
  assert.deepEqual(await cached.tree(context(1, 'v1'), 9), { id: 9, main: { id: 8, title: 'of 1' }, parts: [{ id: 9, title: 'part' }], schedule: { openingTimes: [], holidays: [] } });
  assert.equal((await cached.tree(context(1, 'v1'), 8)).id, 8);
  assert.equal((await cached.tree(context(1, 'v1'), 7)).id, 7);
  assert.deepEqual(reads, ['tree 1 7', 'all trees 1']);
  // A resource the catalog lacks is asked for alone (the resources service answers 404 for it).
  await cached.tree(context(1, 'v1'), 70);
  assert.deepEqual(reads.slice(2), ['tree 1 70']);
  // A new version starts again with one tree; another manager has nothing of this one's.
  await cached.tree(context(1, 'v2'), 8);
  await cached.tree(context(2, 'v1'), 8);
  assert.deepEqual(reads.slice(3), ['tree 1 8', 'tree 2 8']);
  assert.equal((await cached.tree(context(2, 'v1'), 7)).main.title, 'of 2');
  assert.deepEqual(reads.slice(5), ['all trees 2']);
});

test('a whole catalog that cannot be read is not tried again under that version: trees are read one by one', async () => {
  const { catalog, reads, failAllTrees } = countingCatalog();
  const cached = cachedResourceCatalog(catalog);
  failAllTrees();
  await cached.tree(context(1, 'v1'), 7);
  assert.equal((await cached.tree(context(1, 'v1'), 8)).id, 8);
  await cached.tree(context(1, 'v1'), 9);
  await cached.tree(context(1, 'v1'), 8);
  assert.deepEqual(reads, ['tree 1 7', 'all trees 1', 'tree 1 8', 'tree 1 9']);
});
