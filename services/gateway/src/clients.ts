// gRPC clients of the services behind the gateway.
import { resourcesPackage, type resources } from '@venue/contracts';
import { createGrpcClient, type PromiseClient } from '@venue/platform';

export interface ServiceClients {
  resources: PromiseClient<resources.ResourcesServiceClient>;
  close(): void;
}

export function createServiceClients(config: { RESOURCES_ADDR: string; GRPC_DEADLINE_MS: number }): ServiceClients {
  const resourcesClient = createGrpcClient(resourcesPackage().ResourcesService, config.RESOURCES_ADDR, config.GRPC_DEADLINE_MS);
  return {
    resources: resourcesClient.call,
    close() {
      resourcesClient.close();
    },
  };
}
