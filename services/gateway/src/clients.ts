// gRPC clients of the services behind the gateway.
import {
  billingPackage,
  bookingsPackage,
  customersPackage,
  resourcesPackage,
  webhooksPackage,
  type billing,
  type bookings,
  type customers,
  type resources,
  type webhooks,
} from '@venue/contracts';
import { createGrpcClient, type GrpcTls, type PromiseClient } from '@venue/platform';

export interface ServiceClients {
  resources: PromiseClient<resources.ResourcesServiceClient>;
  customers: PromiseClient<customers.CustomersServiceClient>;
  bookings: PromiseClient<bookings.BookingsServiceClient>;
  billing: PromiseClient<billing.BillingServiceClient>;
  webhooks: PromiseClient<webhooks.WebhooksServiceClient>;
  close(): void;
}

export function createServiceClients(config: {
  RESOURCES_ADDR: string;
  CUSTOMERS_ADDR: string;
  BOOKINGS_ADDR: string;
  BILLING_ADDR: string;
  WEBHOOKS_ADDR: string;
  GRPC_DEADLINE_MS: number;
  grpcTls: GrpcTls | undefined;
}): ServiceClients {
  const resourcesClient = createGrpcClient(resourcesPackage().ResourcesService, config.RESOURCES_ADDR, config.GRPC_DEADLINE_MS, config.grpcTls);
  const customersClient = createGrpcClient(customersPackage().CustomersService, config.CUSTOMERS_ADDR, config.GRPC_DEADLINE_MS, config.grpcTls);
  const bookingsClient = createGrpcClient(bookingsPackage().BookingsService, config.BOOKINGS_ADDR, config.GRPC_DEADLINE_MS, config.grpcTls);
  const billingClient = createGrpcClient(billingPackage().BillingService, config.BILLING_ADDR, config.GRPC_DEADLINE_MS, config.grpcTls);
  const webhooksClient = createGrpcClient(webhooksPackage().WebhooksService, config.WEBHOOKS_ADDR, config.GRPC_DEADLINE_MS, config.grpcTls);
  return {
    resources: resourcesClient.call,
    customers: customersClient.call,
    bookings: bookingsClient.call,
    billing: billingClient.call,
    webhooks: webhooksClient.call,
    close() {
      resourcesClient.close();
      customersClient.close();
      bookingsClient.close();
      billingClient.close();
      webhooksClient.close();
    },
  };
}
