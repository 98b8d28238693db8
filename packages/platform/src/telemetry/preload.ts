// Loaded with `node --import` before a service's entry module, since instrumentation must be in place
// before the modules it patches load. With no OTLP endpoint configured no OpenTelemetry code runs
// (OTEL_* are OpenTelemetry's standard variables, read here and by the SDK).
import { serviceNameOf, startTracing, tracingWanted } from './tracing.ts';

if (tracingWanted(process.env)) {
  // Flushed by onShutdown (platform/shutdown.ts) before the process exits.
  await startTracing({ serviceName: serviceNameOf(process.env, process.argv[1]) });
}
