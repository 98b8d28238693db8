// OpenTelemetry tracing: the SDK, the OTLP/HTTP exporter and the maintained instrumentations of
// http, grpc-js, pg and ioredis (Fastify's own comes in as a plugin of the gateway app). This file
// imports nothing of the project, so it can run before anything else is loaded: instrumentations
// patch modules as they load, and ES modules only through the loader hook registered here, which
// must be in place before the first import of pg, grpc-js, ioredis or http.
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type * as SynchronousHooks from 'import-in-the-middle/register-hooks.mjs';

let started = false;
let stopTracing: (() => Promise<void>) | null = null;

export function isTracingEnabled(): boolean {
  return started;
}

/** Sends the spans still buffered (before the process exits); waits 2 s at the most. */
export async function flushTracing(): Promise<void> {
  if (!stopTracing) return;
  const stop = stopTracing;
  stopTracing = null;
  await Promise.race([
    stop().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 2000).unref()),
  ]);
}

export function tracingWanted(env: Record<string, string | undefined>): boolean {
  if (env.OTEL_SDK_DISABLED === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export interface TracingOptions {
  serviceName: string;
  /** Where spans go; default: OTLP over HTTP, configured by the OTEL_EXPORTER_OTLP_* variables. */
  exporter?: SpanExporter;
  /** Export each span when it ends (tests) instead of in batches. */
  immediate?: boolean;
}

/**
 * The loader hook through which the instrumentations see ES modules load (import-in-the-middle): on the
 * application's thread where node's synchronous hooks run it (Node 26, late 22 and 24), else on node's
 * loader thread (`module.register`, deprecated on Node 26: DEP0205). Taken from the copy the
 * instrumentations load: with two copies installed, ES modules would load unpatched, silently.
 */
async function registerLoaderHook(): Promise<void> {
  const instrumentations = createRequire(import.meta.resolve('@opentelemetry/instrumentation'));
  const loader = pathToFileURL(instrumentations.resolve('import-in-the-middle/register-hooks.mjs'));
  const synchronous = (await import(loader.href)) as typeof SynchronousHooks;
  if (synchronous.supportsSyncHooks()) synchronous.register();
  else register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
}

export async function startTracing(options: TracingOptions): Promise<void> {
  if (started) throw new Error('tracing is started already');
  started = true;
  await registerLoaderHook();
  const [{ NodeTracerProvider }, { BatchSpanProcessor, SimpleSpanProcessor }, { resourceFromAttributes }, instrumentation] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
  ]);
  const exporter = options.exporter ?? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [options.immediate ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter)],
  });
  // The W3C traceparent propagator and the async-hooks context manager.
  provider.register();
  const [http, grpc, pg, ioredis] = await Promise.all([
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-grpc'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Probes and scrapes would otherwise be most of the traces.
      new http.HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => /^\/(healthz|readyz|metrics)\b/.test(request.url ?? ''),
      }),
      new grpc.GrpcInstrumentation({ ignoreGrpcMethods: ['Check', 'Watch'] }),
      new pg.PgInstrumentation({ requireParentSpan: true }),
      new ioredis.IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  stopTracing = () => provider.shutdown();
}

/** The service a process runs, from OTEL_SERVICE_NAME or else its entry file (services/<name>/...). */
export function serviceNameOf(env: Record<string, string | undefined>, entry: string | undefined): string {
  if (env.OTEL_SERVICE_NAME) return env.OTEL_SERVICE_NAME;
  const match = /services[\\/]([^\\/]+)[\\/]/.exec(entry ?? '');
  return match ? `venue-${match[1]}` : 'venue';
}
