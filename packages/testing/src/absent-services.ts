// The gRPC services a test stack does not start (startTestStack's `services`) are all served here,
// on one address: every call is answered UNAVAILABLE at once, and reported (the stack logs it as a
// warning, so the 503 of a test that calls a service it did not list says which one to list:
// the gateway's own log only has the plain "unavailable").
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

export function startAbsentServices(names: ServiceName[], report: (message: string) => void): Promise<StandInServer> {
  return startStandInServices(
    names.map((name) => {
      const definition = DEFINITIONS[name]();
      const notStarted: grpc.handleUnaryCall<unknown, unknown> = (call, callback) => {
        const message = `${name} is not started in this test stack (add it to startTestStack's services): ${call.getPath()} answered UNAVAILABLE`;
        report(message);
        callback({ code: grpc.status.UNAVAILABLE, details: message });
      };
      return { definition, implementation: Object.fromEntries(Object.keys(definition).map((method) => [method, notStarted])) };
    }),
  );
}
