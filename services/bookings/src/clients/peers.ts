// The services bookings asks for answers now: resources (trees, schedules, custom fields) and
// customers (names, find-or-create).
import { customersPackage, resourcesPackage, type customers, type resources } from '@venue/contracts';
import { createGrpcClient, type PromiseClient } from '@venue/platform';

export interface Peers {
  resources: PromiseClient<resources.ResourcesServiceClient>;
  customers: PromiseClient<customers.CustomersServiceClient>;
  close(): void;
}

export function createPeers(config: { RESOURCES_ADDR: string; CUSTOMERS_ADDR: string; GRPC_DEADLINE_MS: number }): Peers {
  const resourcesClient = createGrpcClient(resourcesPackage().ResourcesService, config.RESOURCES_ADDR, config.GRPC_DEADLINE_MS);
  const customersClient = createGrpcClient(customersPackage().CustomersService, config.CUSTOMERS_ADDR, config.GRPC_DEADLINE_MS);
  return {
    resources: resourcesClient.call,
    customers: customersClient.call,
    close() {
      resourcesClient.close();
      customersClient.close();
    },
  };
}
