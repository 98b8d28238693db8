import { Type } from 'typebox';
import { busConfig, commonConfig, grpcServiceConfig, grpcTarget, listenAddress, loadConfig, readGrpcTls } from '@venue/platform';

export const customersConfigSchema = Type.Object({
  ...commonConfig,
  ...grpcServiceConfig,
  ...busConfig,
  CUSTOMERS_ADDR: grpcTarget('127.0.0.1:50052'),
});

export type CustomersConfig = ReturnType<typeof loadCustomersConfig>;

export function loadCustomersConfig(env: Record<string, string | undefined>) {
  const config = loadConfig(customersConfigSchema, env);
  return Object.freeze({ ...config, listenAddress: listenAddress(config, 'CUSTOMERS_ADDR'), grpcTls: readGrpcTls(config) });
}
