// Answers of the webhook endpoints (routes/internal/webhooks.ts).
import { Type } from 'typebox';
import { Ok, responses } from './envelope.ts';
import { DateTimeYmdHis, Exact, Id, Nullable, OneOf } from './formats.ts';

const Webhook = {
  id: Id,
  url: Type.String(),
  events: Type.Array(Type.String(), { description: 'event types, or ["*"] for every type' }),
  description: Type.String(),
  enabled: Type.Integer({ minimum: 0, maximum: 1 }),
  disabled_reason: Nullable(Type.String()),
  created: DateTimeYmdHis,
  previous_secret_valid_until: Nullable(DateTimeYmdHis),
};
const Attempt = Exact({
  time: DateTimeYmdHis,
  status_code: Type.Integer({ minimum: 0, description: '0: no answer (refused, timed out)' }),
  latency_ms: Type.Integer({ minimum: 0 }),
  error: Type.String({ description: 'empty when delivered' }),
});
const Delivery = Exact({
  id: Type.Integer({ minimum: 0, description: '0 for a notice' }),
  message_id: Type.String({ description: 'the webhook-id header of every attempt; empty for a notice' }),
  type: Type.String({ description: 'the event type, or webhook.disabled for a notice' }),
  state: OneOf(['pending', 'delivered', 'failed', 'notice']),
  created: DateTimeYmdHis,
  next_attempt: Nullable(DateTimeYmdHis),
  note: Type.String({ description: "a notice's reason" }),
  attempts: Type.Array(Attempt),
});

export const webhookResponses = {
  'POST /api/internal/webhook_add': responses({
    200: Ok(Exact({ ...Webhook, secret: Type.String({ pattern: '^whsec_', description: 'shown only here' }) }), 'The new endpoint and its signing secret'),
  }),
  'GET /api/internal/webhook_list': responses({ 200: Ok(Type.Array(Exact(Webhook)), "The manager's webhook endpoints") }),
  'POST /api/internal/webhook_delete': responses({ 200: Ok(Exact({ id: Id, message: Type.String() }), 'The id of the deleted endpoint') }),
  'POST /api/internal/webhook_rotate_secret': responses({
    200: Ok(Exact({ id: Id, secret: Type.String({ pattern: '^whsec_' }), previous_secret_valid_until: DateTimeYmdHis }), 'The new secret; the old one signs too until then'),
  }),
  'GET /api/internal/webhook_deliveries': responses({ 200: Ok(Type.Array(Delivery), 'Deliveries with their attempts, and notices, newest first') }),
  'POST /api/internal/webhook_redeliver': responses({ 200: Ok(Exact({ count: Type.Integer({ minimum: 0 }) }), 'How many deliveries are sent again') }),
};

const Feed = {
  id: Id,
  resource_id: Nullable(Id),
  include_customer: Type.Integer({ minimum: 0, maximum: 1 }),
  created: DateTimeYmdHis,
};

export const calendarFeedResponses = {
  'POST /api/internal/calendar_feed_add': responses({
    200: Ok(
      Exact({
        ...Feed,
        path: Type.String({ pattern: '^/feeds/[A-Za-z0-9_-]{43}\\.ics$', description: 'shown only here' }),
        url: Type.String({ description: 'the path on the host this request came to' }),
      }),
      "The new feed and its secret URL (iCalendar; anyone with it reads the feed)",
    ),
  }),
  'GET /api/internal/calendar_feed_list': responses({ 200: Ok(Type.Array(Exact(Feed)), "The manager's calendar feeds (no URLs)") }),
  'POST /api/internal/calendar_feed_delete': responses({ 200: Ok(Exact({ id: Id, message: Type.String() }), 'The id of the deleted feed: its URL stops answering at once') }),
};
