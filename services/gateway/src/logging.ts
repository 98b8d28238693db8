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

export function createGatewayLogger(level: string, destination?: DestinationStream): Logger {
  return createLogger(
    'gateway',
    level,
    {
      serializers: {
        req: (req: LoggedRequest) => ({ id: req.id, method: req.method, url: redactUrl(req.url ?? ''), remoteAddress: req.ip }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: stdSerializers.err,
      },
    },
    destination,
  );
}
