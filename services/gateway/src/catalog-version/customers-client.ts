// The customers client as the gateway's routes use it. Billing reuses the customers it read
// (GetCustomer) within the manager's customers version (platform's catalog-versions.ts, scope
// 'customers'), so every call that may change what GetCustomer answers for an existing customer
// is counted in and out of that version. Not counted: the reads (those the proto marks
// NO_SIDE_EFFECTS); the creations that change no existing customer (a new customer, a new group: no
// one has been answered for their ids, so nothing kept can be stale); and extra addresses, which
// GetCustomer does not answer with. Any other method, one added later included, is counted.
import { customersPackage, readMethodsOf, type customers } from '@venue/contracts';
import type { CatalogVersions, Logger, PromiseClient } from '@venue/platform';
import { countedClient } from './counted-writes.ts';

type CustomersClient = PromiseClient<customers.CustomersServiceClient>;
const CUSTOMERS_WRITE = { version: 'customers', service: 'customers' };

export const NOT_COUNTED: ReadonlySet<string> = new Set([
  ...readMethodsOf(customersPackage().CustomersService.service),
  'AddCustomer',
  'AddGroup',
  'FindOrCreateCustomer',
  // If GetCustomer ever answers with a customer's extra addresses, this must be counted.
  'AddAddresses',
]);

/** The customers client with the calls that may change an existing customer counted in the manager's customers version. */
export function customersClient(client: CustomersClient, versions: CatalogVersions, logger: Logger): CustomersClient {
  return countedClient(client, NOT_COUNTED, CUSTOMERS_WRITE, versions, logger) as unknown as CustomersClient;
}
