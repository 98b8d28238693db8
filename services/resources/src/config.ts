import { Type } from 'typebox';
import { commonConfig, grpcServiceConfig, grpcTarget, listenAddress, loadConfig, readGrpcTls } from '@venue/platform';

export const resourcesConfigSchema = Type.Object({
  ...commonConfig,
  ...grpcServiceConfig,
  RESOURCES_ADDR: grpcTarget('127.0.0.1:50051'),
  RESOURCES_LOCATIONS_QUOTA: Type.Integer({ default: 100, minimum: 0 }),
  RESOURCES_PARTS_QUOTA: Type.Integer({ default: 20, minimum: 0 }),
});

export type ResourcesConfig = ReturnType<typeof loadResourcesConfig>;

export function loadResourcesConfig(env: Record<string, string | undefined>) {
  const config = loadConfig(resourcesConfigSchema, env);
  return Object.freeze({ ...config, listenAddress: listenAddress(config, 'RESOURCES_ADDR'), grpcTls: readGrpcTls(config) });
}
