// The v2 envelope: every answer is {data, total, success}; every failure has success false, a
// plain message in data and a non-200 status. Domain errors are mapped to HTTP here and only here.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { classifyError, DomainError, invalid, type ErrorKind } from '@venue/platform';
import { parseFault, parseFaultMessage } from './php-query.ts';
import { validationMessage } from './validation-message.ts';

export function ok<T>(data: T, total?: number, extra: Record<string, unknown> = {}) {
  return { data, total: total ?? (Array.isArray(data) ? data.length : 1), success: true, ...extra };
}

export function failure(message: string) {
  return { data: message, total: 0, success: false };
}

const httpStatus: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  not_found: 404,
  conflict: 409,
  refused: 422,
  // 429 means a rate limit and nothing else (the key's cooldown or quota, a service's own).
  exhausted: 429,
  // A gRPC message over grpc-js's size limit: the answer would be too large; the client can
  // narrow its request, so a 4xx, and not 429, which would say "wait and retry".
  too_large: 413,
  internal: 500,
  unavailable: 503,
  // A peer that did not answer within the deadline: the gateway's own timeout, so 504.
  timeout: 504,
};

/**
 * A 503 says when to try again, as the gateway's own shedding does (in-flight-limit.ts): a service
 * busy with large reads or a dependency away is worth a retry in a moment.
 */
const RETRY_AFTER_SECONDS = '1';

/**
 * A write that timed out may have been done all the same: its commit can reach the database just
 * as the gateway gives up (or the service be paused after it). The 504 of a POST says so, and how
 * to retry without doing it twice: the services record a keyed write (platform idempotent-writes.ts).
 */
function timeoutMessage(request: FastifyRequest, message: string): string {
  if (request.method !== 'POST') return message;
  return request.idempotency
    ? 'the service did not answer in time, and whether the change was made is unknown: retry with the same Idempotency-Key, which makes it at most once'
    : 'the service did not answer in time, and whether the change was made is unknown: check before retrying, or send an Idempotency-Key with each write and retry with the same key, which makes it at most once';
}

/** The schema of the request part that failed validation (body, querystring, params…). */
function schemaOf(request: FastifyRequest, context: string | undefined): unknown {
  const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
  if (!schema || !context) return undefined;
  return schema[context] ?? (context === 'querystring' ? schema.query : undefined);
}

/** A number JSON could not carry as a number (1e400 parses as Infinity). */
const nonFinite = (value: unknown) => typeof value === 'number' && !Number.isFinite(value);
/** A UTF-16 surrogate without its pair: not Unicode text, and Postgres would store it as U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const illFormed = (value: unknown) => typeof value === 'string' && LONE_SURROGATE.test(value);

/**
 * The first value (or name) of a parsed body that `bad` refuses, with the parameter it stands in
 * (`title`, `inventory[3][7][quantity]`), or undefined. Walked with a stack of its own, so a
 * deeply nested body cannot overflow the call stack; every body is looked at and almost none
 * fails, so the names are built only when one does.
 */
export function badValueIn(body: unknown, bad: (value: unknown) => boolean): { parameter: string; value: unknown } | undefined {
  if (!holds(body, bad)) return undefined;
  const pending: [string, unknown][] = [['', body]];
  while (pending.length > 0) {
    const [name, value] = pending.pop()!;
    if (bad(value)) return { parameter: name || 'the body', value };
    if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        const innerName = name ? `${name}[${key}]` : key;
        if (bad(key)) return { parameter: innerName, value: key };
        pending.push([innerName, inner]);
      }
    }
  }
  return undefined;
}

function holds(body: unknown, bad: (value: unknown) => boolean): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (bad(value)) return true;
    // One push per value: a spread of a large array would overflow the call's arguments.
    if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (bad(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

export default fp(async function envelope(app: FastifyInstance) {
  // A query string or form body the parser refused (php-query.ts: too many parameters, not
  // UTF-8): a 400 before anything, the key check included, reads what is left of it.
  app.addHook('preValidation', async (request) => {
    const queryFault = parseFault(request.query);
    if (queryFault) throw invalid(parseFaultMessage(queryFault, 'the query string'));
    const bodyFault = parseFault(request.body);
    if (bodyFault) throw invalid(parseFaultMessage(bodyFault, 'the body'));
    // Only a JSON body can carry either (1e400, \uD800 escapes): a form's values are text, and
    // its percent-decoding refuses a surrogate's bytes.
    const bad = badValueIn(request.body, (value) => nonFinite(value) || illFormed(value));
    if (bad && nonFinite(bad.value)) throw invalid(`${bad.parameter} holds a number too large to represent`);
    if (bad) throw invalid(`${bad.parameter}: the text holds a lone surrogate (\\uD800–\\uDFFF without its pair), which is not Unicode`);
  });

  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      const status = httpStatus[error.kind];
      if (status >= 500 || error.kind === 'too_large') request.log.warn({ err: error }, 'request failed');
      if (status === 503) reply.header('Retry-After', RETRY_AFTER_SECONDS);
      return reply.status(status).send(failure(status === 504 ? timeoutMessage(request, error.message) : error.message));
    }
    if (error.validation) {
      const context = error.validationContext;
      return reply
        .status(400)
        .send(failure(validationMessage(error.validation, context ?? '', schemaOf(request, context))));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(failure(error.message));
    // The gateway's own database (or another dependency it calls directly) failing: the same
    // mapping the services use for theirs (platform's classifyError).
    const known = classifyError(error);
    if (known) {
      const knownStatus = httpStatus[known.kind];
      if (knownStatus >= 500) request.log.warn({ err: error }, `request failed: ${known.message}`);
      if (knownStatus === 503) reply.header('Retry-After', RETRY_AFTER_SECONDS);
      return reply.status(knownStatus).send(failure(knownStatus === 504 ? timeoutMessage(request, known.message) : known.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure('internal error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure(`unknown endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
});
