// Catalog reads reused while the manager's catalog has not changed: a ResourceCatalog in front
// of the resources service's, reusing what a call of the same manager read under the same
// catalog version (platform's catalog-reads.ts says when; its owner-versions.ts why
// that never outlives a committed change). Answers are shared: callers must not change them.
//
// Every booking needs its resource's tree. The first tree a version needs is read alone; the
// second, of another resource, reads the trees of the whole catalog at once, kept for every
// booking after it until the catalog changes. A catalog edited between single bookings pays no
// more than before, and bookings spread over many resources ask the resources service once. A
// whole catalog that cannot be read or kept (too large for an answer or for the bound, too slow)
// is not tried again under that version: its trees are read one by one, as before.
import { catalogReads } from '@venue/platform';
import type { CatalogTrees, ResourceCatalog, ResourceTree } from '../ports.ts';

/** The bound on what is kept, about 8 MB of answers (as JSON): the resources of a few hundred managers. */
const MAX_BYTES = 8_000_000;
/** Kept once a tree has been read under a version: the next resource's reads them all. */
const A_TREE_READ = 'tree read';
const ALL_TREES = 'all trees';
/** Kept once the whole catalog could not be read or kept under a version. */
const ONE_BY_ONE = 'trees one by one';

function treeIn(trees: CatalogTrees, id: number): ResourceTree | undefined {
  const mainId = trees.mainOf.get(id);
  const tree = mainId === undefined ? undefined : trees.byMain.get(mainId);
  return tree && { id, ...tree };
}

export function cachedResourceCatalog(inner: ResourceCatalog): ResourceCatalog {
  const reads = catalogReads(MAX_BYTES);
  const allTrees: ResourceCatalog['allTrees'] = (context) => reads.read(context, ALL_TREES, () => inner.allTrees(context));
  return {
    async tree(context, resourceId) {
      // A resource the whole catalog lacks is not the manager's: the resources service says so (404).
      const all = reads.kept<CatalogTrees>(context, ALL_TREES);
      if (all) return treeIn(all, resourceId) ?? inner.tree(context, resourceId);
      const one = reads.kept<ResourceTree>(context, `tree:${resourceId}`);
      if (one) return one;
      if (reads.kept(context, A_TREE_READ) && !reads.kept(context, ONE_BY_ONE)) {
        const trees = await allTrees(context).catch(() => undefined);
        if (!trees || !reads.kept(context, ALL_TREES)) await reads.read(context, ONE_BY_ONE, async () => true);
        if (trees) return treeIn(trees, resourceId) ?? inner.tree(context, resourceId);
      }
      const tree = await reads.read(context, `tree:${resourceId}`, () => inner.tree(context, resourceId));
      await reads.read(context, A_TREE_READ, async () => true);
      return tree;
    },
    allTrees,
    customFields: (context) => reads.read(context, 'fields', () => inner.customFields(context)),
    mainResources: (context) => reads.read(context, 'mains', () => inner.mainResources(context)),
    schedules: (context, mainResourceIds) =>
      reads.read(context, `schedules:${mainResourceIds.join(',')}`, () => inner.schedules(context, mainResourceIds)),
  };
}
