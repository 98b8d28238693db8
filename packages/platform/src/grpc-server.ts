// gRPC server helpers: promise-returning unary handlers that receive the caller context, a
// server with the standard health service, and a clean stop.
import * as grpc from '@grpc/grpc-js';
import { HealthImplementation } from 'grpc-health-check';
import type { Logger } from 'pino';
import { contextFromMetadata, type CallContext } from './call-context.ts';
import { classifyError, DomainError, toGrpcStatus } from './errors.ts';

/** Drops the string index signature that generated handler interfaces inherit. */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };

export type UnaryImplementation<H> = {
  [K in KnownKeys<H>]: H[K] extends grpc.handleUnaryCall<infer Req, infer Res>
    ? (request: Req, context: CallContext) => Promise<Res>
    : never;
};

/**
 * Adapts promise handlers to grpc-js callbacks. Every call must carry a manager id; domain
 * errors become their gRPC status; infrastructure failures (classifyError) are logged and
 * become theirs (UNAVAILABLE, DEADLINE_EXCEEDED, INVALID_ARGUMENT); anything else is logged as
 * an error and reported as INTERNAL.
 */
export function implement<H>(handlers: UnaryImplementation<H>, logger: Logger): H {
  const service: Record<string, grpc.handleUnaryCall<unknown, unknown>> = {};
  for (const [name, handler] of Object.entries(handlers) as [string, (r: unknown, c: CallContext) => Promise<unknown>][]) {
    service[name] = (call, callback) => {
      let context: CallContext;
      try {
        context = contextFromMetadata(call.metadata);
      } catch (error) {
        callback(toGrpcStatus(error));
        return;
      }
      handler(call.request, context).then(
        (response) => callback(null, response),
        (error: unknown) => {
          const known = classifyError(error);
          if (!known) logger.error({ err: error, method: name }, 'gRPC handler failed');
          else if (!(error instanceof DomainError)) {
            // A dependency down is worth a warning; NUL in a client's text is the client's mistake.
            const level = known.kind === 'invalid' ? 'info' : 'warn';
            logger[level]({ err: error, method: name }, `gRPC handler failed: ${known.message}`);
          }
          callback(toGrpcStatus(known ?? error));
        },
      );
    };
  }
  return service as H;
}

export interface GrpcServerHandle {
  port: number;
  health: HealthImplementation;
  stop(): Promise<void>;
}

export async function startGrpcServer(options: {
  address: string;
  services: { definition: grpc.ServiceDefinition; implementation: grpc.UntypedServiceImplementation }[];
  logger: Logger;
}): Promise<GrpcServerHandle> {
  const server = new grpc.Server();
  const health = new HealthImplementation({ '': 'NOT_SERVING' });
  health.addToServer(server);
  for (const { definition, implementation } of options.services) server.addService(definition, implementation);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(options.address, grpc.ServerCredentials.createInsecure(), (error, boundPort) =>
      error ? reject(error) : resolve(boundPort),
    ),
  );
  health.setStatus('', 'SERVING');
  options.logger.info({ port }, 'gRPC server listening');
  return {
    port,
    health,
    stop: () =>
      new Promise<void>((resolve) => {
        health.setStatus('', 'NOT_SERVING');
        // Let calls in flight finish, but never wait for ever.
        const force = setTimeout(() => server.forceShutdown(), 5000);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}
