// A unary gRPC call made on node's own HTTP/2 session, without grpc-js's client stack (channel,
// resolving, retrying, load-balancing and subchannel calls, filters, metadata objects). Measured
// on a 2-core machine (REPORT, twenty-ninth session): 62-69 µs of the client's CPU per call
// against 133-153 through grpc-js's channel, and 6 % less CPU per booking_add answer in the whole
// stack under the race. It speaks the gRPC wire protocol over HTTP/2 for what the services use:
// unary calls, no compression, metadata as headers, the deadline as grpc-timeout, the status in
// the trailers (or in the headers of a trailers-only answer).
//
// It keeps what callers rely on from grpc-js: answers larger than 4 MiB are refused with
// RESOURCE_EXHAUSTED (grpc-js's default limit; errors.ts makes it too_large), a deadline cancels
// the stream (the server's handler sees the cancel), a stream the server refused unprocessed
// (REFUSED_STREAM, after its GOAWAY) is sent again once on a new connection, a broken connection
// is replaced at the next call, and an idle connection is pinged every 30 s and dropped when the
// ping goes unanswered for 20 s.
import http2 from 'node:http2';
import net from 'node:net';
import { Metadata, status, type StatusObject } from '@grpc/grpc-js';

export interface UnaryAnswer {
  status: StatusObject;
  /** The answer's message, when one came. */
  message?: Buffer;
}

/** grpc-js's default limit on a received message. */
export const MAX_RECEIVED_BYTES = 4 * 1024 * 1024;
const KEEPALIVE_INTERVAL_MS = 30_000;
const KEEPALIVE_TIMEOUT_MS = 20_000;
/** The most grpc-timeout takes in one unit: eight digits. */
const MAX_TIMEOUT_DIGITS = 99_999_999;
/** The longest delay node's timers take; a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * Streams one connection carries before the next call opens another: a client's stream ids are
 * the odd numbers below 2^31, and node fails every stream past them without closing the session.
 */
const STREAMS_PER_SESSION = 2 ** 30 - 1024;

const {
  NGHTTP2_CANCEL,
  NGHTTP2_REFUSED_STREAM,
  HTTP2_HEADER_STATUS,
  HTTP2_HEADER_CONTENT_TYPE,
} = http2.constants;

const NO_METADATA = new Metadata();
const failure = (code: status, details: string): UnaryAnswer => ({ status: { code, details, metadata: NO_METADATA } });

/** The gRPC status of an HTTP answer that is not gRPC's (the gRPC spec's mapping). */
function statusOfHttp(httpStatus: number): status {
  switch (httpStatus) {
    case 400:
      return status.INTERNAL;
    case 401:
      return status.UNAUTHENTICATED;
    case 403:
      return status.PERMISSION_DENIED;
    case 404:
      return status.UNIMPLEMENTED;
    case 429:
    case 502:
    case 503:
    case 504:
      return status.UNAVAILABLE;
    default:
      return status.UNKNOWN;
  }
}

/** The status in trailers (or a trailers-only answer's headers); its metadata only when not OK. */
function statusOf(headers: http2.IncomingHttpHeaders): StatusObject {
  const code = Number(headers['grpc-status']);
  if (!Number.isInteger(code) || code < 0 || code > 16) {
    return { code: status.UNKNOWN, details: 'answer without a valid grpc-status', metadata: NO_METADATA };
  }
  const sent = headers['grpc-message'];
  let details = typeof sent === 'string' ? sent : '';
  // Percent-encoded by the sender (the gRPC spec); a malformed one is kept as it came.
  if (details.includes('%')) {
    try {
      details = decodeURIComponent(details);
    } catch {
      // kept as sent
    }
  }
  return { code, details, metadata: code === status.OK ? NO_METADATA : Metadata.fromHttp2Headers(headers) };
}

/** A message with gRPC's five-byte prefix: not compressed, its length. */
function framed(message: Buffer): Buffer {
  const frame = Buffer.allocUnsafe(5 + message.length);
  frame[0] = 0;
  frame.writeUInt32BE(message.length, 1);
  message.copy(frame, 5);
  return frame;
}

/** The one message of a unary answer's body; a failure for a compressed or cut one. */
function unframed(chunks: Buffer[]): Buffer | UnaryAnswer | undefined {
  if (chunks.length === 0) return undefined;
  const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  if (body.length < 5) return failure(status.INTERNAL, 'answer cut short in its message prefix');
  if (body[0] !== 0) return failure(status.INTERNAL, 'compressed answer, but no compression was offered');
  const length = body.readUInt32BE(1);
  if (body.length < 5 + length) return failure(status.INTERNAL, 'answer cut short in its message');
  return body.subarray(5, 5 + length);
}

/** grpc-timeout for the time left: eight digits at most, in milliseconds or else seconds. */
function grpcTimeout(ms: number): string {
  return ms <= MAX_TIMEOUT_DIGITS ? `${ms}m` : `${Math.min(Math.ceil(ms / 1000), MAX_TIMEOUT_DIGITS)}S`;
}

/**
 * Addresses this transport connects to: `host:port`, optionally with grpc-js's `dns:` scheme. Any
 * other scheme (unix:, ipv4: lists…) stays with grpc-js.
 */
export function http2Authority(address: string): string | undefined {
  const plain = address.replace(/^dns:(\/\/\/)?/, '');
  if (!/^(\[[0-9a-fA-F:.]+\]|[\w.-]+):\d{1,5}$/.test(plain)) return undefined;
  return `http://${plain}`;
}

/** One HTTP/2 connection to a gRPC server, made at the first call and again once it has broken. */
export class Http2UnaryChannel {
  #session: http2.ClientHttp2Session | undefined;
  /** Streams opened on #session. */
  #streams = 0;
  #closed = false;

  readonly #host: string;
  readonly #port: number;

  constructor(private readonly authority: string) {
    const url = new URL(authority);
    this.#host = url.hostname.replace(/^\[|\]$/g, '');
    this.#port = Number(url.port);
  }

  #connected(): http2.ClientHttp2Session {
    const current = this.#session;
    if (current && !current.closed && !current.destroyed) {
      if (++this.#streams < STREAMS_PER_SESSION) return current;
      // Out of stream ids soon: the calls in flight finish on it, the next ones go on a new one.
      current.close();
    }
    this.#streams = 1;
    const session = http2.connect(this.authority, {
      // As grpc-js connects: small frames leave at once (no Nagle), and node's session memory
      // bound, which refuses new streams once reached, is set out of reach (grpc-js found
      // node behaves badly at the bound; a 4 MiB answer is allowed).
      createConnection: () => net.connect({ host: this.#host, port: this.#port, noDelay: true }),
      maxSessionMemory: Number.MAX_SAFE_INTEGER,
      maxSendHeaderBlockLength: Number.MAX_SAFE_INTEGER,
    });
    // A connection's failure reaches each call through its stream; the next call connects anew.
    session.on('error', () => undefined);
    const forget = () => {
      if (this.#session === session) this.#session = undefined;
    };
    session.on('close', forget);
    session.on('goaway', forget);
    // An idle connection keeps no process alive; a call in flight does, by its deadline's timer.
    session.unref();
    const keepalive = setInterval(() => {
      if (session.closed || session.destroyed) return;
      const unanswered = setTimeout(() => session.destroy(), KEEPALIVE_TIMEOUT_MS).unref();
      const sent = session.ping((error) => {
        clearTimeout(unanswered);
        if (error) session.destroy();
      });
      if (!sent) clearTimeout(unanswered);
    }, KEEPALIVE_INTERVAL_MS).unref();
    session.once('close', () => clearInterval(keepalive));
    this.#session = session;
    return session;
  }

  /**
   * Sends `message` to `path` with `headers` as its metadata; resolves (never rejects) with the
   * status and the answer's message. `deadline` is epoch ms.
   */
  call(path: string, message: Buffer, headers: Record<string, string>, deadline: number): Promise<UnaryAnswer> {
    return this.#attempt(path, framed(message), headers, deadline, true);
  }

  #attempt(path: string, body: Buffer, headers: Record<string, string>, deadline: number, mayRetry: boolean): Promise<UnaryAnswer> {
    return new Promise((resolve) => {
      // A closed channel opens nothing, not even for a retry.
      if (this.#closed) {
        resolve(failure(status.UNAVAILABLE, 'channel closed'));
        return;
      }
      const left = Math.ceil(deadline - Date.now());
      if (left <= 0) {
        resolve(failure(status.DEADLINE_EXCEEDED, 'Deadline exceeded'));
        return;
      }
      const requestHeaders = {
        ':method': 'POST',
        ':path': path,
        'content-type': 'application/grpc',
        te: 'trailers',
        'grpc-timeout': grpcTimeout(left),
        ...headers,
      };
      let stream: http2.ClientHttp2Stream;
      try {
        stream = this.#connected().request(requestHeaders);
      } catch (error) {
        // #connected never hands out a closed session, and it replaces one before its stream ids
        // run out, so what request() throws is this call's alone: the session and its calls stay.
        const details = error instanceof Error ? error.message : String(error);
        resolve(failure(status.INTERNAL, `the call could not be made: ${details}`));
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      let done = false;
      const finish = (answer: UnaryAnswer) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve(answer);
      };
      const cancel = (answer: UnaryAnswer) => {
        finish(answer);
        stream.close(NGHTTP2_CANCEL);
      };
      const timer = setTimeout(() => cancel(failure(status.DEADLINE_EXCEEDED, 'Deadline exceeded')), Math.min(left, MAX_TIMER_MS));
      stream.on('response', (response) => {
        const httpStatus = Number(response[HTTP2_HEADER_STATUS]);
        const contentType = response[HTTP2_HEADER_CONTENT_TYPE];
        if (httpStatus !== 200) cancel(failure(statusOfHttp(httpStatus), `HTTP status ${httpStatus}`));
        else if (typeof contentType !== 'string' || !contentType.startsWith('application/grpc')) {
          cancel(failure(status.UNKNOWN, `answer of content type ${String(contentType)}`));
        } else if (response['grpc-status'] !== undefined) finish({ status: statusOf(response) });
      });
      stream.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received - 5 > MAX_RECEIVED_BYTES) {
          cancel(failure(status.RESOURCE_EXHAUSTED, `Received message larger than max (${received - 5} vs. ${MAX_RECEIVED_BYTES})`));
        } else chunks.push(chunk);
      });
      stream.on('trailers', (trailers) => {
        const answer = statusOf(trailers);
        const sent = unframed(chunks);
        if (sent === undefined || Buffer.isBuffer(sent)) finish({ status: answer, ...(sent && { message: sent }) });
        else finish(answer.code === status.OK ? sent : { status: answer });
      });
      // What went wrong is read when the stream closes (its reset code).
      stream.on('error', () => undefined);
      stream.on('close', () => {
        if (done) return;
        // Refused before the server worked on it (a GOAWAY raced the call): safe to send again.
        if (stream.rstCode === NGHTTP2_REFUSED_STREAM && mayRetry) {
          done = true;
          clearTimeout(timer);
          resolve(this.#attempt(path, body, headers, deadline, false));
          return;
        }
        finish(failure(status.UNAVAILABLE, `stream closed without a status (HTTP/2 code ${stream.rstCode})`));
      });
      stream.end(body);
    });
  }

  close(): void {
    this.#closed = true;
    this.#session?.close();
    this.#session = undefined;
  }
}
