// gRPC server helpers: promise-returning unary handlers that receive the caller context, a
// server with the standard health service, and a clean stop.
import * as grpc from '@grpc/grpc-js';
import { HealthImplementation } from 'grpc-health-check';
import type { Logger } from 'pino';
import { contextFromMetadata, replayedTrailer, type CallContext } from './call-context.ts';
import { DEFAULT_MAX_CALLS_IN_FLIGHT, type GrpcTls } from './config.ts';
import { serviceDeadline } from './deadline.ts';
import { classifyError, DomainError, toGrpcStatus } from './errors.ts';
import { TIMEOUT_MESSAGE } from './infrastructure-failure.ts';
import { requestDigest } from './idempotent-writes.ts';
import { grpcServerDuration, startMetricsServer, type MetricsServer } from './metrics.ts';
import { runInRequestScope } from './request-scope.ts';

/** Drops the string index signature that generated handler interfaces inherit. */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };

export type UnaryImplementation<H> = {
  [K in KnownKeys<H>]: H[K] extends grpc.handleUnaryCall<infer Req, infer Res>
    ? (request: Req, context: CallContext) => Promise<Res>
    : never;
};

/** Promise handlers as grpc-js's: a call needs a manager id; failures other than DomainErrors are logged. */
export function implement<H>(handlers: UnaryImplementation<H>, logger: Logger): H {
  const service: Record<string, grpc.handleUnaryCall<unknown, unknown>> = {};
  for (const [name, handler] of Object.entries(handlers) as [string, (r: unknown, c: CallContext) => Promise<unknown>][]) {
    service[name] = (call, callback) => {
      const timer = grpcServerDuration.startTimer({ grpc_method: name });
      const fail = (error: unknown) => {
        const known = classifyError(error);
        if (!known) logger.error({ err: error, method: name }, 'gRPC handler failed');
        else if (!(error instanceof DomainError)) {
          // A dependency down is worth a warning; NUL in a client's text is the client's mistake.
          const level = known.kind === 'invalid' ? 'info' : 'warn';
          logger[level]({ err: error, method: name }, `gRPC handler failed: ${known.message}`);
        }
        const failure = toGrpcStatus(known ?? error);
        timer({ grpc_code: grpc.status[failure.code] });
        callback(failure);
      };
      let context: CallContext;
      try {
        context = contextFromMetadata(call.metadata);
      } catch (error) {
        return fail(error);
      }
      // The caller's deadline, less the transit both ways, bounds the work and its calls (deadline.ts).
      const deadline = Number(call.getDeadline());
      if (Number.isFinite(deadline)) context.deadline = serviceDeadline(deadline, context.sentAt);
      // A caller gone (stream reset, connection lost): the deadline is now, so nothing commits unheard.
      call.once('cancelled', () => {
        context.deadline = Date.now();
      });
      // A keyed call records its transactions or replays them (idempotent-writes.ts), said in a trailer.
      const recorded = context.idempotencyKey
        ? { key: context.idempotencyKey, method: name, request: requestDigest(call.request), transactions: 0, replayed: false }
        : undefined;
      if (recorded) context.recorded = recorded;
      runInRequestScope(context.requestId, () =>
        handler(call.request, context).then((response) => {
          timer({ grpc_code: 'OK' });
          callback(null, response, recorded?.replayed ? replayedTrailer() : undefined);
        }, fail),
      );
    };
  }
  return service as H;
}

/** What a service past MAX_CALLS_IN_FLIGHT answers (a 503 with Retry-After at the gateway). */
export const CALLS_BUSY_MESSAGE = 'the service is busy with other calls; retry in a moment';

/**
 * Overload is answered, not queued: past `maxInFlight` calls UNAVAILABLE at once, and DEADLINE_EXCEEDED
 * for a call whose deadline passed before its handler started (docs/decisions.md, 'A busy service refuses at once').
 */
function admitting(
  implementation: grpc.UntypedServiceImplementation,
  calls: { inFlight: number; max: number },
): grpc.UntypedServiceImplementation {
  const admitted: grpc.UntypedServiceImplementation = {};
  for (const [name, handler] of Object.entries(implementation)) {
    const unary = handler as grpc.handleUnaryCall<unknown, unknown>;
    admitted[name] = ((call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
      if (calls.inFlight >= calls.max) return callback(toGrpcStatus(new DomainError('unavailable', CALLS_BUSY_MESSAGE)));
      if (Number(call.getDeadline()) <= Date.now()) return callback(toGrpcStatus(new DomainError('timeout', TIMEOUT_MESSAGE)));
      calls.inFlight += 1;
      unary(call, (error, value, trailer, flags) => {
        calls.inFlight -= 1;
        callback(error, value, trailer, flags);
      });
    }) as grpc.UntypedHandleCall;
  }
  return admitted;
}

/** How long calls under way may go on past a connection's age: longer than any call's deadline. */
const MAX_CONNECTION_AGE_GRACE_MS = 60_000;

const serverCredentials = (tls: GrpcTls | undefined) =>
  tls
    ? grpc.ServerCredentials.createSsl(tls.ca, [{ private_key: tls.key, cert_chain: tls.cert }], true)
    : grpc.ServerCredentials.createInsecure();

export interface GrpcServerHandle {
  port: number;
  /** The port of GET /metrics, 0 when not served. */
  metricsPort: number;
  health: HealthImplementation;
  stop(): Promise<void>;
}

export async function startGrpcServer(options: {
  address: string;
  services: { definition: grpc.ServiceDefinition; implementation: grpc.UntypedServiceImplementation }[];
  logger: Logger;
  /** Where Prometheus scrapes this process (0 or absent: no metrics server). */
  metricsPort?: number;
  /** Calls worked on at once (MAX_CALLS_IN_FLIGHT); more are refused at once (admitting). */
  maxCallsInFlight?: number;
  /** How long stop() reports NOT_SERVING before it stops taking calls (SHUTDOWN_DELAY_MS). */
  shutdownDelayMs?: number;
  /** Mutual TLS: services believe the manager id a call carries, so only our own processes may call. */
  tls?: GrpcTls;
  /** GRPC_MAX_CONNECTION_AGE_MS: how long a client's connection lives (grpc-js adds ±10 % jitter). */
  maxConnectionAgeMs?: number;
  /** The service's release: health answers carry it as x-service-version (initial metadata). */
  version?: string;
}): Promise<GrpcServerHandle> {
  // No keep-alive settings: grpc-js's server takes pings at any rate (no ping strikes, no too_many_pings).
  // Past its age a connection gets GOAWAY: its client resolves again and finds new (autoscaled) replicas.
  const server = new grpc.Server({
    'grpc.max_connection_age_ms': options.maxConnectionAgeMs ?? 300_000,
    'grpc.max_connection_age_grace_ms': MAX_CONNECTION_AGE_GRACE_MS,
  });
  const health = new HealthImplementation({ '': 'NOT_SERVING' });
  const versionMetadata = new grpc.Metadata();
  if (options.version) versionMetadata.set('x-service-version', options.version);
  type HealthHandler = (call: { sendMetadata(metadata: grpc.Metadata): void }, ...rest: unknown[]) => void;
  health.addToServer({
    addService: (definition, handlers) =>
      server.addService(
        definition,
        Object.fromEntries(
          Object.entries(handlers as Record<string, HealthHandler>).map(([name, handle]) => [
            name,
            ((call, ...rest) => (call.sendMetadata(versionMetadata), handle(call, ...rest))) as HealthHandler,
          ]),
        ) as unknown as grpc.UntypedServiceImplementation,
      ),
  });
  // One count for the process: every service it serves shares the bound.
  const calls = { inFlight: 0, max: options.maxCallsInFlight ?? DEFAULT_MAX_CALLS_IN_FLIGHT };
  for (const { definition, implementation } of options.services) server.addService(definition, admitting(implementation, calls));
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(options.address, serverCredentials(options.tls), (error, boundPort) =>
      error ? reject(error) : resolve(boundPort),
    ),
  );
  let metrics: MetricsServer | null = null;
  try {
    if (options.metricsPort) metrics = await startMetricsServer({ port: options.metricsPort, logger: options.logger });
  } catch (error) {
    // Its metrics port taken: the bound gRPC port is let go too, or it would keep the process alive.
    server.forceShutdown();
    throw error;
  }
  health.setStatus('', 'SERVING');
  options.logger.info({ port }, 'gRPC server listening');
  return {
    port,
    metricsPort: metrics?.port ?? 0,
    health,
    async stop() {
      // Health checks fail first, so that clients and probes turn away before calls are refused.
      health.setStatus('', 'NOT_SERVING');
      if (options.shutdownDelayMs)
        await new Promise((resolve) => setTimeout(resolve, options.shutdownDelayMs));
      await new Promise<void>((resolve) => {
        // Let calls in flight finish, but never wait for ever.
        const force = setTimeout(() => server.forceShutdown(), 5000);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      });
      await metrics?.stop();
    },
  };
}
