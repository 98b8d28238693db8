// A webhook receiver for tests: a plain HTTP server on loopback that records every request and
// answers as the test says (a status, or 'hang': never answer). It can stop listening and come
// back on the same port (an endpoint down for a while).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  /** 1-based, in arrival order. */
  n: number;
  headers: Record<string, string>;
  body: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  at: number;
}

export type Answer = number | 'hang';

export interface Receiver {
  url: string;
  received: Received[];
  /** Stops listening (connections in progress are cut). */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
  /** Verifies a request's signature as a receiver would, with the standardwebhooks package; throws when it does not verify. */
  verify(received: Received, secret: string): void;
}

function headersOf(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
}

export async function startReceiver(answer: (received: Received) => Answer = () => 200): Promise<Receiver> {
  const received: Received[] = [];
  let port = 0;
  let server: Server;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const entry: Received = { n: received.length + 1, headers: headersOf(request), body, payload: JSON.parse(body), at: Date.now() };
          received.push(entry);
          const status = answer(entry);
          if (status === 'hang') return;
          response.writeHead(status, { 'content-type': 'text/plain' }).end(status >= 400 ? `failure ${status}` : 'ok');
        });
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen();
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    down: stop,
    up: listen,
    close: stop,
    verify(entry, secret) {
      new Webhook(secret).verify(entry.body, entry.headers);
    },
  };
}
