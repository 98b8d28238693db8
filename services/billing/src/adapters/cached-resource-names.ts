// Resource names reused while the manager's catalog has not changed (platform's catalog-reads.ts
// says when, its owner-versions.ts where the version comes from). A call from the gateway carries
// the version its request read; an invoice made from a booking event has none, so the version is
// read from the resources service's schema right before the names are needed: a rename committed
// before that read is in the names, as it would be in a call to the resources service made then.
// No version (none kept yet, the owner's schema unreachable): the names are asked for. Reads are
// counted per resource (catalog_reads_total).
// Answers are shared: callers must not change them.
import { catalogReads, type OwnerVersions } from '@venue/platform';
import type { ResourceNames } from '../ports/index.ts';
import type { ResourceInfo } from '../pricing/types.ts';

/** The bound on what is kept, about 2 MB of answers (as JSON). */
const MAX_BYTES = 2_000_000;

export function cachedResourceNames(inner: ResourceNames, versions: OwnerVersions): ResourceNames {
  const reads = catalogReads(MAX_BYTES);
  return {
    async describe(context, ids) {
      const catalogVersion = context.catalogVersion ?? (await versions.current(context.managerId));
      // In id order, so that the same ids are answered alike whatever order they were asked in.
      const unique = [...new Set(ids)].sort((a, b) => a - b);
      if (catalogVersion === undefined) return reads.readUnder(context.managerId, undefined, 'describe', () => inner.describe(context, unique));
      // Each resource is kept on its own (an unknown id as null), so that bookings priced together,
      // whose ids differ from batch to batch, reuse what any ask read; one call asks for all the
      // ids not kept yet.
      const under = { ...context, catalogVersion };
      let asking: Promise<Map<number, ResourceInfo>> | undefined;
      const askMissing = () => (asking ??= inner.describe(context, unique.filter((id) => reads.kept(under, `resource:${id}`) === undefined)));
      const infos = await Promise.all(
        unique.map((id) => reads.readUnder(context.managerId, catalogVersion, `resource:${id}`, async () => (await askMissing()).get(id) ?? null)),
      );
      return new Map(unique.flatMap((id, i) => (infos[i] ? [[id, infos[i]] as const] : [])));
    },
  };
}
