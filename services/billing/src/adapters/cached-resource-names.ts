// Resource names reused while the manager's catalog has not changed (platform's catalog-reads.ts
// says when, its owner-versions.ts where the version comes from). A call from the gateway carries
// the version its request read; an invoice made from a booking event has none, so the version is
// read from the resources service's schema right before the names are needed: a rename committed
// before that read is in the names, as it would be in a call to the resources service made then.
// No version (none kept yet, the owner's schema unreachable): the names are asked for.
// Answers are shared: callers must not change them.
import { catalogReads, type OwnerVersions } from '@venue/platform';
import type { ResourceNames } from '../ports/index.ts';

/** The bound on what is kept, about 2 MB of answers (as JSON). */
const MAX_BYTES = 2_000_000;

export function cachedResourceNames(inner: ResourceNames, versions: OwnerVersions): ResourceNames {
  const reads = catalogReads(MAX_BYTES);
  return {
    async describe(context, ids) {
      const catalogVersion = context.catalogVersion ?? (await versions.current(context.managerId));
      const what = `describe:${[...new Set(ids)].sort((a, b) => a - b).join(',')}`;
      return reads.readUnder(context.managerId, catalogVersion, what, () => inner.describe(context, ids));
    },
  };
}
