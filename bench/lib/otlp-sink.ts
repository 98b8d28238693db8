// With BENCH_TRACING=1 the services export their spans here: an OTLP/HTTP endpoint on loopback
// that accepts and counts what it is sent, so tracing costs what it costs in production (spans
// made, batched and sent) without a collector in the way.
import { createServer } from 'node:http';
import { freePort } from './ports.ts';

export interface OtlpSink {
  url: string;
  /** Export requests received so far, and their bytes. */
  received(): { requests: number; bytes: number };
  stop(): Promise<void>;
}

export async function startOtlpSink(): Promise<OtlpSink> {
  let requests = 0;
  let bytes = 0;
  const server = createServer((request, response) => {
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') requests += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => ({ requests, bytes }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
