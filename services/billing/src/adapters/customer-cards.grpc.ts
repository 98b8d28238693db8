// CustomerCards over the customers service's gRPC API.
import { customersPackage } from '@venue/contracts';
import { createGrpcClient } from '@venue/platform';
import type { CustomerCards } from '../ports/index.ts';

export function grpcCustomerCards(address: string, deadlineMs: number): CustomerCards & { close(): void } {
  const client = createGrpcClient(customersPackage().CustomersService, address, deadlineMs);
  return {
    async cardOf(context, customerId) {
      const c = await client.call.GetCustomer({ id: customerId }, context);
      return {
        id: c.id,
        customerNumber: c.customer_number == null ? '' : `${c.customer_number_prefix ?? ''}${c.customer_number}`,
        companyName: c.company_name,
        salutation: c.salutation === 'SALUTATION_UNSPECIFIED' ? '' : String(c.salutation).replace(/^SALUTATION_/, '').toLowerCase(),
        firstName: c.first_name,
        lastName: c.last_name,
        street: c.street ?? '',
        houseNumber: c.house_number ?? '',
        zip: c.zip ?? '',
        city: c.city ?? '',
        country: c.country ?? '',
        email: c.email ?? '',
        phone: c.phone ?? '',
      };
    },
    close: () => client.close(),
  };
}
