import type { Bookings } from './bookings.ts';
import type { CustomerCards } from './customer-cards.ts';
import type { CustomerGroups } from './customer-groups.ts';
import type { ResourceNames } from './resource-names.ts';

export type { Bookings, CustomerCards, CustomerGroups, ResourceNames };
export type { CustomerCard } from './customer-cards.ts';

/** The peers of the billing domain, swapped for in-memory fakes in tests. */
export interface BillingPorts {
  resources: ResourceNames;
  customers: CustomerGroups;
  bookings: Bookings;
  cards: CustomerCards;
}
