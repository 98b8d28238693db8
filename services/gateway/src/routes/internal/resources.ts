// Manager endpoints for what v2 reads but cannot write: custom field definitions, categories,
// a resource's category and image, weekly opening times and holidays. Same key auth as v2;
// marked internal in the OpenAPI document.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { resources } from '@venue/contracts';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import {
  CategoryAddBody,
  CustomFieldAddBody,
  HolidayAddBody,
  HolidayDeleteBody,
  OpeningTimesSetBody,
  ResourceUpdateBody,
  ScheduleQuery,
  listOf,
} from '../../schemas/resources.ts';
import type { ServiceClients } from '../../clients.ts';
import { HOLIDAY_ADD_NAMES, holidayDates, holidayV2, scheduleV2, toOpeningTimes } from '../../resources/schedule.v2.ts';
import { inV2Words } from '../../v2-words.ts';

const internal = { tags: ['internal'], 'x-internal': true } as const;

function customField(f: resources.CustomField__Output) {
  return { id: f.id, name: f.name, type: f.type, options: f.options };
}

export const internalResourceRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.get(
    '/custom_field_list',
    { schema: { ...internal, summary: 'Custom field definitions', querystring: Type.Object(apiKeyParam) } },
    async (request) => {
      const { custom_fields } = await clients.resources.ListCustomFields({}, callContext(request));
      return ok(custom_fields.map(customField));
    },
  );

  app.post('/custom_field_add', { schema: { ...internal, summary: 'Define a custom field', body: CustomFieldAddBody } }, async (request) => {
    const { name, type, options } = request.body;
    const list = options === undefined ? [] : typeof options === 'string' ? options.split(',') : listOf(options);
    const field = await clients.resources.AddCustomField({ name, type, options: list }, callContext(request));
    return ok(customField(field));
  });

  app.get(
    '/category_list',
    { schema: { ...internal, summary: 'Resource categories', querystring: Type.Object(apiKeyParam) } },
    async (request) => {
      const { categories } = await clients.resources.ListCategories({}, callContext(request));
      return ok(categories.map((c) => ({ id: c.id, name: c.name })));
    },
  );

  app.post('/category_add', { schema: { ...internal, summary: 'Create a category', body: CategoryAddBody } }, async (request) => {
    const category = await clients.resources.AddCategory({ name: request.body.name }, callContext(request));
    return ok({ id: category.id, name: category.name });
  },
  );

  app.post(
    '/resource_update',
    { schema: { ...internal, summary: "Set a resource's category or image", body: ResourceUpdateBody } },
    async (request) => {
      const { resource_id, category_id, image } = request.body;
      const answer = await clients.resources.UpdateResource(
        { id: resource_id, ...(category_id !== undefined && { category_id }), ...(image !== undefined && { image }) },
        callContext(request),
      );
      return ok({ id: answer.id, message: 'Resource updated' });
    },
  );

  app.get('/schedule', { schema: { ...internal, summary: 'Opening times and holidays', querystring: ScheduleQuery } }, async (request) =>
    ok(scheduleV2(await clients.resources.GetSchedule({ resource_id: request.query.resource_id }, callContext(request)))),
  );

  app.post(
    '/opening_times_set',
    { schema: { ...internal, summary: 'Replace the weekly opening times', body: OpeningTimesSetBody } },
    async (request) => {
      const { resource_id, opening_times } = request.body;
      const windows = toOpeningTimes(listOf(opening_times));
      return ok(scheduleV2(await clients.resources.SetOpeningTimes({ resource_id, opening_times: windows }, callContext(request))));
    },
  );

  app.post('/holiday_add', { schema: { ...internal, summary: 'Add a holiday', body: HolidayAddBody } }, async (request) => {
    const { resource_id, title, from, to } = request.body;
    const holiday = await inV2Words(HOLIDAY_ADD_NAMES, () =>
      clients.resources.AddHoliday({ resource_id, title, ...holidayDates(from, to) }, callContext(request)),
    );
    return ok(holidayV2(holiday));
  });

  app.post('/holiday_delete', { schema: { ...internal, summary: 'Delete a holiday', body: HolidayDeleteBody } }, async (request) => {
    const answer = await clients.resources.DeleteHoliday({ id: request.body.holiday_id }, callContext(request));
    return ok({ id: answer.id, message: 'Holiday deleted' });
  });
};
