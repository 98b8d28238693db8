// gRPC handlers: mapping between proto messages and the domain services, nothing more.
import type { customers } from '@venue/contracts';
import { implement, invalid, type Logger } from '@venue/platform';
import { addAddresses } from '../address/address.service.ts';
import {
  addCustomer,
  editCustomer,
  findOrCreateCustomer,
  getCustomer,
  getCustomerNames,
  getCustomers,
  listCustomerPage,
  type CustomerDeps,
} from '../customer/customer.service.ts';
import { addGroup, listGroups } from '../group/group.service.ts';
import { newAddressFromProto } from './address.mapping.ts';
import { customerInputFromProto, customerToProto, groupToProto } from './customer.mapping.ts';

export function customersHandlers(deps: CustomerDeps, logger: Logger): customers.CustomersServiceHandlers {
  return implement<customers.CustomersServiceHandlers>(
    {
      async ListCustomers(request, { managerId }) {
        const page = await listCustomerPage(deps.db, managerId, request.after_id, request.limit);
        return { customers: page.customers.map(customerToProto), next_after_id: page.nextAfterId };
      },
      GetCustomer: async (request, { managerId }) =>
        customerToProto(await getCustomer(deps.db, managerId, request.id)),
      async GetCustomers(request, { managerId }) {
        return { customers: (await getCustomers(deps.db, managerId, request.ids)).map(customerToProto) };
      },
      async GetCustomerNames(request, { managerId }) {
        const names = await getCustomerNames(deps.db, managerId, request.ids);
        return { customers: names.map(({ id, showName }) => ({ id, show_name: showName })) };
      },
      // Writes take the whole context: its deadline bounds their transaction.
      async AddCustomer(request, context) {
        if (!request.fields) throw invalid('no customer fields given');
        return { id: await addCustomer(deps, context, customerInputFromProto(request.fields)) };
      },
      async EditCustomer(request, context) {
        const input = request.fields ? customerInputFromProto(request.fields) : {};
        return { id: await editCustomer(deps, context, request.customer_id, input) };
      },
      async AddAddresses(request, context) {
        return {
          ids: await addAddresses(
            deps,
            context,
            request.customer_id,
            request.addresses.map(newAddressFromProto),
          ),
        };
      },
      FindOrCreateCustomer: (request, context) => findOrCreateCustomer(deps, context, request),
      async AddGroup(request, context) {
        const group = await addGroup(deps.db, context, {
          name: request.name,
          description: request.description,
          isPublic: request.public_group,
        });
        return groupToProto(group);
      },
      async ListGroups(_request, { managerId }) {
        return { groups: (await listGroups(deps.db, managerId)).map(groupToProto) };
      },
    },
    logger,
  );
}
