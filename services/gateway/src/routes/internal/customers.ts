// Manager endpoints for customer groups, which v2 reads (2.6) but cannot create.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import { CustomerGroupAddBody } from '../../schemas/customers.ts';
import { groupV2 } from '../../customers/customer.v2.ts';
import type { ServiceClients } from '../../clients.ts';

const internal = { tags: ['internal'], 'x-internal': true } as const;

export const internalCustomerRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.post('/customer_group_add', { schema: { ...internal, summary: 'Create a customer group', body: CustomerGroupAddBody } }, async (request) => {
    const { name, description, public_group } = request.body;
    const group = await clients.customers.AddGroup(
      { name, description: description ?? '', public_group: public_group === 1 },
      callContext(request),
    );
    return ok(groupV2(group));
  });

  app.get(
    '/customer_group_list',
    { schema: { ...internal, summary: 'Customer groups', querystring: Type.Object(apiKeyParam) } },
    async (request) => {
      const { groups } = await clients.customers.ListGroups({}, callContext(request));
      return ok(groups.map(groupV2));
    },
  );
};
