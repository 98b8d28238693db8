// Typed configuration: the environment is read and validated once, at start, into a frozen
// object. A bad or missing value stops the process with a message naming the variable.
import { Type, type Static, type TObject, type TProperties } from 'typebox';
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

/** Settings every service process shares. */
export const commonConfig = {
  DATABASE_URL: Type.String({ default: 'postgres://postgres@127.0.0.1:5432/venue', minLength: 1 }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  DB_POOL_MAX: Type.Integer({ default: 10, minimum: 1 }),
  // On SIGTERM a process first reports not ready, waits this long (load balancers stop sending
  // to it), then stops taking work and finishes what it has.
  SHUTDOWN_DELAY_MS: Type.Integer({ default: 0, minimum: 0, maximum: 60_000 }),
};

/** Settings of gRPC services: the port of their Prometheus /metrics (0, the default: not served). */
export const metricsConfig = {
  METRICS_PORT: Type.Integer({ default: 0, minimum: 0, maximum: 65535 }),
};

/** Settings of services that publish or consume events. */
export const busConfig = {
  NATS_URL: Type.String({ default: 'nats://127.0.0.1:4222', minLength: 1 }),
  // Tests give each run its own prefix, hence its own stream; production leaves it empty.
  EVENT_SUBJECT_PREFIX: Type.String({ default: '', pattern: '^([A-Za-z0-9_-]+\\.)?$' }),
  // How long the stream keeps an event (bus/nats.ts): give every service the same.
  EVENT_RETENTION_HOURS: Type.Integer({ default: 168, minimum: 1, maximum: 87_600 }),
};
