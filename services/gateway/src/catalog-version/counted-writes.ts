// Writes counted in and out of a manager's version (platform's catalog-versions.ts): in before the
// write is sent, out (with a new token) once its outcome is known. The resources client counts
// its catalog writes, the customers client the writes that change an existing customer.
import { DomainError, UNAVAILABLE_MESSAGE, type CallContext, type CatalogVersions, type Logger } from '@venue/platform';

export type Call = (request: unknown, context: CallContext) => Promise<unknown>;

/** How the logs name a write: the version it counts in ("catalog") and its service ("resources"). */
export interface WriteLabel {
  version: string;
  service: string;
}

/**
 * The methods of `client`, each one not in `notCounted` counted in `versions` (a method added to
 * the service later is counted until it is listed).
 */
export function countedClient(
  client: object,
  notCounted: ReadonlySet<string>,
  label: WriteLabel,
  versions: CatalogVersions,
  logger: Logger,
): Record<string, Call> {
  const wrapped: Record<string, Call> = {};
  for (const [name, call] of Object.entries(client as Record<string, Call>)) {
    wrapped[name] = notCounted.has(name) ? call : countedWrite(label, name, call, versions, logger);
  }
  return wrapped;
}

/** `call` (the method `name`) counted in `versions`. */
function countedWrite(label: WriteLabel, name: string, call: Call, versions: CatalogVersions, logger: Logger): Call {
  return async (request, context) => {
    try {
      await versions.beginWrite(context.managerId);
    } catch (error) {
      // Not counted, not sent: a change the readers of the version could not learn of is not made.
      logger.warn({ err: error, method: name }, `${label.version} version unavailable: ${label.service} write refused`);
      throw new DomainError('unavailable', UNAVAILABLE_MESSAGE);
    }
    let answer: unknown;
    try {
      answer = await call(request, context);
    } catch (error) {
      // A write that may still commit (no answer in time, a lost connection, a failure of the
      // service) stays counted: nothing is reused until its lease ends, long after any commit.
      // A refusal the service answered (bad input, not found, a rule) changed nothing.
      if (outcomeKnown(error)) await countOut(label, name, context, versions, logger);
      throw error;
    }
    await countOut(label, name, context, versions, logger);
    return answer;
  };
}

const REFUSALS = new Set(['invalid', 'not_found', 'conflict', 'refused', 'exhausted', 'unauthenticated']);

function outcomeKnown(error: unknown): boolean {
  return error instanceof DomainError && REFUSALS.has(error.kind);
}

/** A failed count-out leaves the write counted: nothing is reused until its lease ends. */
async function countOut(label: WriteLabel, name: string, context: CallContext, versions: CatalogVersions, logger: Logger): Promise<void> {
  await versions.endWrite(context.managerId).catch((error: unknown) => {
    logger.warn({ err: error, method: name }, `${label.version} version not renewed after a ${label.service} write`);
  });
}
