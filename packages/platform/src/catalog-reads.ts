// Reads of a manager's resource catalog, reused while its catalog version stays the same. The
// gateway reads the version with each request's rate limit and passes it in the call context
// (CallContext.catalogVersion); after any change it hands out a new one, never one used before
// (catalog-versions.ts says why no reused read can outlive
// an acknowledged change). A read made under one manager and version is reused only by calls
// carrying the same manager and version; a call without a version reads afresh and keeps
// nothing; a failed read is never kept. Reused answers are shared: callers must not change them.
// Billing keeps customers the same way, under the manager's customers version (readUnder).
//
// Calls that miss while the same read is under way wait for it instead of asking again (single
// flight): after a catalog change every call in flight for that manager misses at once, and
// each would otherwise make the same call to the resources service. A joiner shares nothing a
// kept answer would not (same manager, version and read). If the read it joined fails, its
// joiners read again, once, together: the failure may be the first caller's own (its deadline
// ran out first), and a joiner should not fail for another call's sake; a failure of the retry
// is theirs. A joiner waits for the read it joined, bounded by that read's deadline, not its
// own: the gateway gives every call the same time, so a later call's deadline is later, but a
// billing read for an event (no caller, the services' own gRPC deadline) may outlast an API
// call that joined it, which then times out at its caller as a slow read of its own would.
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
  /** The answer kept for the same manager, version and `what`, without reading; undefined when none is. */
  kept<T>(context: CallContext, what: string): T | undefined;
}

/** About how many bytes an answer holds: its JSON's length (Maps as their entries), weighed once, when kept. */
function approximateBytes(value: unknown): number {
  return JSON.stringify(value, (_key, inner: unknown) => (inner instanceof Map ? [...inner] : inner))?.length ?? 1;
}

/** Reuse bounded to about `maxBytes` of answers (weighed as JSON); the oldest reads go first. */
export function catalogReads(maxBytes: number): CatalogReads {
  const kept = new LRUCache<string, Kept>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.size });
  /** Reads under way, by the same key as what is kept; each leaves when it settles. */
  const underWay = new Map<string, Promise<unknown>>();
  /** The kept answer, the read under way (joined), or a new read; `retry`: once, if the joined read fails. */
  async function keyedRead<T>(key: string, load: () => Promise<T>, retry: boolean): Promise<T> {
    const hit = kept.get(key);
    if (hit) return hit.value as T;
    const joined = underWay.get(key) as Promise<T> | undefined;
    // The joiners of a failed read retry together: one of them reads, the others join it.
    if (joined) return retry ? joined.catch(() => keyedRead(key, load, false)) : joined;
    const reading = load().then((value) => {
      const size = approximateBytes(value) + key.length;
      // An answer larger than the whole bound is not kept (LRUCache would refuse it anyway).
      if (size <= maxBytes) kept.set(key, { value, size });
      return value;
    });
    underWay.set(key, reading);
    try {
      return await reading;
    } finally {
      if (underWay.get(key) === reading) underWay.delete(key);
    }
  }
  // The manager's id first: nothing read for one manager is ever found under another's.
  const keyOf = (managerId: number, version: string, what: string) => `${managerId}|${version}|${what}`;
  const reads: CatalogReads = {
    read: (context, what, load) => reads.readUnder(context.managerId, context.catalogVersion, what, load),
    async readUnder(managerId, version, what, load) {
      if (version === undefined) return load();
      return keyedRead(keyOf(managerId, version, what), load, true);
    },
    kept: <T>(context: CallContext, what: string) =>
      context.catalogVersion === undefined ? undefined : (kept.get(keyOf(context.managerId, context.catalogVersion, what))?.value as T | undefined),
  };
  return reads;
}
