// Typed configuration: the environment is read and validated once, at start, into a frozen
// object. A bad or missing value stops the process with a message naming the variable.
import { readFileSync } from 'node:fs';
import { Type, type Static, type TObject, type TProperties } from 'typebox';
import { Format } from 'typebox/format';
import { Value } from 'typebox/value';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig<P extends TProperties>(
  schema: TObject<P>,
  env: Record<string, string | undefined>,
): Readonly<Static<TObject<P>>> {
  const picked: Record<string, string> = {};
  for (const name of Object.keys(schema.properties)) {
    const value = env[name];
    if (value !== undefined && value !== '') picked[name] = value;
  }
  const value = Value.Convert(schema, Value.Default(schema, picked));
  if (!Value.Check(schema, value)) {
    const problems = Value.Errors(schema, value).map((e) => `${e.instancePath.slice(1) || 'config'} ${e.message}`);
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  return Object.freeze(value as Static<TObject<P>>);
}

/** DB_PASSWORD_<SCHEMA>: the password of a service's role, set by its migration and used to connect (none locally: trust). */
export const rolePassword = (schema: string) => process.env[`DB_PASSWORD_${schema.toUpperCase()}`] || undefined;

export const commonConfig = {
  DATABASE_URL: Type.String({ default: 'postgres://postgres@127.0.0.1:5432/venue', minLength: 1 }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  DB_POOL_MAX: Type.Integer({ default: 10, minimum: 1 }),
  // On SIGTERM: not ready for this long (load balancers turn away), then drain (docs/decisions.md, 'Drain').
  SHUTDOWN_DELAY_MS: Type.Integer({ default: 0, minimum: 0, maximum: 60_000 }),
};

const HOST_PORT = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9][\w.-]*):(\d{1,5})$/;
const isHostPort = (value: string) => Number(HOST_PORT.exec(value)?.[1] ?? Infinity) <= 65535;
/** The grpc-js targets we take: host:port, dns:host:port or dns:///host:port, ipv4:a:p,b:p,… */
const isGrpcTarget = (value: string) =>
  value.startsWith('ipv4:')
    ? value.slice(5).split(',').every((address) => isHostPort(address) && Format.Test('ipv4', address.split(':')[0]!))
    : isHostPort(value.replace(/^dns:(\/\/\/)?/, ''));
Format.Set('host-port', isHostPort);
Format.Set('grpc-target', isGrpcTarget);

/** Where a gRPC service is called: any grpc-js target (isGrpcTarget), the port always given. */
export const grpcTarget = (fallback: string) => Type.String({ default: fallback, format: 'grpc-target' });

/** Settings of every process that makes or serves gRPC calls: TLS, three files or none (readGrpcTls). */
export const grpcTlsConfig = {
  GRPC_TLS_CA_FILE: Type.String({ default: '' }),
  GRPC_TLS_CERT_FILE: Type.String({ default: '' }),
  GRPC_TLS_KEY_FILE: Type.String({ default: '' }),
};

export const DEFAULT_MAX_CALLS_IN_FLIGHT = 256;

/** Settings of gRPC services: where they listen (listenAddress), TLS, and their /metrics port (0: none). */
export const grpcServiceConfig = {
  ...grpcTlsConfig,
  GRPC_LISTEN_ADDR: Type.Optional(Type.String({ format: 'host-port' })),
  METRICS_PORT: Type.Integer({ default: 0, minimum: 0, maximum: 65535 }),
  // Calls worked on at once; one more is answered UNAVAILABLE at once (grpc-server.ts).
  MAX_CALLS_IN_FLIGHT: Type.Integer({ default: DEFAULT_MAX_CALLS_IN_FLIGHT, minimum: 1 }),
  // A client's connection is ended (GOAWAY) after about this long, so that it resolves its target
  // again and new replicas get calls (grpc-server.ts).
  GRPC_MAX_CONNECTION_AGE_MS: Type.Integer({ default: 300_000, minimum: 1000 }),
};

/** Where a service listens: GRPC_LISTEN_ADDR, else its own address variable `own` if that is host:port. */
export function listenAddress<V extends string>(config: { GRPC_LISTEN_ADDR?: string } & Record<V, string>, own: V): string {
  if (config.GRPC_LISTEN_ADDR) return config.GRPC_LISTEN_ADDR;
  if (isHostPort(config[own])) return config[own];
  throw new ConfigError(`invalid configuration: ${own} is not host:port, so GRPC_LISTEN_ADDR must say where to listen`);
}

/** gRPC's TLS (grpc-client.ts, grpc-server.ts): the CA's certificate, and this process's with its key. */
export interface GrpcTls {
  ca: Buffer;
  cert: Buffer;
  key: Buffer;
}

/** The TLS files, read once at start; without them, gRPC is plaintext. */
export function readGrpcTls(config: Static<TObject<typeof grpcTlsConfig>>): GrpcTls | undefined {
  const names = Object.keys(grpcTlsConfig) as (keyof typeof grpcTlsConfig)[];
  const missing = names.filter((name) => !config[name]);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) throw new ConfigError(`invalid configuration: ${missing.join(', ')} must be set too (gRPC TLS takes all three files)`);
  const read = (name: keyof typeof grpcTlsConfig) => {
    try {
      return readFileSync(config[name]);
    } catch (error) {
      throw new ConfigError(`invalid configuration: ${name} cannot be read (${(error as Error).message})`);
    }
  };
  return { ca: read('GRPC_TLS_CA_FILE'), cert: read('GRPC_TLS_CERT_FILE'), key: read('GRPC_TLS_KEY_FILE') };
}

/** MB the largest reads may hold at once (memory-budget.ts): in the 128 MB heap cap, beside 30-40 MB at rest. */
export const heavyReadConfig = {
  HEAVY_READ_BUDGET_MB: Type.Integer({ default: 48, minimum: 1 }),
};

/**
 * Hours the event stream keeps an event (bus/nats.ts), a week unless told otherwise: unbounded, it
 * grew by every event ever published (disk, and a NATS restart reading it all). A consumer stopped
 * for longer loses what it had not read; events_consumer_lag shows it long before (docs/decisions.md,
 * 'The stream keeps an event a week'). The minimum is past JetStream's duplicate window.
 */
export const EVENT_RETENTION_HOURS = { default: 7 * 24, minimum: 1, maximum: 87_600 };

export const busConfig = {
  NATS_URL: Type.String({ default: 'nats://127.0.0.1:4222', minLength: 1 }),
  // Tests give each run its own prefix, hence its own stream; production leaves it empty.
  EVENT_SUBJECT_PREFIX: Type.String({ default: '', pattern: '^([A-Za-z0-9_-]+\\.)?$' }),
  EVENT_RETENTION_HOURS: Type.Integer(EVENT_RETENTION_HOURS),
  // Copies of the stream in a JetStream cluster (3 survives losing a node); 1 on a single server.
  EVENT_STREAM_REPLICAS: Type.Integer({ default: 1, minimum: 1, maximum: 5 }),
};
