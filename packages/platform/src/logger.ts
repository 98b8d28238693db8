// pino loggers. The API key travels in query strings and bodies, so anything that may log a
// URL goes through redactUrl; pino's redact removes it from structured fields.
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger } from 'pino';

const SECRET_PARAM = /([?&]api_secret_key=)[^&#]*/gi;

/** A URL with the value of api_secret_key replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM, '$1[REDACTED]');
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
    redact: {
      paths: ['api_secret_key', '*.api_secret_key', 'req.body.api_secret_key', 'req.query.api_secret_key', 'apiKey', '*.apiKey'],
      censor: '[REDACTED]',
    },
    ...options,
  };
  return destination ? pino(settings, destination) : pino(settings);
}
