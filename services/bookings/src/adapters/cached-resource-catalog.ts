// Catalog reads reused while the manager's catalog has not changed: a ResourceCatalog in front
// of the resources service's, reusing what a call of the same manager read under the same
// catalog version (platform's catalog-reads.ts says when; the gateway's catalog-versions.ts why
// that never outlives an acknowledged change). Answers are shared: callers must not change them.
import { catalogReads } from '@venue/platform';
import type { ResourceCatalog } from '../ports.ts';

/** The bound on what is kept, in catalog entries (a resource, a part, a schedule, a field): a few MB in all. */
const MAX_ENTRIES = 10_000;

export function cachedResourceCatalog(inner: ResourceCatalog): ResourceCatalog {
  const reads = catalogReads(MAX_ENTRIES);
  return {
    tree: (context, resourceId) =>
      reads.read(context, `tree:${resourceId}`, () => inner.tree(context, resourceId), (tree) => 1 + tree.parts.length),
    customFields: (context) => reads.read(context, 'fields', () => inner.customFields(context), (fields) => 1 + fields.length),
    mainResources: (context) =>
      reads.read(
        context,
        'mains',
        () => inner.mainResources(context),
        (list) => 1 + list.customFields.length + list.resources.reduce((n, r) => n + 1 + r.partIds.length, 0),
      ),
    schedules: (context, mainResourceIds) =>
      reads.read(
        context,
        `schedules:${mainResourceIds.join(',')}`,
        () => inner.schedules(context, mainResourceIds),
        (schedules) => 1 + schedules.size,
      ),
  };
}
