// With BENCH_TRACING=1 the services export their spans here: an OTLP/HTTP endpoint on loopback
// that accepts and counts what it is sent, so tracing costs what it costs in production (spans
// made, batched and sent) without a collector in the way. With a spans file (BENCH_SPANS) it also
// writes each span there as one JSON line (KeptSpan), for span-timeline.ts.
import { appendFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { freePort } from './ports.ts';

export interface OtlpSink {
  url: string;
  /** Export requests received so far, and their bytes. */
  received(): { requests: number; bytes: number };
  stop(): Promise<void>;
}

/** One span as the sink keeps it: times in µs since the epoch. */
export interface KeptSpan {
  service: string;
  name: string;
  trace: string;
  id: string;
  parent: string;
  startUs: number;
  endUs: number;
}

/** OTLP/HTTP JSON (what the services' exporter sends), as far as the sink reads it. */
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: {
      spans?: { name: string; traceId: string; spanId: string; parentSpanId?: string; startTimeUnixNano: string; endTimeUnixNano: string }[];
    }[];
  }[];
}

const micros = (nanos: string) => Number(BigInt(nanos) / 1000n);

function keptSpans(body: string): KeptSpan[] {
  const spans: KeptSpan[] = [];
  for (const resource of (JSON.parse(body) as OtlpExport).resourceSpans ?? []) {
    const service = resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
    for (const scope of resource.scopeSpans ?? []) {
      for (const span of scope.spans ?? []) {
        spans.push({
          service,
          name: span.name,
          trace: span.traceId,
          id: span.spanId,
          parent: span.parentSpanId ?? '',
          startUs: micros(span.startTimeUnixNano),
          endUs: micros(span.endTimeUnixNano),
        });
      }
    }
  }
  return spans;
}

let unkept = false;

/** Appends an export's spans to the file; one that is not JSON (a protobuf exporter) is counted only, said once. */
function keep(spansFile: string, body: string): void {
  let spans: KeptSpan[];
  try {
    spans = keptSpans(body);
  } catch {
    if (!unkept) console.warn(`OTLP sink: an export that is not OTLP JSON was not kept in ${spansFile}`);
    unkept = true;
    return;
  }
  if (spans.length > 0) appendFileSync(spansFile, `${spans.map((span) => JSON.stringify(span)).join('\n')}\n`);
}

export async function startOtlpSink(spansFile?: string): Promise<OtlpSink> {
  let requests = 0;
  let bytes = 0;
  if (spansFile) writeFileSync(spansFile, '');
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (spansFile) chunks.push(chunk);
    });
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        requests += 1;
        if (spansFile && chunks.length > 0) keep(spansFile, Buffer.concat(chunks).toString('utf8'));
      }
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
