// One attempt of one delivery: a POST of the message's body with its Standard Webhooks headers.
// Connections are kept alive per endpoint origin (one pool each, never shared between origins),
// and each new one is made through safeLookup; no redirect is followed; at most 64 KB of the
// answer is read; the whole attempt is cut at the timeout (and its connection with it).
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { safeLookup, type AddressPolicy } from './safe-address.ts';

/** Origins with a pool at once; past it every pool is closed and they start over. */
const MAX_POOLS = 1000;
/**
 * An idle kept connection is closed after this: before the 5 s after which Node servers (and many
 * others) close theirs, so that an attempt seldom meets a connection the receiver just closed.
 */
const IDLE_MS = 4000;
const pools = new Map<string, HttpAgent>();

function poolFor(url: URL, policy: AddressPolicy): HttpAgent {
  const key = `${url.origin}|${policy.allowPrivate}`;
  let pool = pools.get(key);
  if (!pool) {
    if (pools.size >= MAX_POOLS) {
      for (const old of pools.values()) old.destroy();
      pools.clear();
    }
    const options = { keepAlive: true, maxFreeSockets: 8, timeout: IDLE_MS, lookup: safeLookup(policy) };
    pool = url.protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
    pools.set(key, pool);
  }
  return pool;
}

/** Closes every kept connection (the service stops). */
export function closePools(): void {
  for (const pool of pools.values()) pool.destroy();
  pools.clear();
}

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
    /** `cut`: the connection is closed (a timeout, too long an answer) rather than kept. */
    const finish = (statusCode: number, error: string, cut = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (cut) req.destroy();
      resolve({ statusCode, latencyMs: latency(), error });
    };
    const req = request(
      options.url,
      {
        method: 'POST',
        agent: poolFor(options.url, options.policy),
        headers: { 'content-type': 'application/json', 'user-agent': 'Venue-Webhooks/1', ...options.headers },
      },
      (answer: IncomingMessage) => {
        const status = answer.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let read = 0;
        const done = (cut: boolean) => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, KEPT_ANSWER_CHARS);
          if (status >= 200 && status < 300) finish(status, '', cut);
          else if (status >= 300 && status < 400) finish(status, `answered ${status}: redirects are not followed`, cut);
          else finish(status, `answered ${status}${text ? `: ${text}` : ''}`, cut);
        };
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read <= MAX_ANSWER_BYTES) chunks.push(chunk);
          else done(true);
        });
        answer.on('end', () => done(false));
        answer.on('error', () => done(true));
      },
    );
    const timer = setTimeout(() => finish(0, `no whole answer within ${options.timeoutMs} ms`, true), options.timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => finish(0, error.code ? `${error.code}: ${error.message}` : error.message, true));
    req.end(options.body);
  });
}
