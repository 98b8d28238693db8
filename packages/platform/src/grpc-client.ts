// Typed promise clients over generated grpc-js clients. Every call carries the caller context
// and a deadline; failures come back as DomainError.
import * as grpc from '@grpc/grpc-js';
import { contextMetadata, type CallContext } from './call-context.ts';
import { fromGrpcError } from './errors.ts';

type Callback<Res> = grpc.requestCallback<Res>;

/** The unary methods of a generated client (its PascalCase names), as promise functions. */
export type PromiseClient<C> = {
  [K in keyof C as K extends string ? (K extends Capitalize<K> ? K : never) : never]: C[K] extends (
    argument: infer Req,
    callback: Callback<infer Res>,
  ) => grpc.ClientUnaryCall
    ? (request: Req, context: CallContext) => Promise<Res>
    : never;
};

export interface ServiceClientConstructor<C extends grpc.Client> {
  new (address: string, credentials: grpc.ChannelCredentials, options?: grpc.ClientOptions): C;
  service: grpc.ServiceDefinition;
}

export interface GrpcClientHandle<C> {
  call: PromiseClient<C>;
  close(): void;
}

export function createGrpcClient<C extends grpc.Client>(
  Client: ServiceClientConstructor<C>,
  address: string,
  deadlineMs: number,
): GrpcClientHandle<C> {
  const client = new Client(address, grpc.credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 30_000,
  });
  const call: Record<string, unknown> = {};
  for (const name of Object.keys(Client.service)) {
    const method = (client as unknown as Record<string, (...args: unknown[]) => grpc.ClientUnaryCall>)[name]!;
    call[name] = (request: unknown, context: CallContext) =>
      new Promise((resolve, reject) => {
        method.call(
          client,
          request,
          contextMetadata(context),
          // Never later than the deadline of the call this one is made for.
          { deadline: Math.min(Date.now() + deadlineMs, context.deadline ?? Infinity) },
          (error: grpc.ServiceError | null, response: unknown) =>
            error ? reject(fromGrpcError(error)) : resolve(response),
        );
      });
  }
  return { call: call as PromiseClient<C>, close: () => client.close() };
}
