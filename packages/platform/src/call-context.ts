// The caller identity that travels in gRPC metadata. The gateway authenticates the key and
// sets these; services trust them and refuse any call that lacks a manager id.
import { Metadata } from '@grpc/grpc-js';
import { unauthenticated } from './errors.ts';
import { acceptRequestId, currentRequestId, REQUEST_ID_HEADER } from './request-scope.ts';
import { isValidTimeZone } from './time.ts';

const MANAGER_ID = 'x-manager-id';
const MANAGER_TIMEZONE = 'x-manager-timezone';
const CATALOG_VERSION = 'x-catalog-version';
/** What a catalog version looks like (the gateway's tokens: catalog-versions.ts). */
const VERSION_TOKEN = /^[\w.-]{1,128}$/;

export interface CallContext {
  managerId: number;
  /** IANA time zone of the manager, for "today" and wall-clock conversions. */
  timezone: string;
  /** The x-request-id of the HTTP request this call serves (for log lines), when known. */
  requestId?: string;
  /** When the caller stops waiting (epoch ms): the work for it stops then (deadline.ts). */
  deadline?: number;
  /**
   * The manager's resource catalog version when the gateway read it for this request (its
   * catalog-versions.ts): what was read of the catalog under this version may be reused for
   * the call. Absent when unknown (a write is in progress, Redis is away): read afresh.
   */
  catalogVersion?: string;
}

export function contextMetadata(context: CallContext): Metadata {
  const metadata = new Metadata();
  metadata.set(MANAGER_ID, String(context.managerId));
  metadata.set(MANAGER_TIMEZONE, context.timezone);
  // A service calling a peer passes on the id of the request it serves.
  const requestId = context.requestId ?? currentRequestId();
  if (requestId) metadata.set(REQUEST_ID_HEADER, requestId);
  if (context.catalogVersion) metadata.set(CATALOG_VERSION, context.catalogVersion);
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
  const [rawVersion] = metadata.get(CATALOG_VERSION);
  const catalogVersion = typeof rawVersion === 'string' && VERSION_TOKEN.test(rawVersion) ? rawVersion : undefined;
  return { managerId, timezone, ...(requestId ? { requestId } : {}), ...(catalogVersion ? { catalogVersion } : {}) };
}
