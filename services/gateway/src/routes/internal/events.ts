// Manager endpoints for calendar events (outside v2, same key auth and envelope): publish a
// booking as an event with its marketing data, or withdraw it. Another manager's booking is a
// 404 like an unknown one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invalid, minutesOf } from '@venue/platform';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { EventSetBody, EventUnsetBody } from '../../schemas/events.ts';
import type { ServiceClients } from '../../clients.ts';

// Response schemas: schemas/responses/events.ts (openapi-responses.test.ts checks each).
const internal = { tags: ['internal'], 'x-internal': true } as const;

/** An http(s) URL, or "" for none. */
function url(name: string, value: string | undefined): string {
  if (value === undefined || value === '') return '';
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw invalid(`${name} must be an http or https URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw invalid(`${name} must be an http or https URL`);
  return value;
}

const flag = (value: 0 | 1 | '0' | '1' | undefined) => value === 1 || value === '1';

export const internalEventRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients }> = async (
  app,
  { clients },
) => {
  app.post(
    '/event_set',
    {
      schema: {
        ...internal,
        summary: "Publish a booking as a calendar event, or replace its event's data",
        body: EventSetBody,
      },
    },
    async (request) => {
      const b = request.body;
      const data = {
        event_title: b.event_title ?? '',
        marketing_data_title: b.marketing_data_title ?? '',
        marketing_data_description: b.marketing_data_description ?? '',
        // H:i by the schema ("" or absent: none).
        ...(b.entrance_time && { entrance_minute: minutesOf(b.entrance_time) }),
        ...(b.beginning_time && { beginning_minute: minutesOf(b.beginning_time) }),
        ticket_link: url('marketing_data_ticket_link', b.marketing_data_ticket_link),
        price: b.marketing_data_price ?? '',
        notice_text: b.marketing_data_notice_text ?? '',
        image: url('image', b.image),
        show_on_api: flag(b.show_on_api),
        show_on_website: flag(b.show_on_website),
      };
      const saved = await clients.bookings.SetEvent({ booking_id: b.booking_id, data }, callContext(request));
      return ok({ id: Number(saved.booking_id), message: 'Event saved' });
    },
  );

  app.post(
    '/event_unset',
    { schema: { ...internal, summary: "Remove a booking's calendar event data", body: EventUnsetBody } },
    async (request) => {
      const { removed } = await clients.bookings.UnsetEvent(
        { booking_id: request.body.booking_id },
        callContext(request),
      );
      return ok({
        id: request.body.booking_id,
        message: removed ? 'Event removed' : 'The booking has no event',
      });
    },
  );
};
