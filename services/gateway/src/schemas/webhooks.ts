// Request schemas of the webhook endpoints (routes/internal/webhooks.ts). The webhooks service
// checks everything again where the endpoints live (url safety, known event types).
import { Type } from 'typebox';
import { Id, Whole, withApiKey } from './common.ts';

/** A list of event types, as an array or as comma-separated text ("booking.created,invoice.approved" or "*"). */
const EventTypes = Type.Union([Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 20 }), Type.String({ minLength: 1, maxLength: 1000 })]);

export const WebhookAddBody = withApiKey({
  url: Type.String({ minLength: 1, maxLength: 2000, description: 'https:// URL the events are POSTed to' }),
  events: EventTypes,
  description: Type.Optional(Type.String({ maxLength: 500 })),
});

export const WebhookRefBody = withApiKey({ webhook_id: Id });

export const WebhookDeliveriesQuery = withApiKey({
  webhook_id: Id,
  limit: Type.Optional(Whole(1, 1000, { description: 'newest deliveries shown (default 100)' })),
});

export const WebhookRedeliverBody = withApiKey({
  webhook_id: Id,
  delivery_id: Type.Optional(Id),
  since: Type.Optional(
    Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$', description: 'Y-m-d H:i in the manager\'s time zone: every failed delivery created since then' }),
  ),
});
