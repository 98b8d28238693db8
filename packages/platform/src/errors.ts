// Domain errors and their one mapping to gRPC status codes: services throw DomainError, the gRPC server
// turns it into a status, clients turn that back, the gateway alone turns it into HTTP; infrastructure
// failures become DomainErrors through classifyError, on both sides. RESOURCE_EXHAUSTED and UNAVAILABLE
// are a service's own answer only with the DOMAIN_KIND trailer; without it they are grpc-js's (a message
// over the size limit: too_large; a peer unreachable: UNAVAILABLE_MESSAGE) (docs/decisions.md, 'An answer
// too large for gRPC is a 413', 'A busy service is a 503 with Retry-After').
// Speed: client-caused DomainErrors without a stack saved ~2 % of the gateway's and bookings' race CPU (5836f95; bench/REPORT.md, 23rd session).
import { Metadata, status, type StatusObject } from '@grpc/grpc-js';
import {
  infrastructureFailure,
  TIMEOUT_MESSAGE,
  TOO_LARGE_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from './infrastructure-failure.ts';

export type ErrorKind =
  | 'invalid' // the request is malformed or breaks a field rule
  | 'not_found' // no such thing for this manager
  | 'conflict' // clashes with existing data
  | 'refused' // a rule of the domain refused it (quota, state)
  | 'exhausted' // rate limited (by the gateway, or a service's own rate or quota)
  | 'too_large' // a message exceeds the size a gRPC call may carry (the answer, mostly)
  | 'unauthenticated'
  | 'unavailable' // a dependency is down
  | 'timeout' // a dependency did not answer within the deadline
  | 'internal';

/** The service's failures keep a stack, for the logs; other kinds are outcomes (docs/decisions.md, 'Client-caused errors carry no stack'). */
const KINDS_WITH_STACK: ReadonlySet<ErrorKind> = new Set<ErrorKind>(['unavailable', 'timeout', 'internal']);

export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly kind: ErrorKind,
    message: string,
    options?: ErrorOptions,
  ) {
    const stackTraceLimit = Error.stackTraceLimit;
    if (!KINDS_WITH_STACK.has(kind)) Error.stackTraceLimit = 0;
    try {
      super(message, options);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const refused = (message: string) => new DomainError('refused', message);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
/** An answer too large to carry (413); callers see TOO_LARGE_MESSAGE, the text is for the service. */
export const tooLarge = (message: string) => new DomainError('too_large', message);

const kindToStatus: Record<ErrorKind, status> = {
  invalid: status.INVALID_ARGUMENT,
  not_found: status.NOT_FOUND,
  conflict: status.ALREADY_EXISTS,
  refused: status.FAILED_PRECONDITION,
  exhausted: status.RESOURCE_EXHAUSTED,
  too_large: status.RESOURCE_EXHAUSTED,
  unauthenticated: status.UNAUTHENTICATED,
  unavailable: status.UNAVAILABLE,
  timeout: status.DEADLINE_EXCEEDED,
  internal: status.INTERNAL,
};

// kindToStatus read backwards (fromGrpcError tells too_large from 'exhausted'), and the statuses alike.
const statusToKind = new Map<number, ErrorKind>([
  ...(Object.entries(kindToStatus) as [ErrorKind, status][])
    .filter(([kind]) => kind !== 'too_large')
    .map(([kind, code]) => [code, kind] as const),
  [status.OUT_OF_RANGE, 'invalid'],
  [status.ABORTED, 'conflict'],
  [status.PERMISSION_DENIED, 'unauthenticated'],
  [status.CANCELLED, 'unavailable'],
]);

export type GrpcStatusError = Pick<StatusObject, 'code' | 'details'> & Partial<Pick<StatusObject, 'metadata'>>;

/** The trailer that marks a RESOURCE_EXHAUSTED or UNAVAILABLE as a service's own answer, not grpc-js's. */
export const DOMAIN_KIND = 'venue-error-kind';

/** The DomainError an error stands for: itself, its infrastructure failure (cause: the original), or undefined: a bug. */
export function classifyError(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  const failure = infrastructureFailure(error);
  return failure && new DomainError(failure.kind, failure.message, { cause: error });
}

/** What a gRPC handler reports for an error: domain errors keep their text, others hide it. */
export function toGrpcStatus(error: unknown): GrpcStatusError {
  const known = classifyError(error);
  // A failure of the infrastructure (its database gone) is the plain UNAVAILABLE of any peer.
  const ownUnavailable = error instanceof DomainError && error.kind === 'unavailable';
  if (known?.kind === 'exhausted' || ownUnavailable) {
    const metadata = new Metadata();
    metadata.set(DOMAIN_KIND, known!.kind);
    return { code: kindToStatus[known!.kind], details: known!.message, metadata };
  }
  // A too_large passed on by a service (its own call to a peer was too large) stays unmarked.
  if (known?.kind === 'too_large') return { code: status.RESOURCE_EXHAUSTED, details: TOO_LARGE_MESSAGE };
  if (known) return { code: kindToStatus[known.kind], details: known.message };
  return { code: status.INTERNAL, details: INTERNAL_DETAILS };
}

/** The details of every INTERNAL a service of ours answers (toGrpcStatus). */
const INTERNAL_DETAILS = 'internal error';

/**
 * An INTERNAL or UNKNOWN no service of ours answered: grpc-js's, as the HTTP/2 stream broke ("Received
 * RST_STREAM with code 2 …", under overload): unavailability (docs/decisions.md, 'A broken connection to a service is a 503').
 */
const isTransportFailure = (error: StatusObject) =>
  (error.code === status.INTERNAL || error.code === status.UNKNOWN) && error.details !== INTERNAL_DETAILS;

const ownAnswer = (error: StatusObject, kind: ErrorKind) => error.metadata?.get(DOMAIN_KIND)[0] === kind;

/** The domain error behind a failed gRPC call, from its status (grpc-js's ServiceError: a transport failure's cause, logged). */
export function fromGrpcError(error: StatusObject): DomainError {
  let kind = isTransportFailure(error) ? 'unavailable' : (statusToKind.get(error.code) ?? 'internal');
  if (kind === 'exhausted' && !ownAnswer(error, kind)) kind = 'too_large';
  if (kind === 'too_large') return new DomainError(kind, TOO_LARGE_MESSAGE);
  if (kind === 'unavailable' && ownAnswer(error, kind)) return new DomainError(kind, error.details);
  if (kind === 'unavailable' || kind === 'timeout') return new DomainError(kind, kind === 'timeout' ? TIMEOUT_MESSAGE : UNAVAILABLE_MESSAGE, { cause: error });
  if (kind === 'internal') return new DomainError(kind, INTERNAL_DETAILS);
  // Not grpc-js's message ("9 FAILED_PRECONDITION: …"): a status without details is named alike
  // on the channel path and the generated one (grpc-client.ts).
  return new DomainError(kind, error.details || status[error.code] || 'failed');
}
