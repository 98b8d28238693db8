// One attempt of one delivery: a POST of the message's body with its Standard Webhooks headers.
// A new connection each time (no pool shared between endpoints), through safeLookup; no redirect
// is followed; at most 64 KB of the answer is read; the whole attempt is cut at the timeout.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { safeLookup, type AddressPolicy } from './safe-address.ts';

/** The most of an answer read: enough for an error text, never a receiver's whole page. */
export const MAX_ANSWER_BYTES = 64 * 1024;
/** The part of a failed answer's body kept with the attempt. */
const KEPT_ANSWER_CHARS = 200;

export interface AttemptResult {
  /** 0 when no answer came. */
  statusCode: number;
  latencyMs: number;
  /** "" when delivered. */
  error: string;
}

export function sendAttempt(options: {
  url: URL;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  policy: AddressPolicy;
}): Promise<AttemptResult> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const request = options.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (statusCode: number, error: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve({ statusCode, latencyMs: latency(), error });
    };
    const req = request(
      options.url,
      {
        method: 'POST',
        agent: false,
        lookup: safeLookup(options.policy),
        headers: { 'content-type': 'application/json', 'user-agent': 'Venue-Webhooks/1', ...options.headers },
      },
      (answer: IncomingMessage) => {
        const status = answer.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let read = 0;
        const done = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, KEPT_ANSWER_CHARS);
          if (status >= 200 && status < 300) finish(status, '');
          else if (status >= 300 && status < 400) finish(status, `answered ${status}: redirects are not followed`);
          else finish(status, `answered ${status}${text ? `: ${text}` : ''}`);
        };
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read <= MAX_ANSWER_BYTES) chunks.push(chunk);
          else done();
        });
        answer.on('end', done);
        answer.on('error', () => done());
      },
    );
    const timer = setTimeout(() => finish(0, `no whole answer within ${options.timeoutMs} ms`), options.timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => finish(0, error.code ? `${error.code}: ${error.message}` : error.message));
    req.end(options.body);
  });
}
