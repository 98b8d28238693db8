// Domain errors and their one mapping to gRPC status codes. Services throw DomainError; the
// gRPC server turns it into a status; clients turn the status back into a DomainError; the
// gateway alone turns it into HTTP. Failures of the infrastructure (a database gone, NUL in a
// text) become DomainErrors through classifyError, on both sides of a call.
import { status, type ServiceError } from '@grpc/grpc-js';
import { infrastructureFailure, TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE } from './infrastructure-failure.ts';

export type ErrorKind =
  | 'invalid' // the request is malformed or breaks a field rule
  | 'not_found' // no such thing for this manager
  | 'conflict' // clashes with existing data
  | 'refused' // a rule of the domain refused it (quota, state)
  | 'exhausted' // rate limited
  | 'unauthenticated'
  | 'unavailable' // a dependency is down
  | 'timeout' // a dependency did not answer within the deadline
  | 'internal';

export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly kind: ErrorKind,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const refused = (message: string) => new DomainError('refused', message);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);

const kindToStatus: Record<ErrorKind, status> = {
  invalid: status.INVALID_ARGUMENT,
  not_found: status.NOT_FOUND,
  conflict: status.ALREADY_EXISTS,
  refused: status.FAILED_PRECONDITION,
  exhausted: status.RESOURCE_EXHAUSTED,
  unauthenticated: status.UNAUTHENTICATED,
  unavailable: status.UNAVAILABLE,
  timeout: status.DEADLINE_EXCEEDED,
  internal: status.INTERNAL,
};

const statusToKind = new Map<number, ErrorKind>([
  [status.INVALID_ARGUMENT, 'invalid'],
  [status.OUT_OF_RANGE, 'invalid'],
  [status.NOT_FOUND, 'not_found'],
  [status.ALREADY_EXISTS, 'conflict'],
  [status.ABORTED, 'conflict'],
  [status.FAILED_PRECONDITION, 'refused'],
  [status.RESOURCE_EXHAUSTED, 'exhausted'],
  [status.UNAUTHENTICATED, 'unauthenticated'],
  [status.PERMISSION_DENIED, 'unauthenticated'],
  [status.UNAVAILABLE, 'unavailable'],
  [status.DEADLINE_EXCEEDED, 'timeout'],
  [status.CANCELLED, 'unavailable'],
]);

export interface GrpcStatusError {
  code: status;
  details: string;
}

/**
 * The DomainError an error stands for: itself if it is one, the infrastructure failure behind it
 * (see infrastructure-failure.ts, with the original as its cause), or undefined for a bug.
 */
export function classifyError(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  const failure = infrastructureFailure(error);
  return failure && new DomainError(failure.kind, failure.message, { cause: error });
}

/** What a gRPC handler reports for an error: domain errors keep their text, others hide it. */
export function toGrpcStatus(error: unknown): GrpcStatusError {
  const known = classifyError(error);
  if (known) return { code: kindToStatus[known.kind], details: known.message };
  return { code: status.INTERNAL, details: 'internal error' };
}

/** The domain error behind a failed gRPC call, as seen by the caller. */
export function fromGrpcError(error: ServiceError): DomainError {
  const kind = statusToKind.get(error.code) ?? 'internal';
  if (kind === 'unavailable') return new DomainError(kind, UNAVAILABLE_MESSAGE);
  if (kind === 'timeout') return new DomainError(kind, TIMEOUT_MESSAGE);
  if (kind === 'internal') return new DomainError(kind, 'internal error');
  return new DomainError(kind, error.details || error.message);
}
