// gRPC clients of the services whose objects webhooks show.
import { billingPackage, bookingsPackage, customersPackage, type billing, type bookings, type customers } from '@venue/contracts';
import { createGrpcClient, type PromiseClient } from '@venue/platform';
import type { WebhooksConfig } from './config.ts';
import { bookingReader, type BookingReader } from './fan-out/booking-reader.ts';

export interface PeerClients {
  customers: PromiseClient<customers.CustomersServiceClient>;
  bookings: PromiseClient<bookings.BookingsServiceClient>;
  billing: PromiseClient<billing.BillingServiceClient>;
  /** Bookings read several at a time (GetBookings) for the events handled side by side. */
  bookingReader: BookingReader;
  close(): void;
}

export function createPeerClients(config: WebhooksConfig): PeerClients {
  const deadline = config.GRPC_DEADLINE_MS;
  const customers = createGrpcClient(customersPackage().CustomersService, config.CUSTOMERS_ADDR, deadline, config.grpcTls);
  const bookings = createGrpcClient(bookingsPackage().BookingsService, config.BOOKINGS_ADDR, deadline, config.grpcTls);
  const billing = createGrpcClient(billingPackage().BillingService, config.BILLING_ADDR, deadline, config.grpcTls);
  return {
    customers: customers.call,
    bookings: bookings.call,
    billing: billing.call,
    bookingReader: bookingReader({ bookings: bookings.call }),
    close() {
      customers.close();
      bookings.close();
      billing.close();
    },
  };
}
