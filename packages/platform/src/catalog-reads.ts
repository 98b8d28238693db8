// Reads of a manager's resource catalog, reused while its catalog version stays the same. The
// gateway reads the version with each request's rate limit and passes it in the call context
// (CallContext.catalogVersion); after any change it hands out a new one, never one used before
// (catalog-versions.ts says why no reused read can outlive
// an acknowledged change). A read made under one manager and version is reused only by calls
// carrying the same manager and version; a call without a version reads afresh and keeps
// nothing; a failed read is never kept. Reused answers are shared: callers must not change them.
// Billing keeps customers the same way, under the manager's customers version (readUnder).
import { LRUCache } from 'lru-cache';
import type { CallContext } from './call-context.ts';

interface Kept {
  value: unknown;
  size: number;
}

export interface CatalogReads {
  /** `load()`'s answer, or the one kept for the same manager, version and `what` (which names the read and its arguments). */
  read<T>(context: CallContext, what: string, load: () => Promise<T>): Promise<T>;
  /** The same under a version the caller read itself (undefined: `load()`'s answer, nothing kept). */
  readUnder<T>(managerId: number, version: string | undefined, what: string, load: () => Promise<T>): Promise<T>;
}

/** About how many bytes an answer holds: its JSON's length (Maps as their entries), weighed once, when kept. */
function approximateBytes(value: unknown): number {
  return JSON.stringify(value, (_key, inner: unknown) => (inner instanceof Map ? [...inner] : inner))?.length ?? 1;
}

/** Reuse bounded to about `maxBytes` of answers (weighed as JSON); the oldest reads go first. */
export function catalogReads(maxBytes: number): CatalogReads {
  const kept = new LRUCache<string, Kept>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.size });
  const reads: CatalogReads = {
    read: (context, what, load) => reads.readUnder(context.managerId, context.catalogVersion, what, load),
    async readUnder(managerId, version, what, load) {
      if (version === undefined) return load();
      // The manager's id first: nothing read for one manager is ever found under another's.
      const key = `${managerId}|${version}|${what}`;
      const hit = kept.get(key);
      if (hit) return hit.value as Awaited<ReturnType<typeof load>>;
      const value = await load();
      const size = approximateBytes(value) + key.length;
      // An answer larger than the whole bound is not kept (LRUCache would refuse it anyway).
      if (size <= maxBytes) kept.set(key, { value, size });
      return value;
    },
  };
  return reads;
}
