// The resources client as the gateway's routes use it. Every call that is not a read is a write
// to the catalog: it is counted in and out of the manager's catalog version (platform's catalog-versions.ts).
// Reads are those the proto marks NO_SIDE_EFFECTS (readMethodsOf), so that a method added later is
// treated as a write until its proto says otherwise.
// The reads the v2 resource endpoints make are reused within one catalog version (platform's
// catalog-reads.ts), as the bookings service reuses its own.
import { readMethodsOf, resourcesPackage, type resources } from '@venue/contracts';
import { catalogReads, localDate, type CallContext, type CatalogVersions, type Logger, type PromiseClient } from '@venue/platform';
import { countedClient } from './counted-writes.ts';

type ResourcesClient = PromiseClient<resources.ResourcesServiceClient>;
const CATALOG_WRITE = { version: 'catalog', service: 'resources' };

const CATALOG_READS = readMethodsOf(resourcesPackage().ResourcesService.service);

/** Reads reused within a version, and what names one answer (its arguments). */
const REUSED: Record<string, (request: unknown, context: CallContext) => string> = {
  // The detail holds today's opening times and holidays: a new day is a new read.
  GetResource: (request, context) => `resource:${(request as resources.GetResourceRequest).id}:${localDate(context.timezone).date}`,
  ListResources: () => 'resources',
};

/** About 2 MB of answers are kept (as JSON): the gateway is the service nearest its memory bound. */
const MAX_REUSED_BYTES = 2_000_000;

/** The resources client with its writes counted in the manager's catalog version and its v2 reads reused. */
export function catalogClient(client: ResourcesClient, versions: CatalogVersions, logger: Logger): ResourcesClient {
  const reads = catalogReads(MAX_REUSED_BYTES);
  const wrapped = countedClient(client, CATALOG_READS, CATALOG_WRITE, versions, logger);
  for (const [name, reused] of Object.entries(REUSED)) {
    const call = wrapped[name]!;
    wrapped[name] = (request, context) => reads.read(context, reused(request, context), () => call(request, context));
  }
  return wrapped as unknown as ResourcesClient;
}
