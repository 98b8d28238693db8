// Catalog reads reused while the manager's catalog has not changed: a ResourceCatalog in front
// of the resources service's. A call whose context carries the catalog version the gateway read
// for its request (CallContext.catalogVersion) takes what a call of the same manager read under
// that same version; a version that differs never matches, so after a change the gateway hands
// out a new version and every read is made afresh (the gateway's catalog-versions.ts says why that
// holds however writes and reads interleave). A call without a version (an event consumer, a
// write in progress, Redis away) reads afresh and keeps nothing. Failures are never kept, so a
// 404 is always asked again. Answers are shared between calls: callers must not change them.
import { LRUCache } from 'lru-cache';
import type { CallContext } from '@venue/platform';
import type { ResourceCatalog } from '../ports.ts';

/**
 * The bound on what is kept, in catalog entries (a resource, a part, a schedule, a field
 * definition): a few hundred bytes each, so a few MB in all. The oldest reads go first.
 */
const MAX_ENTRIES = 20_000;

interface Kept {
  value: unknown;
  size: number;
}

export function cachedResourceCatalog(inner: ResourceCatalog): ResourceCatalog {
  const kept = new LRUCache<string, Kept>({ maxSize: MAX_ENTRIES, sizeCalculation: (entry) => entry.size });

  async function read<T>(context: CallContext, what: string, load: () => Promise<T>, size: (value: T) => number): Promise<T> {
    if (context.catalogVersion === undefined) return load();
    // The manager's id first: nothing read for one manager is ever found under another's.
    const key = `${context.managerId}|${context.catalogVersion}|${what}`;
    const hit = kept.get(key);
    if (hit) return hit.value as T;
    const value = await load();
    kept.set(key, { value, size: Math.min(MAX_ENTRIES, Math.max(1, size(value))) });
    return value;
  }

  return {
    tree: (context, resourceId) =>
      read(context, `tree:${resourceId}`, () => inner.tree(context, resourceId), (tree) => 1 + tree.parts.length),
    customFields: (context) => read(context, 'fields', () => inner.customFields(context), (fields) => 1 + fields.length),
    mainResources: (context) =>
      read(
        context,
        'mains',
        () => inner.mainResources(context),
        (list) => 1 + list.customFields.length + list.resources.reduce((n, r) => n + 1 + r.partIds.length, 0),
      ),
    schedules: (context, mainResourceIds) =>
      read(
        context,
        `schedules:${mainResourceIds.join(',')}`,
        () => inner.schedules(context, mainResourceIds),
        (schedules) => 1 + schedules.size,
      ),
  };
}
