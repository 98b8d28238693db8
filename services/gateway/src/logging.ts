// Request log serializers: the URL is logged with API keys redacted; bodies are never logged by
// the request logger. A key is redacted wherever it stands: as the value of api_secret_key or of
// any parameter named like a key or secret (key=, api-key=, apisecretkey=…), in the query or
// matrix-style in the path (;api_secret_key=…), and as any token shaped like an issued key (a path
// segment /resource/vk_…, a value under any name). Error messages and stacks get the same.
import { stdSerializers, type DestinationStream } from 'pino';
import { createLogger, redactUrl, type Logger } from '@venue/platform';

interface LoggedRequest {
  id?: string;
  method?: string;
  url?: string;
  ip?: string;
}

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** A parameter name that speaks of a key, a secret, a token or a password, once decoded. */
function isSecretName(rawName: string): boolean {
  return /key|secret|token|passw/.test(
    decoded(rawName)
      .toLowerCase()
      .replace(/[^a-z]/g, ''),
  );
}

/** A value that decodes to something shaped like a key (percent-encoded characters, `+`…). */
function isKeyShaped(rawValue: string): boolean {
  const plain = decoded(rawValue);
  return plain !== rawValue && redactUrl(plain) !== plain;
}

/** Every name=value pair of a query (after ? & or ;), the value up to the next pair. */
const QUERY_PAIR = /(^|[&;])([^&;=]*)=([^&;]*)/g;
/** Every matrix-style name=value pair of a path (;name=value), up to the next ; or /. */
const MATRIX_PAIR = /(;)([^;=/]*)=([^;/]*)/g;
/** Every path segment or parameter value, to look at decoded. */
const PART = /[^/?&;=#]+/g;

function redactPairs(text: string, pairs: RegExp): string {
  return text.replace(pairs, (whole, separator: string, name: string) =>
    isSecretName(name) ? `${separator}${name}=[REDACTED]` : whole,
  );
}

/**
 * A request URL with every API key replaced. Stricter than redactUrl: the query parser decodes
 * names and values, so an encoded name (api%5Fsecret%5Fkey=…), a bracketed one
 * (api_secret_key[0]=…) or an encoded key (vk%5F…, %76k_…) is matched too.
 */
export function redactRequestUrl(url: string): string {
  const start = url.indexOf('?');
  const path = start < 0 ? url : url.slice(0, start);
  const query = start < 0 ? undefined : url.slice(start + 1);
  const pairs =
    redactPairs(path, MATRIX_PAIR) + (query === undefined ? '' : `?${redactPairs(query, QUERY_PAIR)}`);
  const parts = pairs.replace(PART, (part) => (isKeyShaped(part) ? '[REDACTED]' : part));
  return redactUrl(parts);
}

/** An error as logged: its message and stack with key-shaped tokens replaced. */
function serializeError(error: Error) {
  const serialized = stdSerializers.err(error);
  if (typeof serialized.message === 'string') serialized.message = redactUrl(serialized.message);
  if (typeof serialized.stack === 'string') serialized.stack = redactUrl(serialized.stack);
  return serialized;
}

export function createGatewayLogger(level: string, destination?: DestinationStream): Logger {
  return createLogger(
    'gateway',
    level,
    {
      serializers: {
        req: (req: LoggedRequest) => ({
          id: req.id,
          method: req.method,
          url: redactRequestUrl(req.url ?? ''),
          remoteAddress: req.ip,
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: serializeError,
      },
    },
    destination,
  );
}
