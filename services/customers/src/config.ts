import { Type } from 'typebox';
import { busConfig, commonConfig, loadConfig, metricsConfig } from '@venue/platform';

export const customersConfigSchema = Type.Object({
  ...commonConfig,
  ...metricsConfig,
  ...busConfig,
  CUSTOMERS_ADDR: Type.String({ default: '127.0.0.1:50052' }),
});

export type CustomersConfig = ReturnType<typeof loadCustomersConfig>;

export function loadCustomersConfig(env: Record<string, string | undefined>) {
  return loadConfig(customersConfigSchema, env);
}
