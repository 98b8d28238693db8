// The resources client as the gateway's routes use it: the reads the v2 resource endpoints make
// are reused within the manager's catalog version, which the resources service advances with
// every write however it reaches it (platform's owner-versions.ts), as the bookings service
// reuses its own reads (platform's catalog-reads.ts). Writes pass through untouched.
import type { resources } from '@venue/contracts';
import { catalogReads, localDate, type CallContext, type PromiseClient } from '@venue/platform';

type ResourcesClient = PromiseClient<resources.ResourcesServiceClient>;
type Call = (request: unknown, context: CallContext) => Promise<unknown>;

/** Reads reused within a version, and what names one answer (its arguments). */
const REUSED: Record<string, (request: unknown, context: CallContext) => string> = {
  // The detail holds today's opening times and holidays: a new day is a new read.
  GetResource: (request, context) => `resource:${(request as resources.GetResourceRequest).id}:${localDate(context.timezone).date}`,
  ListResources: () => 'resources',
};

/** About 2 MB of answers are kept (as JSON): the gateway is the service nearest its memory bound. */
const MAX_REUSED_BYTES = 2_000_000;

/** The resources client with its v2 reads reused within the catalog version of the call. */
export function catalogClient(client: ResourcesClient): ResourcesClient {
  const reads = catalogReads(MAX_REUSED_BYTES);
  const wrapped: Record<string, Call> = { ...(client as unknown as Record<string, Call>) };
  for (const [name, reused] of Object.entries(REUSED)) {
    const call = wrapped[name]!;
    wrapped[name] = (request, context) => reads.read(context, reused(request, context), () => call(request, context));
  }
  return wrapped as unknown as ResourcesClient;
}
