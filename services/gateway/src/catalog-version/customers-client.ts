// The customers client as the gateway's routes use it. Billing reuses the customers it read
// within the manager's customers version (platform's catalog-versions.ts, scope 'customers'), so
// every call that may change an existing customer is counted in and out of that version. Reads,
// and the creations that change no existing customer (a new customer, a new group; its id has
// never been answered, so nothing kept can be stale), are listed; any other method, one added
// later included, is counted until it is listed here.
import type { customers } from '@venue/contracts';
import type { CatalogVersions, Logger, PromiseClient } from '@venue/platform';
import { countedWrite, type Call } from './counted-writes.ts';

type CustomersClient = PromiseClient<customers.CustomersServiceClient>;
const CUSTOMERS_WRITE = { version: 'customers', service: 'customers' };

const NOT_COUNTED = new Set<string>([
  'ListCustomers',
  'GetCustomer',
  'GetCustomers',
  'GetCustomerNames',
  'ListGroups',
  'AddCustomer',
  'AddGroup',
  'FindOrCreateCustomer',
]);

/** The customers client with the calls that may change an existing customer counted in the manager's customers version. */
export function customersClient(client: CustomersClient, versions: CatalogVersions, logger: Logger): CustomersClient {
  const wrapped: Record<string, Call> = {};
  for (const [name, call] of Object.entries(client as unknown as Record<string, Call>)) {
    wrapped[name] = NOT_COUNTED.has(name) ? call : countedWrite(CUSTOMERS_WRITE, name, call, versions, logger);
  }
  return wrapped as unknown as CustomersClient;
}
