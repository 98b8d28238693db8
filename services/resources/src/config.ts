import { Type } from 'typebox';
import { commonConfig, loadConfig, metricsConfig } from '@venue/platform';

export const resourcesConfigSchema = Type.Object({
  ...commonConfig,
  ...metricsConfig,
  RESOURCES_ADDR: Type.String({ default: '127.0.0.1:50051' }),
  RESOURCES_LOCATIONS_QUOTA: Type.Integer({ default: 100, minimum: 0 }),
  RESOURCES_PARTS_QUOTA: Type.Integer({ default: 20, minimum: 0 }),
});

export type ResourcesConfig = ReturnType<typeof loadResourcesConfig>;

export function loadResourcesConfig(env: Record<string, string | undefined>) {
  return loadConfig(resourcesConfigSchema, env);
}
