// pino loggers. The API key travels in query strings and bodies, so anything that may log a
// URL goes through redactUrl; pino's redact removes it from structured fields.
import { trace } from '@opentelemetry/api';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from './request-scope.ts';

export { redactUrl } from './redaction.ts';

export type { Logger } from 'pino';

/** Every log line's request: the scope's request id, and trace and span ids when tracing is on. */
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

export function createLogger(service: string, level: string, options: LoggerOptions = {}, destination?: DestinationStream): Logger {
  const settings: LoggerOptions = {
    level,
    base: { service },
    mixin: requestFields,
    redact: {
      paths: ['api_secret_key', '*.api_secret_key', 'req.body.api_secret_key', 'req.query.api_secret_key', 'apiKey', '*.apiKey'],
      censor: '[REDACTED]',
    },
    ...options,
  };
  return destination ? pino(settings, destination) : pino(settings);
}
