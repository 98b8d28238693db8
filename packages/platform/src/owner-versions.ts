// A manager's version of the data another service owns, read from its owner (docs/decisions.md,
// 'Versions are kept by the services that own the data'): the resources service advances the
// catalog version, the customers service the customers version, in the same transaction as every
// write (their migrations' triggers), and each exposes it as one function of its schema. Reads of
// that data are reused under the version (catalog-reads.ts). No version (none kept yet, the owner's
// database unreachable): the caller reads afresh, which costs speed, never freshness.
import { sql, type Kysely } from 'kysely';

/** What a version is of: the manager's resource catalog, or the manager's customers. */
export type VersionScope = 'catalog' | 'customers';

/** The owner's function that answers a manager's version of each scope. */
const VERSION_OF = {
  catalog: sql`resources.catalog_version_of`,
  customers: sql`customers.customers_version_of`,
};

/** What a version looks like: the owner's server start, a dot, a transaction id. */
export const VERSION_PATTERN = /^\d{1,20}\.\d{1,20}$/;

export interface OwnerVersions {
  /** The manager's version now; undefined when the owner has none or cannot be asked. */
  current(managerId: number): Promise<string | undefined>;
}

/** Versions of `scope` read over `db`, a pool on the owner's database. */
export function ownerVersions<DB>(db: Kysely<DB>, scope: VersionScope): OwnerVersions {
  return {
    async current(managerId) {
      try {
        const { rows } = await sql<{ version: string | null }>`select ${VERSION_OF[scope]}(${managerId}) as version`.execute(db);
        return rows[0]?.version ?? undefined;
      } catch {
        return undefined;
      }
    },
  };
}
