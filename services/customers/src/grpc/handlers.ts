// gRPC handlers: mapping between proto messages and the domain services, nothing more.
import type { customers } from '@venue/contracts';
import { implement, invalid, type Logger } from '@venue/platform';
import { addAddresses } from '../address/address.service.ts';
import {
  addCustomer,
  editCustomer,
  findOrCreateCustomer,
  getCustomer,
  getCustomers,
  listCustomerPage,
  type CustomerDeps,
} from '../customer/customer.service.ts';
import { addGroup, listGroups } from '../group/group.service.ts';

function groupOut(g: { id: number; manager_id: number; name: string; description: string; public_group: number }): customers.Group {
  return { id: g.id, user_id: g.manager_id, name: g.name, description: g.description, public_group: g.public_group, defult_group: 0 };
}

export function customersHandlers(deps: CustomerDeps, logger: Logger): customers.CustomersServiceHandlers {
  return implement<customers.CustomersServiceHandlers>(
    {
      async ListCustomers(request, context) {
        const page = await listCustomerPage(deps.db, context, request.after_id, request.limit);
        return { customers: page.customers, next_after_id: page.nextAfterId };
      },
      GetCustomer: (request, context) => getCustomer(deps.db, context, request.id),
      async GetCustomers(request, context) {
        return { customers: await getCustomers(deps.db, context, request.ids) };
      },
      async AddCustomer(request, { managerId }) {
        if (!request.fields) throw invalid('no customer fields given');
        return { id: await addCustomer(deps, managerId, request.fields) };
      },
      async EditCustomer(request, { managerId }) {
        return { id: await editCustomer(deps, managerId, request.customer_id, request.fields ?? {}) };
      },
      async AddAddresses(request, { managerId }) {
        return { ids: await addAddresses(deps, managerId, request.customer_id, request.addresses) };
      },
      FindOrCreateCustomer: (request, { managerId }) => findOrCreateCustomer(deps, managerId, request),
      async AddGroup(request, { managerId }) {
        return groupOut(await addGroup(deps.db, managerId, request));
      },
      async ListGroups(_request, { managerId }) {
        return { groups: (await listGroups(deps.db, managerId)).map(groupOut) };
      },
    },
    logger,
  );
}
