// Limits of the gateway's HTTP server against slow and idle clients. Under Fastify's defaults a
// request has no time limit at all (requestTimeout 0), headers get 60 s, an idle keep-alive
// connection 72 s, and connections are not capped: a body sent one byte at a time, half-sent
// headers or thousands of idle sockets hold file descriptors until none is left for the database.
//
// Node checks the header and request deadlines of open connections on a timer
// (connectionsCheckingInterval, 30 s by default) that starts when the server starts listening, so
// applyHttpLimits must run before listen. An expired request is a clientError
// ERR_HTTP_REQUEST_TIMEOUT, which the app's clientErrorHandler answers 408 in the envelope.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { ConfigError, type Logger } from '@venue/platform';
import type { GatewayConfig } from './config.ts';
import { failure } from './plugins/envelope.ts';

export type HttpLimitsConfig = Pick<
  GatewayConfig,
  'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'MAX_CONNECTIONS'
>;

export interface AppliedHttpLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** How often Node looks for expired requests: a request is cut at most this late. */
  checkIntervalMs: number;
  /** Connections served at once; the next ones are answered 503 and closed. */
  maxConnections: number;
  /** Connections accepted at all (served plus those being refused); beyond, closed at accept. */
  hardMaxConnections: number;
  /** Connections the kernel keeps waiting to be accepted: pass it to listen (`backlog`). */
  listenBacklog: number;
}

/** Descriptors kept for everything that is not a client connection: pg pool, gRPC, Redis, logs. */
export const FD_RESERVE = 256;
/** The listen backlog node uses when none is given. */
const NODE_DEFAULT_BACKLOG = 511;
/** How long a refused connection may take to read its 503 before it is destroyed. */
const REFUSAL_GRACE_MS = 1000;
const REFUSAL_LOG_INTERVAL_MS = 10_000;

export const CONNECTION_LIMIT_MESSAGE = 'too many open connections, try again later';

const refusalBody = JSON.stringify(failure(CONNECTION_LIMIT_MESSAGE));
const REFUSAL =
  'HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(refusalBody)}\r\nRetry-After: 1\r\nConnection: close\r\n\r\n${refusalBody}`;

/** The soft limit of open files of this process (Linux), or undefined where unknown. */
export function openFileLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return Number.POSITIVE_INFINITY;
    const limit = Number(soft);
    return Number.isInteger(limit) && limit > 0 ? limit : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Applies the header, request, idle and connection limits to the gateway's HTTP server. Call it
 * after the app is built and before it listens.
 */
export function applyHttpLimits(
  server: Server,
  config: HttpLimitsConfig,
  logger?: Logger,
): AppliedHttpLimits {
  if (server.listening) throw new Error('applyHttpLimits must run before the server listens');
  const headersTimeoutMs = config.HEADERS_TIMEOUT_MS;
  const requestTimeoutMs = config.REQUEST_TIMEOUT_MS;
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      'invalid configuration: HEADERS_TIMEOUT_MS must not be greater than REQUEST_TIMEOUT_MS',
    );
  }
  // Headers, then the whole request (headers and body), must be in within these of its first byte
  // (for a new connection: of connecting). Both are measured from the start, so a body trickled one
  // byte at a time is cut however steadily it arrives.
  server.headersTimeout = headersTimeoutMs;
  server.requestTimeout = requestTimeoutMs;
  // Checked on a timer, a quarter of the shorter deadline (at most 1 s), so a request is cut at most
  // that much past its deadline. Read when the server starts listening.
  const checkIntervalMs = Math.max(50, Math.min(1000, Math.floor(headersTimeoutMs / 4)));
  // Not in @types/node: a creation option, stored on the server and read when it starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = checkIntervalMs;
  // An idle keep-alive connection (between requests) is closed after this.
  server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_MS;
  // A socket on which nothing moves either way for as long as a whole request may take (a client
  // that stops reading its response) is destroyed.
  server.timeout = requestTimeoutMs;

  const { soft, hard } = connectionLimits(config.MAX_CONNECTIONS, openFileLimit(), logger);
  capConnections(server, soft, hard, logger);
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS,
    checkIntervalMs,
    maxConnections: soft,
    hardMaxConnections: hard,
    // Node's default is 511, and node (libuv ≥ 1.45) accepts one connection per loop iteration: a
    // burst of new connections while the loop was busy overflowed the queue, and the kernel dropped
    // them (the client waits out SYN retries) or reset them. As many may wait as the gateway serves
    // at once, and never fewer than node's default; the kernel caps it at net.core.somaxconn (4096
    // on Linux since 5.4).
    listenBacklog: Math.max(NODE_DEFAULT_BACKLOG, soft),
  };
}

/**
 * MAX_CONNECTIONS served, plus a tenth (at least 16) being answered 503, must fit in the process's
 * open-file limit less FD_RESERVE; a lower limit lowers the cap (with a warning).
 */
export function connectionLimits(
  maxConnections: number,
  fileLimit: number | undefined,
  logger?: Logger,
): { soft: number; hard: number } {
  const headroom = Math.max(16, Math.ceil(maxConnections / 10));
  let soft = maxConnections;
  if (fileLimit !== undefined && soft + headroom > fileLimit - FD_RESERVE) {
    soft = Math.max(1, fileLimit - FD_RESERVE - headroom);
    logger?.warn(
      { maxConnections, openFileLimit: fileLimit, applied: soft },
      'MAX_CONNECTIONS lowered to fit the open-file limit (raise ulimit -n to allow more)',
    );
  }
  return { soft, hard: soft + headroom };
}

/**
 * Serves at most `soft` connections at once. One over it gets a 503 in the envelope and is closed
 * without reaching the HTTP parser (so it costs no request handling); past `hard`, Node closes the
 * connection as it accepts it, without a word (server.maxConnections), so refusals too are bounded.
 */
function capConnections(server: Server, soft: number, hard: number, logger?: Logger): void {
  // The HTTP server's own connection listener (and any other) only ever sees admitted sockets.
  const listeners = server.listeners('connection') as ((this: Server, socket: Socket) => void)[];
  server.removeAllListeners('connection');
  let open = 0;
  let refused = 0;
  let dropped = 0;
  let lastReport = 0;
  const report = () => {
    const now = Date.now();
    if (now - lastReport < REFUSAL_LOG_INTERVAL_MS) return;
    lastReport = now;
    logger?.warn(
      { open, refused, dropped, maxConnections: soft },
      'connections refused: connection limit reached',
    );
  };
  server.on('connection', (socket: Socket) => {
    if (open >= soft) {
      refused += 1;
      refuse(socket);
      report();
      return;
    }
    open += 1;
    socket.once('close', () => {
      open -= 1;
    });
    for (const listener of listeners) listener.call(server, socket);
  });
  server.maxConnections = hard;
  server.on('drop', () => {
    dropped += 1;
    report();
  });
}

function refuse(socket: Socket): void {
  socket.on('error', () => undefined);
  const timer = setTimeout(() => socket.destroy(), REFUSAL_GRACE_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  // Read and drop what the client sends: closing with unread data would reset the connection,
  // and the client could lose the answer.
  socket.resume();
  socket.end(REFUSAL);
}
