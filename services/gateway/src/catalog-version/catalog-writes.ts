// Every call to the resources service that is not a read is a write to the catalog: it is counted
// in and out of the manager's catalog version (catalog-versions.ts). Reads are listed, so that a
// method added later is treated as a write until it is listed here.
import type { resources } from '@venue/contracts';
import { DomainError, UNAVAILABLE_MESSAGE, type CallContext, type Logger, type PromiseClient } from '@venue/platform';
import type { CatalogVersions } from './catalog-versions.ts';

type ResourcesClient = PromiseClient<resources.ResourcesServiceClient>;

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

type Call = (request: unknown, context: CallContext) => Promise<unknown>;

/** The resources client with its writes counted in the manager's catalog version. */
export function withCatalogWrites(client: ResourcesClient, versions: CatalogVersions, logger: Logger): ResourcesClient {
  const wrapped: Record<string, Call> = {};
  for (const [name, call] of Object.entries(client as unknown as Record<string, Call>)) {
    wrapped[name] = CATALOG_READS.has(name) ? call : countedWrite(name, call, versions, logger);
  }
  return wrapped as unknown as ResourcesClient;
}

function countedWrite(name: string, call: Call, versions: CatalogVersions, logger: Logger): Call {
  return async (request, context) => {
    try {
      await versions.beginWrite(context.managerId);
    } catch (error) {
      // Not counted, not sent: a change the bookings service could not learn of is not made.
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
