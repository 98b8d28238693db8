// The caller identity that travels in gRPC metadata. The gateway authenticates the key and
// sets these; services trust them and refuse any call that lacks a manager id.
import { Metadata } from '@grpc/grpc-js';
import { unauthenticated } from './errors.ts';
import { acceptRequestId, currentRequestId, REQUEST_ID_HEADER } from './request-scope.ts';
import { isValidTimeZone } from './time.ts';
import { VERSION_PATTERN } from './owner-versions.ts';

const MANAGER_ID = 'x-manager-id';
const MANAGER_TIMEZONE = 'x-manager-timezone';
const CATALOG_VERSION = 'x-catalog-version';
const IDEMPOTENCY_KEY = 'x-idempotency-key';
/** When the caller sent the call (epoch ms): the service measures the call's transit by it (deadline.ts). */
const SENT_AT = 'x-sent-at';
/** Trailer of a call that returned what an earlier call with its key had recorded. */
const REPLAYED = 'x-idempotent-replayed';
/** What an idempotency key looks like (the gateway's rule: visible ASCII, at most 255). */
const KEY_TOKEN = /^[!-~]{1,255}$/;

export interface CallContext {
  managerId: number;
  /** IANA time zone of the manager, for "today" and wall-clock conversions. */
  timezone: string;
  /** The x-request-id of the HTTP request this call serves (for log lines), when known. */
  requestId?: string;
  /** When the caller stops waiting (epoch ms): the work for it stops then (deadline.ts). */
  deadline?: number;
  /** When the caller sent the call (epoch ms), as the caller's clock read it. */
  sentAt?: number;
  /** The catalog version the gateway read from the resources service for this request (owner-versions.ts); absent: read afresh. */
  catalogVersion?: string;
  /** The request's Idempotency-Key, passed on to every call made for it (idempotent-writes.ts). */
  idempotencyKey?: string;
  /** Set by the server for a call with a key: which of its transactions are recorded, and whether one was replayed. */
  recorded?: RecordedCall;
  /** Called by the client when the answer was replayed from an earlier call with the same key. */
  onReplayed?: () => void;
}

export interface RecordedCall {
  key: string;
  method: string;
  /** SHA-256 of the call's request message (requestDigest). */
  request: Buffer;
  /** Transactions the call has run so far (each gets the next number). */
  transactions: number;
  /** Whether a transaction of this call returned an earlier call's record instead of running. */
  replayed: boolean;
}

export function contextMetadata(context: CallContext): Metadata {
  const metadata = new Metadata();
  metadata.set(MANAGER_ID, String(context.managerId));
  metadata.set(MANAGER_TIMEZONE, context.timezone);
  // A service calling a peer passes on the id of the request it serves.
  const requestId = context.requestId ?? currentRequestId();
  if (requestId) metadata.set(REQUEST_ID_HEADER, requestId);
  if (context.catalogVersion) metadata.set(CATALOG_VERSION, context.catalogVersion);
  if (context.idempotencyKey) metadata.set(IDEMPOTENCY_KEY, context.idempotencyKey);
  metadata.set(SENT_AT, String(Date.now()));
  return metadata;
}

export function replayedTrailer(): Metadata {
  const trailer = new Metadata();
  trailer.set(REPLAYED, 'true');
  return trailer;
}

export const isReplayed = (trailer: Metadata): boolean => trailer.get(REPLAYED)[0] === 'true';

export function contextFromMetadata(metadata: Metadata): CallContext {
  const read = (name: string, valid: (value: string) => boolean) => {
    const [raw] = metadata.get(name);
    return typeof raw === 'string' && valid(raw) ? raw : undefined;
  };
  const managerId = Number(read(MANAGER_ID, (raw) => /^[1-9]\d{0,15}$/.test(raw)));
  if (!Number.isSafeInteger(managerId)) throw unauthenticated('call without a manager id');
  const timezone = read(MANAGER_TIMEZONE, isValidTimeZone) ?? 'UTC';
  const [rawRequestId] = metadata.get(REQUEST_ID_HEADER);
  const requestId = rawRequestId === undefined ? undefined : acceptRequestId(rawRequestId);
  const catalogVersion = read(CATALOG_VERSION, (raw) => VERSION_PATTERN.test(raw));
  const idempotencyKey = read(IDEMPOTENCY_KEY, (raw) => KEY_TOKEN.test(raw));
  const sentAt = read(SENT_AT, (raw) => /^\d{1,15}$/.test(raw));
  return {
    managerId,
    timezone,
    ...(requestId ? { requestId } : {}),
    ...(catalogVersion ? { catalogVersion } : {}),
    ...(idempotencyKey ? { idempotencyKey } : {}),
    ...(sentAt !== undefined ? { sentAt: Number(sentAt) } : {}),
  };
}
