// Catalog reads reused while the manager's catalog has not changed: a ResourceCatalog in front
// of the resources service's, reusing what a call of the same manager read under the same
// catalog version (platform's catalog-reads.ts says when; its catalog-versions.ts why
// that never outlives an acknowledged change). Answers are shared: callers must not change them.
import { catalogReads } from '@venue/platform';
import type { ResourceCatalog } from '../ports.ts';

/** The bound on what is kept, about 8 MB of answers (as JSON): the resources of a few hundred managers. */
const MAX_BYTES = 8_000_000;

export function cachedResourceCatalog(inner: ResourceCatalog): ResourceCatalog {
  const reads = catalogReads(MAX_BYTES);
  return {
    tree: (context, resourceId) => reads.read(context, `tree:${resourceId}`, () => inner.tree(context, resourceId)),
    customFields: (context) => reads.read(context, 'fields', () => inner.customFields(context)),
    mainResources: (context) => reads.read(context, 'mains', () => inner.mainResources(context)),
    schedules: (context, mainResourceIds) =>
      reads.read(context, `schedules:${mainResourceIds.join(',')}`, () => inner.schedules(context, mainResourceIds)),
  };
}
