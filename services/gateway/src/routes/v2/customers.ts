// v2 customer endpoints (spec 2.6, 4.11–4.14).
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { customers } from '@venue/contracts';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import { AddressAddBody, CUSTOMER_FIELDS, CustomerAddBody, CustomerEditBody } from '../../schemas/customers.ts';
import type { ServiceClients } from '../../clients.ts';

/** Customers are fetched from the service this many at a time and streamed out. */
const PAGE_SIZE = 500;

/** A customer exactly as 2.6 lists it: nullable fields null when unset, never "". */
function customerOut(c: customers.Customer__Output) {
  return {
    id: c.id,
    email: c.email,
    company_name: c.company_name,
    first_name: c.first_name,
    last_name: c.last_name,
    show_name: c.show_name,
    created: c.created,
    customer_created_date: c.customer_created_date,
    customer_id: c.customer_id,
    customer_number: c.customer_number ?? null,
    customer_number_prefix: c.customer_number_prefix ?? null,
    tags: c.tags.map((t) => ({
      id: t.id,
      customer_id: t.customer_id,
      key: t.key,
      value: t.value,
      tag: t.tag && {
        id: t.tag.id,
        manager_id: t.tag.manager_id,
        tag_name: t.tag.tag_name,
        created_by: t.tag.created_by,
        created_date: t.tag.created_date,
      },
    })),
    groups: c.groups.map((g) => ({
      id: g.id,
      customer_id: g.customer_id,
      key: g.key,
      value: g.value,
      group: g.group && {
        id: g.group.id,
        user_id: g.group.user_id,
        name: g.group.name,
        description: g.group.description,
        public_group: g.group.public_group,
        defult_group: g.group.defult_group,
      },
    })),
    street: c.street ?? null,
    zip: c.zip ?? null,
    city: c.city ?? null,
    phone: c.phone ?? null,
    noletter: c.noletter ?? null,
    color: c.color ?? null,
    salutation: c.salutation ?? null,
    country: c.country ?? null,
    house_number: c.house_number ?? null,
    customer_account_number: c.customer_account_number ?? null,
    salutation_title: c.salutation_title ?? null,
    last_login: c.last_login,
  };
}

function pickFields(body: Record<string, unknown>): customers.CustomerFields {
  const fields: Record<string, string> = {};
  for (const name of CUSTOMER_FIELDS) {
    const value = body[name];
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

export const customerRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.get(
    '/customer_list',
    { schema: { summary: 'All customers (4.11)', tags: ['customers'], querystring: Type.Object(apiKeyParam) } },
    async (request, reply) => {
      const context = callContext(request);
      // The first page is fetched before answering, so a failure still gets a proper envelope.
      const first = await clients.customers.ListCustomers({ after_id: 0, limit: PAGE_SIZE }, context);
      async function* envelope(): AsyncGenerator<string> {
        let page = first;
        let total = 0;
        yield '{"data":[';
        for (;;) {
          if (page.customers.length > 0) {
            yield (total > 0 ? ',' : '') + page.customers.map((c) => JSON.stringify(customerOut(c))).join(',');
            total += page.customers.length;
          }
          if (!page.next_after_id) break;
          page = await clients.customers.ListCustomers({ after_id: page.next_after_id, limit: PAGE_SIZE }, context);
        }
        yield `],"total":${total},"success":true}`;
      }
      reply.type('application/json; charset=utf-8');
      return reply.send(Readable.from(envelope()));
    },
  );

  app.post('/customer_add', { schema: { summary: 'Create a customer (4.12)', tags: ['customers'], body: CustomerAddBody } }, async (request) => {
    const answer = await clients.customers.AddCustomer({ fields: pickFields(request.body) }, callContext(request));
    return ok([{ id: answer.id, message: 'Customer created' }], 1);
  });

  app.post('/customer_edit', { schema: { summary: 'Change a customer (4.13)', tags: ['customers'], body: CustomerEditBody } }, async (request) => {
    const answer = await clients.customers.EditCustomer(
      { customer_id: request.body.customer_id, fields: pickFields(request.body) },
      callContext(request),
    );
    return ok([{ id: answer.id, message: 'Customer updated' }], 1);
  });

  app.post(
    '/customer_address_add',
    { schema: { summary: 'Add addresses to a customer (4.14)', tags: ['customers'], body: AddressAddBody } },
    async (request) => {
      const { customer_id, address } = request.body;
      const addresses = Array.isArray(address)
        ? address
        : Object.entries(address)
            .sort(([a], [b]) => Number(a) - Number(b))
            .map(([, value]) => value);
      const answer = await clients.customers.AddAddresses({ customer_id, addresses }, callContext(request));
      const data = answer.ids.map((id) => ({ id, message: 'Address added' }));
      return ok(data, data.length);
    },
  );
};
