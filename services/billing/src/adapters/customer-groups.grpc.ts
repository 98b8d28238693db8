// CustomerGroups over the customers service's gRPC API.
import { customersPackage } from '@venue/contracts';
import { createGrpcClient } from '@venue/platform';
import type { CustomerGroups } from '../ports/index.ts';

export function grpcCustomerGroups(address: string, deadlineMs: number): CustomerGroups & { close(): void } {
  const client = createGrpcClient(customersPackage().CustomersService, address, deadlineMs);
  return {
    async names(context) {
      const { groups } = await client.call.ListGroups({}, context);
      return new Map(groups.map((group) => [group.id, group.name]));
    },
    async defaultGroupOf(context, customerId) {
      const customer = await client.call.GetCustomer({ id: customerId }, context);
      return customer.groups.find((membership) => membership.is_default)?.group?.id ?? null;
    },
    close: () => client.close(),
  };
}
