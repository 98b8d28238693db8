// v2 calendar events (spec 2.5, 4.9, 4.10): bookings published for display with marketing data.
// An event is listed when any instance of its booking overlaps the range; its dates are always
// the booking's own first start and last end, also when they lie outside the range.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import { EventListQuery, EventParams } from '../../schemas/events.ts';
import { listRange } from '../../bookings/booking-window.params.ts';
import { eventDocumentsV2, eventListItemV2 } from '../../events/event.v2.ts';
import type { ServiceClients } from '../../clients.ts';

export const eventRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients }> = async (
  app,
  { clients },
) => {
  app.get(
    '/event_list',
    {
      schema: {
        summary: 'Calendar events shown on the API or website in a date range (4.9)',
        tags: ['bookings'],
        querystring: EventListQuery,
      },
    },
    async (request) => {
      // The same checks and messages as booking_list (real dates, ordered, at most 366 days).
      const { start_date, end_date } = listRange({
        date_from: request.query.date_from,
        date_to: request.query.date_to,
      });
      const { events } = await clients.bookings.ListEvents({ start_date, end_date }, callContext(request));
      return ok(events.map(eventListItemV2), events.length);
    },
  );

  app.get(
    '/event_details/:id',
    {
      schema: {
        summary: "One calendar event with its booking's documents (4.10)",
        tags: ['bookings'],
        params: EventParams,
        querystring: Type.Object(apiKeyParam),
      },
    },
    async (request) => {
      const context = callContext(request);
      const event = await clients.bookings.GetEvent({ booking_id: request.params.id }, context);
      const documents = await eventDocumentsV2(clients, context, Number(event.booking_id));
      return ok([{ ...eventListItemV2(event), id: String(event.booking_id), documents }], 1);
    },
  );
};
