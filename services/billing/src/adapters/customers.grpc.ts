// CustomerGroups and CustomerCards over the customers service's gRPC API, sharing one client.
// An invoice needs both the customer's default group (pricing) and its card (the document), which
// are one GetCustomer: within one operation (one CallContext: a call served or an event applied)
// each customer is asked for once. With the customers versions, a customer is also reused across
// operations while the manager's customers version stays the same: the version is read from the
// customers service's schema (platform's owner-versions.ts) right before the customer is needed,
// so a change of the customer committed before that read is in the answer, as it would be in a
// GetCustomer made then. No version (none kept yet, the schema unreachable): the customer is asked for.
import { customersPackage, type customers } from '@venue/contracts';
import { catalogReads, createGrpcClient, type CallContext, type OwnerVersions, type GrpcTls } from '@venue/platform';
import type { CustomerCards, CustomerGroups } from '../ports/index.ts';

type Customer = customers.Customer__Output;

/** The bound on the customers kept across operations, about 2 MB of answers (as JSON). */
const MAX_REUSED_BYTES = 2_000_000;

export function grpcCustomers(
  address: string,
  deadlineMs: number,
  versions?: OwnerVersions,
  tls?: GrpcTls,
): { groups: CustomerGroups; cards: CustomerCards; close(): void } {
  const client = createGrpcClient(customersPackage().CustomersService, address, deadlineMs, tls);
  const reads = catalogReads(MAX_REUSED_BYTES, 'customers');
  const getCustomer = async (context: CallContext, customerId: number): Promise<Customer> => {
    const ask = () => client.call.GetCustomer({ id: customerId }, context);
    if (!versions) return ask();
    const version = await versions.current(context.managerId);
    return reads.readUnder(context.managerId, version, `customer:${customerId}`, ask);
  };
  const asked = new WeakMap<CallContext, Map<number, Promise<Customer>>>();
  const customerOf = (context: CallContext, customerId: number): Promise<Customer> => {
    let ofOperation = asked.get(context);
    if (!ofOperation) asked.set(context, (ofOperation = new Map()));
    let answer = ofOperation.get(customerId);
    if (!answer) ofOperation.set(customerId, (answer = getCustomer(context, customerId)));
    return answer;
  };
  const groups: CustomerGroups = {
    async names(context) {
      const { groups: found } = await client.call.ListGroups({}, context);
      return new Map(found.map((group) => [group.id, group.name]));
    },
    async defaultGroupOf(context, customerId) {
      const customer = await customerOf(context, customerId);
      return customer.groups.find((membership) => membership.is_default)?.group?.id ?? null;
    },
  };
  const cards: CustomerCards = {
    async cardOf(context, customerId) {
      const c = await customerOf(context, customerId);
      return {
        id: c.id,
        customerNumber:
          c.customer_number == null ? '' : `${c.customer_number_prefix ?? ''}${c.customer_number}`,
        companyName: c.company_name,
        salutation:
          c.salutation === 'SALUTATION_UNSPECIFIED'
            ? ''
            : String(c.salutation)
                .replace(/^SALUTATION_/, '')
                .toLowerCase(),
        firstName: c.first_name,
        lastName: c.last_name,
        street: c.street ?? '',
        houseNumber: c.house_number ?? '',
        zip: c.zip ?? '',
        city: c.city ?? '',
        country: c.country ?? '',
        email: c.email ?? '',
        phone: c.phone ?? '',
        vatId: c.vat_id ?? '',
        buyerReference: c.buyer_reference ?? '',
      };
    },
  };
  return { groups, cards, close: () => client.close() };
}
