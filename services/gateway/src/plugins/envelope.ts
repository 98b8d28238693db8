// The v2 envelope: every answer is {data, total, success}; every failure has success false, a
// plain message in data and a non-200 status. Domain errors are mapped to HTTP here and only here.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, type ErrorKind } from '@venue/platform';

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
  exhausted: 429,
  internal: 500,
  unavailable: 503,
};

// A dependency the gateway talks to directly (its database) cannot be reached: that is a 503,
// like a gRPC service that is down, not an internal error.
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'EPIPE',
]);
const POSTGRES_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);

function isDependencyDown(error: { code?: unknown; message?: string }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return (
    CONNECTION_ERRORS.has(code) ||
    POSTGRES_UNAVAILABLE.has(code) ||
    /^08[0-9A-Z]{3}$/.test(code) || // SQLSTATE class 08: connection exception
    /Connection terminated|timeout exceeded when trying to connect/.test(error.message ?? '')
  );
}

export default fp(async function envelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      const status = httpStatus[error.kind];
      if (status >= 500) request.log.warn({ err: error }, 'request failed');
      return reply.status(status).send(failure(error.message));
    }
    if (error.validation) {
      return reply.status(400).send(failure(error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(failure(error.message));
    if (isDependencyDown(error)) {
      request.log.warn({ err: error }, 'request failed: a dependency is unavailable');
      return reply.status(503).send(failure('a service is unavailable, try again later'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure('internal error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure(`unknown endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
});
