// v2 customer endpoints (spec 2.6, 4.11–4.14).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import { AddressAddBody, CustomerAddBody, CustomerEditBody } from '../../schemas/customers.ts';
import { addressList, decodeAddresses } from '../../customers/address.v2.ts';
import { decodeCustomerFields, pickCustomerParams } from '../../customers/customer-fields.v2.ts';
import { customerListAnswer } from '../../customers/customer-list.v2.ts';
import { customerV2, inV2Words } from '../../customers/customer.v2.ts';
import type { ServiceClients } from '../../clients.ts';

/** Customers are fetched from the service this many at a time (customer-list.v2.ts answers with them). */
const PAGE_SIZE = 500;

export const customerRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.get(
    '/customer_list',
    { schema: { summary: 'All customers (4.11)', tags: ['customers'], querystring: Type.Object(apiKeyParam) } },
    async (request, reply) => {
      const context = callContext(request);
      const pages = (afterId: number) => clients.customers.ListCustomers({ after_id: afterId, limit: PAGE_SIZE }, context);
      const answer = await customerListAnswer(pages, (c) => JSON.stringify(customerV2(c, context.timezone)));
      reply.type('application/json; charset=utf-8');
      return reply.send(answer);
    },
  );

  app.post('/customer_add', { schema: { summary: 'Create a customer (4.12)', tags: ['customers'], body: CustomerAddBody } }, async (request) => {
    const fields = decodeCustomerFields(pickCustomerParams(request.body));
    const answer = await clients.customers.AddCustomer({ fields }, callContext(request)).catch((error: unknown) => {
      throw inV2Words(error);
    });
    return ok([{ id: answer.id, message: 'Customer created' }], 1);
  });

  app.post('/customer_edit', { schema: { summary: 'Change a customer (4.13)', tags: ['customers'], body: CustomerEditBody } }, async (request) => {
    const fields = decodeCustomerFields(pickCustomerParams(request.body));
    const answer = await clients.customers
      .EditCustomer({ customer_id: request.body.customer_id, fields }, callContext(request))
      .catch((error: unknown) => {
        throw inV2Words(error);
      });
    return ok([{ id: answer.id, message: 'Customer updated' }], 1);
  });

  app.post(
    '/customer_address_add',
    { schema: { summary: 'Add addresses to a customer (4.14)', tags: ['customers'], body: AddressAddBody } },
    async (request) => {
      const addresses = decodeAddresses(addressList(request.body.address));
      const answer = await clients.customers.AddAddresses({ customer_id: request.body.customer_id, addresses }, callContext(request));
      const data = answer.ids.map((id) => ({ id, message: 'Address added' }));
      return ok(data, data.length);
    },
  );
};
