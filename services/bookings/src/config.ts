import { Type } from 'typebox';
import { busConfig, commonConfig, loadConfig, metricsConfig } from '@venue/platform';

export const bookingsConfigSchema = Type.Object({
  ...commonConfig,
  ...metricsConfig,
  ...busConfig,
  BOOKINGS_ADDR: Type.String({ default: '127.0.0.1:50053' }),
  RESOURCES_ADDR: Type.String({ default: '127.0.0.1:50051' }),
  CUSTOMERS_ADDR: Type.String({ default: '127.0.0.1:50052' }),
  GRPC_DEADLINE_MS: Type.Integer({ default: 5000, minimum: 1 }),
});

export type BookingsConfig = ReturnType<typeof loadBookingsConfig>;

export function loadBookingsConfig(env: Record<string, string | undefined>) {
  return loadConfig(bookingsConfigSchema, env);
}
