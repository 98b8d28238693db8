// v2 inventory items and services with their prices (spec 2.7, 4.17, 4.18).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import { inventoryItemV2, serviceV2 } from '../../billing/billing.v2.ts';
import type { ServiceClients } from '../../clients.ts';

export const billingRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients }> = async (
  app,
  { clients },
) => {
  app.get(
    '/inventory_list',
    {
      schema: {
        summary: 'Inventory items with their prices (4.17)',
        tags: ['billing'],
        querystring: Type.Object(apiKeyParam),
      },
    },
    async (request) => {
      const context = callContext(request);
      const { items } = await clients.billing.ListItems({ kind: 'ITEM_KIND_INVENTORY' }, context);
      return ok(items.map((item) => inventoryItemV2(item, context.timezone)));
    },
  );

  app.get(
    '/service_list',
    {
      schema: {
        summary: 'Services with their prices (4.18)',
        tags: ['billing'],
        querystring: Type.Object(apiKeyParam),
      },
    },
    async (request) => {
      const context = callContext(request);
      const { items } = await clients.billing.ListItems({ kind: 'ITEM_KIND_SERVICE' }, context);
      return ok(items.map((item) => serviceV2(item, context.timezone)));
    },
  );
};
