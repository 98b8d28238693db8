// Request log serializers: the URL is logged with api_secret_key redacted; bodies are never
// logged by the request logger.
import { stdSerializers, type DestinationStream } from 'pino';
import { createLogger, redactUrl, type Logger } from '@venue/platform';

interface LoggedRequest {
  id?: string;
  method?: string;
  url?: string;
  ip?: string;
}

const SECRET_NAME = 'api_secret_key';

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/**
 * A request URL with the value of every api_secret_key parameter replaced. Stricter than
 * redactUrl: the query parser decodes names, so an encoded name (api%5Fsecret%5Fkey=…) or a
 * bracketed one (api_secret_key[0]=…) is matched too.
 */
export function redactRequestUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return decodedName(name).trim().toLowerCase().startsWith(SECRET_NAME) ? `${name}=[REDACTED]` : pair;
    });
  return redactUrl(`${url.slice(0, start + 1)}${pairs.join('&')}`);
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
        err: stdSerializers.err,
      },
    },
    destination,
  );
}
