// Failures of what lies under a service (its database, the network, a peer), told apart from bugs once
// for every service and the gateway (docs/decisions.md, 'Infrastructure failures are classified once'):
// "try again later" or "fix your text", never a 500. Domain meanings of database codes (a unique
// email, an exclusion constraint's "already booked") stay with the service that owns them.
import type { ErrorKind } from './errors.ts';

export interface InfrastructureFailure {
  kind: Extract<ErrorKind, 'unavailable' | 'timeout' | 'invalid'>;
  message: string;
}

export const UNAVAILABLE_MESSAGE = 'a service is unavailable, try again later';
export const TIMEOUT_MESSAGE = 'the service did not answer in time, try again later';
export const INVALID_TEXT_MESSAGE = 'text must not contain NUL or invalid characters';
/** grpc-js's message size limit met (see errors.ts): said plainly, with what helps. */
export const TOO_LARGE_MESSAGE = 'the answer would be too large; narrow the request (fewer records, a shorter date range)';

/** Node socket and DNS codes: a connection refused, lost, or never made. */
const NETWORK_CODES = new Set([
  ...['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'],
  ...['EMFILE', 'ENFILE'], // out of file descriptors: no connection now (a 503, not the client's fault)
]);

/** SQLSTATE class 08: connection exception (08000, 08001, 08003, 08004, 08006, 08P01…). */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

const POSTGRES_UNAVAILABLE = new Set([
  '57P01', // admin_shutdown: a restart, a failover, pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '57P04', // database_dropped
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
]);

/** SQLSTATE query_canceled: statement_timeout (or an operator's pg_cancel_backend). */
export const QUERY_CANCELED = '57014';

const POSTGRES_INVALID_TEXT = new Set([
  '22021', // character_not_in_repertoire: 'invalid byte sequence for encoding "UTF8": 0x00'
  '22P05', // untranslatable_character: \u0000 in json(b)
]);

/** node-postgres and pg-pool report these in words only, without a code. */
const LOST_CONNECTION_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/;
const INVALID_TEXT = /invalid byte sequence for encoding|unsupported Unicode escape sequence/;

function classifyOne(error: { code?: unknown; message?: unknown }): InfrastructureFailure | undefined {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  if (NETWORK_CODES.has(code) || CONNECTION_EXCEPTION.test(code) || POSTGRES_UNAVAILABLE.has(code) || LOST_CONNECTION_TEXT.test(message)) {
    return { kind: 'unavailable', message: UNAVAILABLE_MESSAGE };
  }
  if (code === QUERY_CANCELED) return { kind: 'timeout', message: TIMEOUT_MESSAGE };
  if (POSTGRES_INVALID_TEXT.has(code) || INVALID_TEXT.test(message)) return { kind: 'invalid', message: INVALID_TEXT_MESSAGE };
  return undefined;
}

/** Looks through `cause` chains and AggregateErrors (a refused connection to an IPv4+IPv6 host is one). */
export function infrastructureFailure(error: unknown, depth = 0): InfrastructureFailure | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  const found = classifyOne(error as { code?: unknown; message?: unknown });
  if (found) return found;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  for (const inner of [cause, ...(Array.isArray(errors) ? errors : [])]) {
    const innerFound = infrastructureFailure(inner, depth + 1);
    if (innerFound) return innerFound;
  }
  return undefined;
}
