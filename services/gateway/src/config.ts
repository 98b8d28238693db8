import { Type } from 'typebox';
import { commonConfig, grpcTarget, grpcTlsConfig, loadConfig, readGrpcTls } from '@venue/platform';

export const gatewayConfigSchema = Type.Object({
  ...commonConfig,
  ...grpcTlsConfig,
  PORT: Type.Integer({ default: 8080, minimum: 0, maximum: 65535 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  // The database of the resources schema, whose catalog version port the gateway reads (as its own
  // role); empty: DATABASE_URL, the one database of most installs.
  RESOURCES_DATABASE_URL: Type.String({ default: '' }),
  REDIS_URL: Type.String({ default: 'redis://127.0.0.1:6379' }),
  REDIS_KEY_PREFIX: Type.String({ default: 'venue:' }),
  RESOURCES_ADDR: grpcTarget('127.0.0.1:50051'),
  CUSTOMERS_ADDR: grpcTarget('127.0.0.1:50052'),
  BOOKINGS_ADDR: grpcTarget('127.0.0.1:50053'),
  BILLING_ADDR: grpcTarget('127.0.0.1:50054'),
  WEBHOOKS_ADDR: grpcTarget('127.0.0.1:50055'),
  GRPC_DEADLINE_MS: Type.Integer({ default: 5000, minimum: 1 }),
  RATE_COOLDOWN_MS: Type.Integer({ default: 50, minimum: 0 }),
  RATE_DAILY_QUOTA: Type.Integer({ default: 50000, minimum: 0 }),
  KEY_CACHE_TTL_MS: Type.Integer({ default: 5000, minimum: 0 }),
  BODY_LIMIT_BYTES: Type.Integer({ default: 1_048_576, minimum: 1024 }),
  // Slow and idle clients (http-limits.ts): a request's headers must arrive within
  // HEADERS_TIMEOUT_MS and the whole request (headers and body) within REQUEST_TIMEOUT_MS of its
  // first byte; an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS; at most
  // MAX_CONNECTIONS connections are open at once (lowered to fit the process's file descriptors).
  HEADERS_TIMEOUT_MS: Type.Integer({ default: 10_000, minimum: 100 }),
  REQUEST_TIMEOUT_MS: Type.Integer({ default: 30_000, minimum: 100 }),
  // Longer than any ingress or cloud load balancer keeps an idle upstream connection (60 s is the
  // common default): the proxy, not the gateway, closes it first, so it never reuses a connection
  // just as the gateway closes it (a sporadic 502; docs/decisions.md, 'Idle keep-alive connections').
  KEEP_ALIVE_TIMEOUT_MS: Type.Integer({ default: 65_000, minimum: 100 }),
  MAX_CONNECTIONS: Type.Integer({ default: 4_000, minimum: 1 }),
  // API requests worked on at once (fewer while the event loop is saturated); the next ones are
  // answered 503 at once (plugins/in-flight-limit.ts).
  MAX_REQUESTS_IN_FLIGHT: Type.Integer({ default: 500, minimum: 1 }),
});

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: Record<string, string | undefined>) {
  const config = loadConfig(gatewayConfigSchema, env);
  return Object.freeze({ ...config, grpcTls: readGrpcTls(config) });
}

/**
 * The admin CLI needs the database, and Redis to tell the gateways at once that a key is revoked
 * (the same REDIS_URL and REDIS_KEY_PREFIX as the gateways).
 */
export function loadAdminConfig(env: Record<string, string | undefined>) {
  return loadConfig(
    Type.Object({
      DATABASE_URL: commonConfig.DATABASE_URL,
      REDIS_URL: gatewayConfigSchema.properties.REDIS_URL,
      REDIS_KEY_PREFIX: gatewayConfigSchema.properties.REDIS_KEY_PREFIX,
    }),
    env,
  );
}
