// The resources client as the gateway's routes use it. Every call that is not a read is a write
// to the catalog: it is counted in and out of the manager's catalog version (catalog-versions.ts).
// Reads are listed, so that a method added later is treated as a write until it is listed here.
// The reads the v2 resource endpoints make are reused within one catalog version (platform's
// catalog-reads.ts), as the bookings service reuses its own.
import type { resources } from '@venue/contracts';
import {
  catalogReads,
  DomainError,
  localDate,
  UNAVAILABLE_MESSAGE,
  type CallContext,
  type Logger,
  type PromiseClient,
} from '@venue/platform';
import type { CatalogVersions } from './catalog-versions.ts';

type ResourcesClient = PromiseClient<resources.ResourcesServiceClient>;
type Call = (request: unknown, context: CallContext) => Promise<unknown>;

const CATALOG_READS = new Set<string>([
  'GetResource',
  'GetResourceTree',
  'ListResources',
  'ListSchedules',
  'GetSchedule',
  'ListCategories',
  'ListCustomFields',
  'DescribeResources',
]);

/** Reads reused within a version: what names one answer (its arguments) and what it weighs. */
const REUSED: Record<string, { what: (request: unknown, context: CallContext) => string; size: (answer: unknown) => number }> = {
  // The detail holds today's opening times and holidays: a new day is a new read.
  GetResource: {
    what: (request, context) => `resource:${(request as resources.GetResourceRequest).id}:${localDate(context.timezone).date}`,
    size: () => 1,
  },
  ListResources: {
    what: () => 'resources',
    size: (answer) => 1 + (answer as resources.ListResourcesResponse__Output).resources.length,
  },
};

/** At most this many catalog entries are kept (a resource detail is about 1 KB): 2 MB or so; the gateway is the service nearest its memory bound. */
const MAX_REUSED_ENTRIES = 2_000;

/** The resources client with its writes counted in the manager's catalog version and its v2 reads reused. */
export function catalogClient(client: ResourcesClient, versions: CatalogVersions, logger: Logger): ResourcesClient {
  const reads = catalogReads(MAX_REUSED_ENTRIES);
  const wrapped: Record<string, Call> = {};
  for (const [name, call] of Object.entries(client as unknown as Record<string, Call>)) {
    const reused = REUSED[name];
    if (reused) wrapped[name] = (request, context) => reads.read(context, reused.what(request, context), () => call(request, context), reused.size);
    else wrapped[name] = CATALOG_READS.has(name) ? call : countedWrite(name, call, versions, logger);
  }
  return wrapped as unknown as ResourcesClient;
}

function countedWrite(name: string, call: Call, versions: CatalogVersions, logger: Logger): Call {
  return async (request, context) => {
    try {
      await versions.beginWrite(context.managerId);
    } catch (error) {
      // Not counted, not sent: a change the readers of the catalog could not learn of is not made.
      logger.warn({ err: error, method: name }, 'catalog version unavailable: resources write refused');
      throw new DomainError('unavailable', UNAVAILABLE_MESSAGE);
    }
    try {
      return await call(request, context);
    } finally {
      // A failed count-out leaves the write counted: nothing is reused until its lease ends.
      await versions.endWrite(context.managerId).catch((error: unknown) => {
        logger.warn({ err: error, method: name }, 'catalog version not renewed after a resources write');
      });
    }
  };
}
