// The gRPC services a test stack does not start (startTestStack's `services`) are all served here,
// on one address: every call is answered UNAVAILABLE with a message naming the service. A test
// that calls a service it did not list so fails at once with a 503 whose logged cause says which
// service to list, rather than with a connection error or a deadline.
import * as grpc from '@grpc/grpc-js';
import { billingPackage, bookingsPackage, customersPackage, resourcesPackage } from '@venue/contracts';
import { startStandInServices, type StandInServer } from './grpc-server.ts';
import type { ServiceName } from './service-process.ts';

const DEFINITIONS: Record<ServiceName, () => grpc.ServiceDefinition> = {
  resources: () => resourcesPackage().ResourcesService.service,
  customers: () => customersPackage().CustomersService.service,
  bookings: () => bookingsPackage().BookingsService.service,
  billing: () => billingPackage().BillingService.service,
};

export function startAbsentServices(names: ServiceName[]): Promise<StandInServer> {
  return startStandInServices(
    names.map((name) => {
      const definition = DEFINITIONS[name]();
      const notStarted: grpc.handleUnaryCall<unknown, unknown> = (_call, callback) =>
        callback({ code: grpc.status.UNAVAILABLE, details: `${name} is not started in this test stack (add it to startTestStack's services)` });
      return { definition, implementation: Object.fromEntries(Object.keys(definition).map((method) => [method, notStarted])) };
    }),
  );
}
