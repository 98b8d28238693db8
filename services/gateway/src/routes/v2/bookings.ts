// v2 booking endpoints (spec 2.3, 2.4, 4.4–4.8).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { invalid } from '@venue/platform';
import type { bookings } from '@venue/contracts';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam, parseId } from '../../schemas/common.ts';
import { AvailabilityQuery, BookingAddBody, BookingListQuery, BookingParams, BookingSaveParams } from '../../schemas/bookings.ts';
import { decodeBookingAddStructures, toAddBookingRequest } from '../../bookings/booking-add.params.ts';
import { AVAILABILITY_NAMES, BOOKING_ADD_NAMES } from '../../bookings/booking-errors.ts';
import { inV2Words } from '../../v2-words.ts';
import { comparison, durationMinutes, listRange, saveChange, searchRange } from '../../bookings/booking-window.params.ts';
import { findManager } from '../../manager/manager.repository.ts';
import { EMAIL } from '../../customers/customer-fields.v2.ts';
import { availabilityAnswer } from '../../bookings/availability-answer.ts';
import { answerBuffer } from '../../bookings/answer-buffers.ts';
import { bookingItems, checkItemSelections, NO_ITEMS } from '../../bookings/booking-items.ts';
import type { ServiceClients } from '../../clients.ts';
import { bookingDetailV2, bookingListItemV2, PROTO_STATUS } from '../../bookings/booking.v2.ts';
import type { Db } from '../../database.ts';

async function managerName(db: Db, request: FastifyRequest): Promise<string> {
  const manager = await findManager(db, callContext(request).managerId, ['first_name', 'last_name', 'company_name']);
  if (!manager) return '';
  return [manager.first_name, manager.last_name].filter(Boolean).join(' ') || manager.company_name;
}

function splitList(value: string | undefined): string[] {
  return value === undefined ? [] : value.split(',').map((part) => part.trim());
}

/** booking_save's customer_salutation mixes salutations and titles; the contract keeps them apart. */
const SALUTATIONS: Record<string, Pick<bookings.CustomerDetails, 'salutation' | 'salutation_title'>> = {
  Mr: { salutation: 'SALUTATION_MR' },
  'Ms/Mrs': { salutation: 'SALUTATION_MS' },
  Dr: { salutation_title: 'SALUTATION_TITLE_DR' },
  Pr: { salutation_title: 'SALUTATION_TITLE_PROF' },
};

export const bookingRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients; db: Db }> = async (app, { clients, db }) => {
  app.get(
    '/booking_list',
    { schema: { summary: 'Bookings on a resource in a date range (4.4)', tags: ['bookings'], querystring: BookingListQuery } },
    async (request) => {
      const q = request.query;
      const range = listRange(q);
      const context = callContext(request);
      const [answer, name] = await Promise.all([
        clients.bookings.ListBookings({ resource_id: q.resource_id, ...range }, context),
        managerName(db, request),
      ]);
      const details = q.show_details === 'true' || q.show_details === '1';
      const items = details ? await bookingItems(clients, context, answer.bookings) : NO_ITEMS;
      const data = answer.bookings.map((b) => bookingListItemV2(b, name, context.timezone, details, items));
      return ok(data, data.length);
    },
  );

  app.get(
    '/booking/:id',
    { schema: { summary: 'One booking (4.5)', tags: ['bookings'], params: BookingParams, querystring: Type.Object(apiKeyParam) } },
    async (request) => {
      const context = callContext(request);
      const [booking, name] = await Promise.all([clients.bookings.GetBooking({ id: request.params.id }, context), managerName(db, request)]);
      return ok(bookingDetailV2(booking, name, context.timezone, await bookingItems(clients, context, [booking])), 1);
    },
  );

  const save = async (request: FastifyRequest, params: Static<typeof BookingSaveParams>) => {
    if (params.customer_email !== undefined && params.customer_email.trim() !== '' && !EMAIL.test(params.customer_email.trim())) {
      throw invalid('customer_email is not a valid email address');
    }
    const customer = {
      ...(params.customer_email !== undefined && { email: params.customer_email }),
      ...(params.customer_first_name !== undefined && { first_name: params.customer_first_name }),
      ...(params.customer_last_name !== undefined && { last_name: params.customer_last_name }),
      ...(params.customer_company !== undefined && { company_name: params.customer_company }),
      ...(params.customer_salutation ? SALUTATIONS[params.customer_salutation] : {}),
      ...(params.customer_street !== undefined && { street: params.customer_street }),
      ...(params.customer_zip !== undefined && { zip: params.customer_zip }),
      ...(params.customer_phone !== undefined && { phone: params.customer_phone }),
      ...(params.customer_city !== undefined && { city: params.customer_city }),
    };
    const change = saveChange(params);
    const answer = await clients.bookings.SaveBooking(
      {
        ...(params.booking_id !== undefined && { booking_id: params.booking_id }),
        resource_id: params.resource_id,
        ...change,
        ...(params.ignore_opening_times === '1' && { ignore_opening_times: true }),
        ...(params.booking_status !== undefined && { status: PROTO_STATUS[params.booking_status] }),
        ...(Object.keys(customer).length > 0 && { customer }),
      },
      callContext(request),
    );
    return ok([{ id: answer.id, message: answer.message }], 1);
  };

  app.get(
    '/booking_save',
    { schema: { summary: 'Create or update a booking (4.7)', tags: ['bookings'], querystring: BookingSaveParams } },
    async (request) => save(request, request.query),
  );
  app.post(
    '/booking_save',
    { schema: { summary: 'Create or update a booking (4.7), parameters in the body', tags: ['bookings'], body: BookingSaveParams } },
    async (request) => save(request, request.body),
  );

  app.post(
    '/booking_add',
    {
      schema: { summary: 'Create a booking or booking request, single or recurring (4.8)', tags: ['bookings'], body: BookingAddBody },
      // One decoding step for every encoding of the structured parameters, before the schema.
      preValidation: async (request) => {
        const body = request.body;
        if (body !== null && typeof body === 'object' && !Array.isArray(body)) decodeBookingAddStructures(body as Record<string, unknown>);
      },
    },
    async (request) => {
      const addRequest = toAddBookingRequest(request.body as Record<string, unknown>);
      await checkItemSelections(clients, callContext(request), addRequest);
      const answer = await inV2Words(BOOKING_ADD_NAMES, () => clients.bookings.AddBooking(addRequest, callContext(request)));
      return ok([{ id: answer.id, message: answer.message }], 1);
    },
  );

  app.get(
    '/availability',
    { schema: { summary: 'Free slots per resource and date (4.6)', tags: ['bookings'], querystring: AvailabilityQuery } },
    async (request, reply) => {
      const q = request.query;
      // A blank id list (free_text_field_ids_str=) is no filter, like an absent one.
      const ids = q.free_text_field_ids_str?.trim() ? splitList(q.free_text_field_ids_str) : [];
      const conditions = splitList(q.free_text_field_conditions_str);
      const values = splitList(q.free_text_field_values_str);
      if (ids.length > 0 && (conditions.length !== ids.length || values.length !== ids.length)) {
        throw invalid('free_text_field_ids_str, free_text_field_conditions_str and free_text_field_values_str need the same number of entries');
      }
      const duration = durationMinutes(q.duration);
      const fieldIds = ids.map((id) => parseId('free_text_field_ids_str: each custom field id', id));
      const range = searchRange(q);
      const search: bookings.AvailabilityRequest = {
        resource_ids: q.resource_id?.trim() ? splitList(q.resource_id).map((id) => parseId('resource_id: each id', id)) : [],
        ...range,
        duration_minutes: duration,
        conditions: fieldIds.map((field_id, index) => ({ field_id, comparison: comparison(conditions[index]!), value: values[index]! })),
        limit: q.limit ?? 0,
      };
      const answer = await inV2Words(AVAILABILITY_NAMES, () => clients.bookings.Availability(search, callContext(request)));
      reply.type('application/json; charset=utf-8');
      return availabilityAnswer(answer, (size) => answerBuffer(reply, size));
    },
  );
};
