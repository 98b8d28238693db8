import { Type } from 'typebox';
import { busConfig, commonConfig, loadConfig, metricsConfig } from '@venue/platform';

export const billingConfigSchema = Type.Object({
  ...commonConfig,
  ...metricsConfig,
  ...busConfig,
  BILLING_ADDR: Type.String({ default: '127.0.0.1:50054' }),
  RESOURCES_ADDR: Type.String({ default: '127.0.0.1:50051' }),
  CUSTOMERS_ADDR: Type.String({ default: '127.0.0.1:50052' }),
  BOOKINGS_ADDR: Type.String({ default: '127.0.0.1:50053' }),
  GRPC_DEADLINE_MS: Type.Integer({ default: 5000, minimum: 1 }),
});

export type BillingConfig = ReturnType<typeof loadBillingConfig>;

export function loadBillingConfig(env: Record<string, string | undefined>) {
  return loadConfig(billingConfigSchema, env);
}
