// Catalog reads reused while the manager's catalog version stays the same (owner-versions.ts). A read
// is kept per manager, version and read; a call without a version reads afresh and keeps nothing; a
// failed read is never kept; kept answers are shared (callers must not change them). Billing keeps
// customers so under their own version (readUnder). Calls that miss while the same read is under way
// join it (docs/decisions.md, 'Catalog reads fly once'), bounded by that read's deadline, not their
// own: a billing read for an event (the services' gRPC deadline) may outlast an API call that joined
// it, which then times out at its caller as a slow read of its own would.
// Speed: the read scenario's stack/baseline ratio 0.205 without reuse, 1.619 with (4a2c4dc; bench/REPORT.md, 2026-12-01 run).
import { LRUCache } from 'lru-cache';
import type { CallContext } from './call-context.ts';
import { counter } from './metrics.ts';
import type { VersionScope } from './owner-versions.ts';

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

/** How each read went: `hit` (kept, or joined a read under way), `miss` (read and kept), `no_version` (read afresh). */
const OUTCOMES = {
  catalog: counter({ name: 'catalog_reads_total', help: 'Catalog reads by outcome: hit (reused), miss, no_version (read afresh)', labelNames: ['outcome'] }),
  customers: counter({ name: 'customers_reads_total', help: 'Customer reads by outcome: hit (reused), miss, no_version (read afresh)', labelNames: ['outcome'] }),
};

/** Reuse of `scope`'s reads bounded to about `maxBytes` of answers (weighed as JSON); the oldest reads go first. */
export function catalogReads(maxBytes: number, scope: VersionScope = 'catalog'): CatalogReads {
  const outcomes = OUTCOMES[scope];
  const kept = new LRUCache<string, Kept>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.size });
  /** Reads under way, by the same key as what is kept; each leaves when it settles. */
  const underWay = new Map<string, Promise<unknown>>();
  /** The kept answer, the read under way (joined), or a new read; `retry`: once, if the joined read fails. */
  async function keyedRead<T>(key: string, load: () => Promise<T>, retry: boolean): Promise<T> {
    const hit = kept.get(key);
    const joined = underWay.get(key) as Promise<T> | undefined;
    outcomes.inc({ outcome: hit || joined ? 'hit' : 'miss' });
    if (hit) return hit.value as T;
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
      if (version === undefined) {
        outcomes.inc({ outcome: 'no_version' });
        return load();
      }
      return keyedRead(keyOf(managerId, version, what), load, true);
    },
    kept: <T>(context: CallContext, what: string) =>
      context.catalogVersion === undefined ? undefined : (kept.get(keyOf(context.managerId, context.catalogVersion, what))?.value as T | undefined),
  };
  return reads;
}
