// Typed promise clients over grpc-js's generated clients. Every call carries the caller context
// and a deadline; failures come back as DomainError. One path whether tracing is on or off: the
// OpenTelemetry grpc instrumentation wraps the generated methods to make the client's span.
import * as grpc from '@grpc/grpc-js';
import { readMethodsOf } from '@venue/contracts';
import { contextMetadata, isReplayed, type CallContext } from './call-context.ts';
import type { GrpcTls } from './config.ts';
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

/**
 * Every channel's settings: keep-alive, idle or not, so a peer lost without a word is noticed within
 * 50 s, not TCP's ~15 minutes (grpc-server.ts lets pings through); reconnect back-off 1–5 s, not
 * grpc-js's 120 s ceiling, so a restarted peer is called again within seconds. The service config
 * (serviceConfigOf) is the channel's own: DNS TXT service configs are not asked for.
 */
const CHANNEL_OPTIONS: grpc.ChannelOptions = {
  'grpc.service_config_disable_resolution': 1,
  'grpc.keepalive_time_ms': 30_000,
  'grpc.keepalive_timeout_ms': 20_000,
  'grpc.keepalive_permit_without_calls': 1,
  'grpc.initial_reconnect_backoff_ms': 1_000,
  'grpc.max_reconnect_backoff_ms': 5_000,
};

/**
 * Round robin over every address the target names (grpc-js's default, pick_first, sends all to one).
 * A read (its proto says NO_SIDE_EFFECTS) refused UNAVAILABLE (its replica gone or busy) is sent again, to
 * the next replica, thrice at most (once more below if its answer had begun); a write never is: done or
 * not is unknown (a client's Idempotency-Key covers its retry). Throttled per channel as gRFC A6 has it:
 * once failures outnumber a tenth of the successes by 50, reads are not retried until successes return.
 */
function serviceConfigOf(service: grpc.ServiceDefinition, readMethods: ReadonlySet<string>): string {
  // The reads (readMethodsOf), named as a service config names methods: package.Service and method.
  const reads = [...readMethods].map((name) => {
    const [, qualified = '', method = ''] = service[name]!.path.split('/');
    return { service: qualified, method };
  });
  const retryPolicy = {
    // Four tries over ≤ 350 ms: a retry soon after a replica died may still be picked onto it (CI, loaded).
    maxAttempts: 4,
    initialBackoff: '0.05s',
    maxBackoff: '0.2s',
    backoffMultiplier: 2,
    retryableStatusCodes: ['UNAVAILABLE'],
  };
  return JSON.stringify({
    loadBalancingConfig: [{ round_robin: {} }],
    methodConfig: reads.length > 0 ? [{ name: reads, retryPolicy }] : [],
    retryThrottling: { maxTokens: 100, tokenRatio: 0.1 },
  });
}

type UnaryMethod = (
  request: unknown,
  metadata: grpc.Metadata,
  options: grpc.CallOptions,
  callback: Callback<unknown>,
) => grpc.ClientUnaryCall;

/**
 * A client of `target` (any grpc-js target: host:port, dns:///name:port, ipv4:a:p,b:p); a call's deadline
 * is never later than its context's. With `tls`, mutual TLS: the channel presents the process's certificate.
 */
export function createGrpcClient<C extends grpc.Client>(
  Client: ServiceClientConstructor<C>,
  target: string,
  deadlineMs: number,
  tls?: GrpcTls,
): { call: PromiseClient<C>; close(): void } {
  const credentials = tls ? grpc.credentials.createSsl(tls.ca, tls.key, tls.cert) : grpc.credentials.createInsecure();
  const reads = readMethodsOf(Client.service);
  const client = new Client(target, credentials, { ...CHANNEL_OPTIONS, 'grpc.service_config': serviceConfigOf(Client.service, reads) });
  const call: Record<string, unknown> = {};
  for (const name of Object.keys(Client.service)) {
    const method = (client as unknown as Record<string, UnaryMethod>)[name]!.bind(client);
    call[name] = (request: unknown, context: CallContext) => {
      const deadline = Math.min(Date.now() + deadlineMs, context.deadline ?? Infinity);
      const send = (resends: number) =>
        new Promise((resolve, reject) => {
          let answerBegun = false;
          try {
            const pending = method(request, contextMetadata(context), { deadline }, (error, response) => {
              if (!error) resolve(response);
              // grpc-js sends a read again only until its answer begins (gRFC A6 commits the call there): a read
              // whose replica died between its answer's headers and its status is sent once more, to another.
              else if (answerBegun && resends > 0 && error.code === grpc.status.UNAVAILABLE) resolve(send(resends - 1));
              else reject(fromGrpcError(error));
            });
            if (resends > 0) pending.on('metadata', () => (answerBegun = true));
            // The status (with the trailer) is emitted as the callback returns: before the promise resumes.
            if (context.onReplayed) pending.on('status', (status: grpc.StatusObject) => isReplayed(status.metadata) && context.onReplayed?.());
          } catch (error) {
            // A call grpc-js will not make (its channel closed, metadata it cannot send) is lost.
            reject(fromGrpcError({ code: grpc.status.UNAVAILABLE, details: String(error), metadata: new grpc.Metadata() }));
          }
        });
      return send(reads.has(name) ? 1 : 0);
    };
  }
  return { call: call as PromiseClient<C>, close: () => client.close() };
}
