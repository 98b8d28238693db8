import type { Bookings } from './bookings.ts';
import type { CustomerGroups } from './customer-groups.ts';
import type { ResourceNames } from './resource-names.ts';

export type { Bookings, CustomerGroups, ResourceNames };

/** The peers of the billing domain, swapped for in-memory fakes in tests. */
export interface BillingPorts {
  resources: ResourceNames;
  customers: CustomerGroups;
  bookings: Bookings;
}
