// CustomerDirectory over the customers service's gRPC API. A customers service that is down
// fails the call (UNAVAILABLE -> 503): a blank name would look like a customer without one.
import { customersPackage } from '@venue/contracts';
import { createGrpcClient, type GrpcTls } from '@venue/platform';
import type { CustomerDirectory } from '../ports.ts';

export function grpcCustomerDirectory(address: string, deadlineMs: number, tls?: GrpcTls): CustomerDirectory & { close(): void } {
  const client = createGrpcClient(customersPackage().CustomersService, address, deadlineMs, tls);
  const customers = client.call;
  return {
    async names(context, ids) {
      const unique = [...new Set(ids)];
      const names = new Map<number, string>();
      // GetCustomerNames reads at most 1000 ids per call.
      for (let start = 0; start < unique.length; start += 1000) {
        const answer = await customers.GetCustomerNames({ ids: unique.slice(start, start + 1000) }, context);
        for (const customer of answer.customers) names.set(customer.id, customer.show_name);
      }
      return names;
    },
    async exists(context, id) {
      const answer = await customers.GetCustomerNames({ ids: [id] }, context);
      return answer.customers.length > 0;
    },
    async findOrCreate(context, { salutation, salutationTitle, ...texts }) {
      const request = {
        ...texts,
        ...(salutation && { salutation: salutation === 'mr' ? ('SALUTATION_MR' as const) : ('SALUTATION_MS' as const) }),
        ...(salutationTitle && { salutation_title: salutationTitle === 'dr' ? ('SALUTATION_TITLE_DR' as const) : ('SALUTATION_TITLE_PROF' as const) }),
      };
      return (await customers.FindOrCreateCustomer(request, context)).id;
    },
    close: () => client.close(),
  };
}
