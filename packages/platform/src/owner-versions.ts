// A manager's version of the data another service owns, read from its owner (docs/decisions.md,
// 'Versions are kept by the services that own the data'): the resources service advances the
// catalog version, the customers service the customers version, in the same transaction as every
// write (their migrations' triggers), and each exposes it as one function of its schema. Reads of
// that data are reused under the version (catalog-reads.ts). No version (none kept yet, the owner's
// database unreachable): the caller reads afresh, which costs speed, never freshness.
// Speed: one query at a time for all reads waiting (below) took the read scenario from 2,356 to 14,361
// req/s and the race ratio from 0.367 to 0.576 (a query per request before; bench/REPORT.md, 2026-12-02).
import { sql, type Kysely } from 'kysely';
import { createDb } from './db.ts';

/** What a version is of: the manager's resource catalog, or the manager's customers. */
export type VersionScope = 'catalog' | 'customers';

const VERSION_OF = {
  catalog: sql`resources.catalog_version_of`,
  customers: sql`customers.customers_version_of`,
};

/** The longest a version read waits: past it the reads of the batch go without (a hung query or lock must not stall every request). */
const VERSION_READ_TIMEOUT_MS = 500;

/** What a version looks like: the owner's server start, a dot, a transaction id. */
export const VERSION_PATTERN = /^\d{1,20}\.\d{1,20}$/;

export interface OwnerVersions {
  /** The manager's version now; undefined when the owner has none or cannot be asked. */
  current(managerId: number): Promise<string | undefined>;
  /** Closes the pool it opened on the owner's database (ownerVersionsAt), if any. */
  close(): Promise<void>;
}

/**
 * Versions of `scope` from the owner's database at `url` (RESOURCES_DATABASE_URL and the like: one
 * connection of its own, as one query runs at a time), or over `db` if `url` is empty (one database for all).
 */
export function ownerVersionsAt<DB>(url: string, db: Kysely<DB>, scope: VersionScope, schema: string): OwnerVersions {
  if (!url) return ownerVersions(db, scope);
  const own = createDb<unknown>({ url, schema, max: 1 });
  return { ...ownerVersions(own, scope), close: () => own.destroy() };
}

/**
 * Versions of `scope` read over `db`, a pool on the owner's database. One query at a time: the reads
 * that arrive while one is under way wait for the next, which answers them all (one row per manager).
 * Never an answer from a query sent before the read arrived, so a write acknowledged before is seen.
 */
export function ownerVersions<DB>(db: Kysely<DB>, scope: VersionScope): OwnerVersions {
  type Waiters = Map<number, ((version: string | undefined) => void)[]>;
  let next: Waiters = new Map();
  let underWay = false;
  async function send(): Promise<void> {
    const batch = next;
    next = new Map();
    underWay = true;
    const found = new Map<number, string>();
    let timer: NodeJS.Timeout | undefined;
    try {
      const query = sql<{ manager_id: number; version: string | null }>`
        select m as manager_id, ${VERSION_OF[scope]}(m) as version from unnest(${[...batch.keys()]}::bigint[]) as m`.execute(db);
      const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), VERSION_READ_TIMEOUT_MS)));
      const answer = await Promise.race([query, late]);
      for (const row of answer?.rows ?? []) if (row.version) found.set(row.manager_id, row.version);
    } catch {
      // No version: every read of the batch reads afresh.
    } finally {
      clearTimeout(timer);
    }
    for (const [managerId, waiters] of batch) for (const resolve of waiters) resolve(found.get(managerId));
    underWay = false;
    if (next.size > 0) void send();
  }
  return {
    close: async () => undefined,
    current: (managerId) =>
      new Promise((resolve) => {
        const waiters = next.get(managerId);
        if (waiters) waiters.push(resolve);
        else next.set(managerId, [resolve]);
        if (!underWay) void send();
      }),
  };
}
