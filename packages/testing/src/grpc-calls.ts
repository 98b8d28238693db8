// Unary calls to a service started on its own, through a plain grpc-js client, resolved with their
// answer or their error, and the assertions on them (the services' component tests speak gRPC).
import * as grpc from '@grpc/grpc-js';

export type GrpcOutcome<Res> = { ok: true; response: Res } | { ok: false; error: grpc.ServiceError };

/** One unary call by method name, resolved with its answer or its error (never rejected). */
export function grpcCall<Res>(
  client: grpc.Client,
  method: string,
  request: unknown,
  metadata: grpc.Metadata = new grpc.Metadata(),
): Promise<GrpcOutcome<Res>> {
  const fn = (client as unknown as Record<string, (...args: unknown[]) => grpc.ClientUnaryCall>)[method];
  if (typeof fn !== 'function') throw new Error(`no method ${method}`);
  return new Promise((resolve) => {
    fn.call(
      client,
      request,
      metadata,
      { deadline: Date.now() + 10_000 },
      (error: grpc.ServiceError | null, response: Res) =>
        resolve(error ? { ok: false, error } : { ok: true, response }),
    );
  });
}

/** The answer of a call that must succeed. */
export async function expectGrpcOk<Res>(promise: Promise<GrpcOutcome<Res>>): Promise<Res> {
  const outcome = await promise;
  if (!outcome.ok)
    throw new Error(`gRPC call failed: ${grpc.status[outcome.error.code]} ${outcome.error.details}`);
  return outcome.response;
}

/** The error of a call that must fail with `code`, its message matching `pattern` when given. */
export async function expectGrpcError(
  promise: Promise<GrpcOutcome<unknown>>,
  code: grpc.status,
  pattern?: RegExp,
): Promise<grpc.ServiceError> {
  const outcome = await promise;
  if (outcome.ok)
    throw new Error(`expected ${grpc.status[code]}, the call succeeded: ${JSON.stringify(outcome.response)}`);
  if (outcome.error.code !== code)
    throw new Error(`expected ${grpc.status[code]}, got ${grpc.status[outcome.error.code]}: ${outcome.error.details}`);
  if (pattern && !pattern.test(outcome.error.details))
    throw new Error(`message "${outcome.error.details}" does not match ${pattern}`);
  return outcome.error;
}
