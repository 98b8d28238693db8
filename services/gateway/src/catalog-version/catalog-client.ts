// The resources client as the gateway's routes use it. Every call that is not a read is a write
// to the catalog: it is counted in and out of the manager's catalog version (platform's catalog-versions.ts).
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
import type { CatalogVersions } from '@venue/platform';

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
  const wrapped: Record<string, Call> = {};
  for (const [name, call] of Object.entries(client as unknown as Record<string, Call>)) {
    const reused = REUSED[name];
    if (reused) wrapped[name] = (request, context) => reads.read(context, reused(request, context), () => call(request, context));
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
    let answer: unknown;
    try {
      answer = await call(request, context);
    } catch (error) {
      // A write that may still commit (no answer in time, a lost connection, a failure of the
      // service) stays counted: nothing is reused until its lease ends, long after any commit.
      // A refusal the service answered (bad input, not found, a rule) changed nothing.
      if (outcomeKnown(error)) await countOut(name, context, versions, logger);
      throw error;
    }
    await countOut(name, context, versions, logger);
    return answer;
  };
}

const REFUSALS = new Set(['invalid', 'not_found', 'conflict', 'refused', 'exhausted', 'unauthenticated']);

function outcomeKnown(error: unknown): boolean {
  return error instanceof DomainError && REFUSALS.has(error.kind);
}

/** A failed count-out leaves the write counted: nothing is reused until its lease ends. */
async function countOut(name: string, context: CallContext, versions: CatalogVersions, logger: Logger): Promise<void> {
  await versions.endWrite(context.managerId).catch((error: unknown) => {
    logger.warn({ err: error, method: name }, 'catalog version not renewed after a resources write');
  });
}
