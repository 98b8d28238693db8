// In-memory peers of the billing service, per manager, for component tests.
import { notFound, type CallContext } from '@venue/platform';
import type { BillingPorts, CustomerCard } from '../../src/ports/index.ts';
import type { BookingFacts, ResourceInfo } from '../../src/pricing/types.ts';

export class FakePeers implements BillingPorts {
  readonly resourcesByManager = new Map<number, Map<number, ResourceInfo>>();
  readonly groupsByManager = new Map<number, Map<number, string>>();
  readonly defaultGroups = new Map<string, number | null>();
  readonly bookingsByManager = new Map<number, Map<number, BookingFacts>>();

  addResource(managerId: number, id: number, name: string, parentId: number | null = null): void {
    const resources = this.resourcesByManager.get(managerId) ?? new Map<number, ResourceInfo>();
    resources.set(id, { name, parentId });
    this.resourcesByManager.set(managerId, resources);
  }

  addGroup(managerId: number, id: number, name: string): void {
    const groups = this.groupsByManager.get(managerId) ?? new Map<number, string>();
    groups.set(id, name);
    this.groupsByManager.set(managerId, groups);
  }

  addCustomer(managerId: number, customerId: number, defaultGroupId: number | null): void {
    this.defaultGroups.set(`${managerId}:${customerId}`, defaultGroupId);
  }

  addBooking(managerId: number, bookingId: number, facts: BookingFacts): void {
    const bookings = this.bookingsByManager.get(managerId) ?? new Map<number, BookingFacts>();
    bookings.set(bookingId, facts);
    this.bookingsByManager.set(managerId, bookings);
  }

  resources = {
    describe: async (context: CallContext, ids: readonly number[]) => {
      const known = this.resourcesByManager.get(context.managerId) ?? new Map<number, ResourceInfo>();
      return new Map(ids.flatMap((id) => (known.has(id) ? [[id, known.get(id)!] as const] : [])));
    },
  };

  customers = {
    names: async (context: CallContext) => new Map(this.groupsByManager.get(context.managerId) ?? []),
    defaultGroupOf: async (context: CallContext, customerId: number) => {
      const key = `${context.managerId}:${customerId}`;
      if (!this.defaultGroups.has(key)) throw notFound(`customer ${customerId} not found`);
      return this.defaultGroups.get(key) ?? null;
    },
  };

  bookings = {
    factsOf: async (context: CallContext, bookingId: number) => {
      const facts = this.bookingsByManager.get(context.managerId)?.get(bookingId);
      if (!facts) throw notFound(`booking ${bookingId} not found`);
      return facts;
    },
  };

  cards = {
    cardOf: async (context: CallContext, customerId: number): Promise<CustomerCard> => {
      if (!this.defaultGroups.has(`${context.managerId}:${customerId}`)) throw notFound(`customer ${customerId} not found`);
      return {
        id: customerId,
        customerNumber: '',
        companyName: '',
        salutation: '',
        firstName: 'Customer',
        lastName: String(customerId),
        street: 'Main Street',
        houseNumber: '1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
        email: '',
        phone: '',
        vatId: '',
        buyerReference: '',
      };
    },
  };
}
