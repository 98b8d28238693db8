import { Type } from 'typebox';
import { commonConfig, loadConfig } from '@venue/platform';

export const gatewayConfigSchema = Type.Object({
  ...commonConfig,
  PORT: Type.Integer({ default: 8080, minimum: 0, maximum: 65535 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  REDIS_URL: Type.String({ default: 'redis://127.0.0.1:6379' }),
  REDIS_KEY_PREFIX: Type.String({ default: 'venue:' }),
  RESOURCES_ADDR: Type.String({ default: '127.0.0.1:50051' }),
  CUSTOMERS_ADDR: Type.String({ default: '127.0.0.1:50052' }),
  BOOKINGS_ADDR: Type.String({ default: '127.0.0.1:50053' }),
  BILLING_ADDR: Type.String({ default: '127.0.0.1:50054' }),
  GRPC_DEADLINE_MS: Type.Integer({ default: 5000, minimum: 1 }),
  RATE_COOLDOWN_MS: Type.Integer({ default: 50, minimum: 0 }),
  RATE_DAILY_QUOTA: Type.Integer({ default: 50000, minimum: 0 }),
  KEY_CACHE_TTL_MS: Type.Integer({ default: 5000, minimum: 0 }),
  BODY_LIMIT_BYTES: Type.Integer({ default: 1_048_576, minimum: 1024 }),
});

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: Record<string, string | undefined>) {
  return loadConfig(gatewayConfigSchema, env);
}

/** The admin CLI needs only the database. */
export function loadAdminConfig(env: Record<string, string | undefined>) {
  return loadConfig(Type.Object({ DATABASE_URL: commonConfig.DATABASE_URL }), env);
}
