// Loaded with `node --import` before a service's entry module (npm start, the image), because
// instrumentation has to be in place before the modules it patches load. It does nothing unless
// an OTLP endpoint is configured: with tracing off no OpenTelemetry code runs at all.
// OTEL_* are OpenTelemetry's standard variables, read here and by the SDK itself.
import { serviceNameOf, startTracing, tracingWanted } from './tracing.ts';

if (tracingWanted(process.env)) {
  // Flushed by onShutdown (platform/shutdown.ts) before the process exits.
  await startTracing({ serviceName: serviceNameOf(process.env, process.argv[1]) });
}
