// Reads of a manager's resource catalog, reused while its catalog version stays the same. The
// gateway reads the version with each request's rate limit and passes it in the call context
// (CallContext.catalogVersion); after any change it hands out a new one, never one used before
// (services/gateway/src/catalog-version/catalog-versions.ts says why no reused read can outlive
// an acknowledged change). A read made under one manager and version is reused only by calls
// carrying the same manager and version; a call without a version reads afresh and keeps
// nothing; a failed read is never kept. Reused answers are shared: callers must not change them.
import { LRUCache } from 'lru-cache';
import type { CallContext } from './call-context.ts';

interface Kept {
  value: unknown;
  size: number;
}

export interface CatalogReads {
  /**
   * `load()`'s answer, or the one kept for the same manager, version and `what` (which names the
   * read and its arguments). `size` weighs an answer against the bound (catalog entries in it).
   */
  read<T>(context: CallContext, what: string, load: () => Promise<T>, size?: (value: T) => number): Promise<T>;
}

/** Reuse bounded to `maxEntries` catalog entries (resources, parts, schedules: a few hundred bytes each); the oldest reads go first. */
export function catalogReads(maxEntries: number): CatalogReads {
  const kept = new LRUCache<string, Kept>({ maxSize: maxEntries, sizeCalculation: (entry) => entry.size });
  return {
    async read(context, what, load, size) {
      if (context.catalogVersion === undefined) return load();
      // The manager's id first: nothing read for one manager is ever found under another's.
      const key = `${context.managerId}|${context.catalogVersion}|${what}`;
      const hit = kept.get(key);
      if (hit) return hit.value as Awaited<ReturnType<typeof load>>;
      const value = await load();
      kept.set(key, { value, size: Math.min(maxEntries, Math.max(1, size ? size(value) : 1)) });
      return value;
    },
  };
}
