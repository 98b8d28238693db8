// v2 resource endpoints (spec 4.1–4.3).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { resources } from '@venue/contracts';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import { ResourceAddBody, ResourceParams } from '../../schemas/resources.ts';
import type { ServiceClients } from '../../clients.ts';
import { RESOURCE_ADD_NAMES, resourceDetailV2, toAddResourceRequest } from '../../resources/resource.v2.ts';
import { inV2Words } from '../../v2-words.ts';
import { Type } from 'typebox';

function freeTextField(field: resources.CustomField__Output) {
  return {
    id: field.id,
    name: field.name,
    type: field.type,
    ...(field.type === 'select' && { options: field.options }),
  };
}

export const resourceRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.get(
    '/resource_list',
    { schema: { summary: 'Main resources with their parts (4.1)', tags: ['resources'], querystring: Type.Object(apiKeyParam) } },
    async (request) => {
      const answer = await clients.resources.ListResources({}, callContext(request));
      const items = answer.resources.map((r) => ({ id: r.id, title: r.title, parts: r.parts.map((p) => ({ id: p.id, title: p.title })) }));
      return ok(items, items.length, { free_text_fields: answer.custom_fields.map(freeTextField) });
    },
  );

  app.get(
    '/resource/:id',
    {
      schema: {
        summary: 'One resource (4.2)',
        tags: ['resources'],
        params: ResourceParams,
        querystring: Type.Object(apiKeyParam),
      },
    },
    async (request) => {
      const answer = await clients.resources.GetResource({ id: request.params.id }, callContext(request));
      return ok(resourceDetailV2(answer.resource!), 1);
    },
  );

  app.post(
    '/resource_add',
    { schema: { summary: 'Create a resource or a part (4.3)', tags: ['resources'], body: ResourceAddBody } },
    async (request) => {
      const addRequest = toAddResourceRequest(request.body);
      const answer = await inV2Words(RESOURCE_ADD_NAMES, () => clients.resources.AddResource(addRequest, callContext(request)));
      return ok({ id: answer.id, message: 'Resource created' }, 1);
    },
  );
};
