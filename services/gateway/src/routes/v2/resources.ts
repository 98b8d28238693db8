// v2 resource endpoints (spec 4.1–4.3).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { resources } from '@venue/contracts';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import { ResourceAddBody, ResourceParams } from '../../schemas/resources.ts';
import type { ServiceClients } from '../../clients.ts';
import { Type } from 'typebox';

function freeTextField(field: resources.CustomField__Output) {
  return {
    id: field.id,
    name: field.name,
    type: field.type,
    ...(field.type === 'select' && { options: field.options }),
  };
}

function resourceDetail(r: resources.ResourceDetail__Output) {
  return {
    id: r.id,
    manager: r.manager,
    title: r.title,
    image: r.image,
    category_id: r.category_id,
    category_name: r.category_name,
    street_hnr: r.street_hnr,
    zip: r.zip,
    city: r.city,
    country: r.country,
    phone: r.phone,
    fax: r.fax,
    public_comment: r.public_comment,
    today_opening_times: r.today_opening_times.map((w) => [w.from, w.to]),
    today_holidays: r.today_holidays.map((h) => ({ title: h.title, from: h.from, to: h.to })),
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
      return ok(resourceDetail(answer.resource!), 1);
    },
  );

  app.post(
    '/resource_add',
    { schema: { summary: 'Create a resource or a part (4.3)', tags: ['resources'], body: ResourceAddBody } },
    async (request) => {
      const body = request.body;
      const { customfields, tags, ...fields } = body;
      delete (fields as { api_secret_key?: string }).api_secret_key;
      const answer = await clients.resources.AddResource(
        {
          ...fields,
          tags: tags === undefined ? [] : tags.split(','),
          custom_fields: Object.entries(customfields ?? {}).map(([fieldId, value]) => ({
            field_id: Number(fieldId),
            value: String(value),
          })),
        },
        callContext(request),
      );
      return ok({ id: answer.id, message: 'Resource created' }, 1);
    },
  );
};
