// The request a piece of work belongs to, for log lines. The gateway accepts or makes an
// x-request-id; it travels in gRPC metadata and in event headers, and each service runs the work
// of a call or an event inside runInRequestScope, so every log line of it carries the id.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { redactUrl } from './redaction.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

const scope = new AsyncLocalStorage<{ requestId: string }>();

// Printable, no spaces or quotes, bounded: an id a client sends ends up in every log line.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The client's id when it is a sensible token, else a new one. One the log redaction would redact (an
 * API key sent by mistake) is replaced too, since the id is logged and stored as it is; a UUID is kept.
 */
export function acceptRequestId(candidate: unknown): string {
  if (typeof candidate !== 'string' || !ACCEPTABLE_ID.test(candidate)) return randomUUID();
  return UUID.test(candidate) || redactUrl(candidate) === candidate ? candidate : randomUUID();
}

export function runInRequestScope<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? scope.run({ requestId }, work) : work();
}

export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}
