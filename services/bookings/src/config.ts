import { Type } from 'typebox';
import { busConfig, commonConfig, grpcServiceConfig, grpcTarget, heavyReadConfig, listenAddress, loadConfig, readGrpcTls } from '@venue/platform';

export const bookingsConfigSchema = Type.Object({
  ...commonConfig,
  ...grpcServiceConfig,
  ...busConfig,
  ...heavyReadConfig,
  BOOKINGS_ADDR: grpcTarget('127.0.0.1:50053'),
  RESOURCES_ADDR: grpcTarget('127.0.0.1:50051'),
  CUSTOMERS_ADDR: grpcTarget('127.0.0.1:50052'),
  GRPC_DEADLINE_MS: Type.Integer({ default: 5000, minimum: 1 }),
});

export type BookingsConfig = ReturnType<typeof loadBookingsConfig>;

export function loadBookingsConfig(env: Record<string, string | undefined>) {
  const config = loadConfig(bookingsConfigSchema, env);
  return Object.freeze({ ...config, listenAddress: listenAddress(config, 'BOOKINGS_ADDR'), grpcTls: readGrpcTls(config) });
}
