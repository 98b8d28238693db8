// pino loggers. The API key travels in query strings and bodies, so anything that may log a
// URL goes through redactUrl; pino's redact removes it from structured fields.
import { trace } from '@opentelemetry/api';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from './request-scope.ts';

export type { Logger } from 'pino';

// The value of a parameter whose name speaks of a key, a secret, a token or a password
// (api_secret_key, key, api-key, apiKey, apisecretkey…), in a query (? &) or matrix-style in a
// path (;api_secret_key=…). The value ends where a key cannot go on: & ; # ? / or a space.
const SECRET_PARAM = /([?&;][^?&;=#/]*(?:key|secret|token|passw)[^?&;=#/]*=)[^&;#?/\s]*/gi;
// Anything shaped like an issued key, wherever it stands: `vk_` and base64url (its `_` perhaps
// percent-encoded), or a run of 32 or more base64url characters (keys issued before the prefix,
// hex keys) mixing letters and digits or cases, which words and numbers do not.
const PREFIXED_KEY = /(?<![A-Za-z0-9_-])vk(?:_|%5f)(?:[A-Za-z0-9_-]|%[0-9a-f]{2}){8,}/gi;
const LONG_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;

/** A URL (or any text) with API keys replaced: secret parameters' values and key-shaped tokens. */
export function redactUrl(url: string): string {
  const mixed = (token: string) => [/[a-z]/, /[A-Z]/, /[0-9]/].filter((kind) => kind.test(token)).length >= 2;
  return url
    .replace(SECRET_PARAM, '$1[REDACTED]')
    .replace(PREFIXED_KEY, '[REDACTED]')
    .replace(LONG_TOKEN, (token) => (mixed(token) ? '[REDACTED]' : token));
}

/**
 * What every log line says about the request it belongs to: the request id of the scope it runs
 * in, and the trace and span ids when tracing is on. Lines outside any request say nothing more.
 */
function requestFields(): Record<string, string> {
  const fields: Record<string, string> = {};
  const requestId = currentRequestId();
  if (requestId) fields.request_id = requestId;
  const span = trace.getActiveSpan()?.spanContext();
  if (span && span.traceFlags !== 0) {
    fields.trace_id = span.traceId;
    fields.span_id = span.spanId;
  }
  return fields;
}

export function createLogger(
  service: string,
  level: string,
  options: LoggerOptions = {},
  destination?: DestinationStream,
): Logger {
  const settings: LoggerOptions = {
    level,
    base: { service },
    mixin: requestFields,
    redact: {
      paths: [
        'api_secret_key',
        '*.api_secret_key',
        'req.body.api_secret_key',
        'req.query.api_secret_key',
        'apiKey',
        '*.apiKey',
      ],
      censor: '[REDACTED]',
    },
    ...options,
  };
  return destination ? pino(settings, destination) : pino(settings);
}
