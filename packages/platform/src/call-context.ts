// The caller identity that travels in gRPC metadata. The gateway authenticates the key and
// sets these; services trust them and refuse any call that lacks a manager id.
import { Metadata } from '@grpc/grpc-js';
import { unauthenticated } from './errors.ts';
import { acceptRequestId, currentRequestId, REQUEST_ID_HEADER } from './request-scope.ts';
import { isValidTimeZone } from './time.ts';

const MANAGER_ID = 'x-manager-id';
const MANAGER_TIMEZONE = 'x-manager-timezone';

export interface CallContext {
  managerId: number;
  /** IANA time zone of the manager, for "today" and wall-clock conversions. */
  timezone: string;
  /** The x-request-id of the HTTP request this call serves (for log lines), when known. */
  requestId?: string;
  /** When the caller stops waiting (epoch ms): the work for it stops then (deadline.ts). */
  deadline?: number;
}

export function contextMetadata(context: CallContext): Metadata {
  const metadata = new Metadata();
  metadata.set(MANAGER_ID, String(context.managerId));
  metadata.set(MANAGER_TIMEZONE, context.timezone);
  // A service calling a peer passes on the id of the request it serves.
  const requestId = context.requestId ?? currentRequestId();
  if (requestId) metadata.set(REQUEST_ID_HEADER, requestId);
  return metadata;
}

export function contextFromMetadata(metadata: Metadata): CallContext {
  const [rawId] = metadata.get(MANAGER_ID);
  const managerId = typeof rawId === 'string' && /^[1-9]\d{0,15}$/.test(rawId) ? Number(rawId) : NaN;
  if (!Number.isSafeInteger(managerId)) {
    throw unauthenticated('call without a manager id');
  }
  const [rawZone] = metadata.get(MANAGER_TIMEZONE);
  const timezone = typeof rawZone === 'string' && isValidTimeZone(rawZone) ? rawZone : 'UTC';
  const [rawRequestId] = metadata.get(REQUEST_ID_HEADER);
  const requestId = rawRequestId === undefined ? undefined : acceptRequestId(rawRequestId);
  return { managerId, timezone, ...(requestId ? { requestId } : {}) };
}
