import { Type } from 'typebox';
import { busConfig, commonConfig, grpcServiceConfig, grpcTarget, heavyReadConfig, listenAddress, loadConfig, readGrpcTls } from '@venue/platform';

export const billingConfigSchema = Type.Object({
  ...commonConfig,
  ...grpcServiceConfig,
  ...busConfig,
  ...heavyReadConfig,
  BILLING_ADDR: grpcTarget('127.0.0.1:50054'),
  RESOURCES_ADDR: grpcTarget('127.0.0.1:50051'),
  CUSTOMERS_ADDR: grpcTarget('127.0.0.1:50052'),
  BOOKINGS_ADDR: grpcTarget('127.0.0.1:50053'),
  GRPC_DEADLINE_MS: Type.Integer({ default: 5000, minimum: 1 }),
  // The databases of the resources and customers schemas, whose version ports billing reads (as its
  // own role); empty: DATABASE_URL, the one database of most installs.
  RESOURCES_DATABASE_URL: Type.String({ default: '' }),
  CUSTOMERS_DATABASE_URL: Type.String({ default: '' }),
});

export type BillingConfig = ReturnType<typeof loadBillingConfig>;

export function loadBillingConfig(env: Record<string, string | undefined>) {
  const config = loadConfig(billingConfigSchema, env);
  return Object.freeze({ ...config, listenAddress: listenAddress(config, 'BILLING_ADDR'), grpcTls: readGrpcTls(config) });
}
