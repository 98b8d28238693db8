// Changes made straight over gRPC to the service that owns the data, past every gateway (as an ops
// script or an import job would make them), for the tests that readers still see them at once.
import { customersPackage, resourcesPackage, type customers } from '@venue/contracts';
import { createGrpcClient } from '@venue/platform';
import type { TestManager } from './manager.ts';
import type { TestStack } from './stack.ts';

/** Closes the resource `resourceId` of manager `m` on one day (Y-m-d) with a holiday, over the resources service's gRPC API. */
export async function addHolidayOverGrpc(stack: TestStack, m: TestManager, resourceId: number, date: string): Promise<void> {
  const client = createGrpcClient(resourcesPackage().ResourcesService, stack.addresses.resources, 5000);
  try {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const on = { year, month, day };
    await client.call.AddHoliday({ resource_id: resourceId, title: 'Ops', start_date: on, end_date: on }, { managerId: m.managerId, timezone: m.timezone });
  } finally {
    client.close();
  }
}

/** Edits manager `m`'s customer over the customers service's gRPC API. */
export async function editCustomerOverGrpc(stack: TestStack, m: TestManager, customerId: number, fields: customers.CustomerFields): Promise<void> {
  const client = createGrpcClient(customersPackage().CustomersService, stack.addresses.customers, 5000);
  try {
    await client.call.EditCustomer({ customer_id: customerId, fields }, { managerId: m.managerId, timezone: m.timezone });
  } finally {
    client.close();
  }
}
