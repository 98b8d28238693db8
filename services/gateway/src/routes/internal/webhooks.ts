// Manager endpoints for webhooks (outside v2, same key auth and envelope), answered by the
// webhooks service: endpoints with their signing secrets, what was delivered, redelivery. Times are
// shown as Y-m-d H:i:s in the manager's time zone. Each call passes on what the webhooks' v2 views
// need of the manager (its name, currency, language): the gateway owns managers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { localToInstant, type CallContext } from '@venue/platform';
import { localDateTimeSeconds } from '../../v2-time.ts';
import type { webhooks } from '@venue/contracts';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import { WebhookAddBody, WebhookDeliveriesQuery, WebhookRedeliverBody, WebhookRefBody } from '../../schemas/webhooks.ts';
import type { ServiceClients } from '../../clients.ts';
import type { Db } from '../../database.ts';
import { findManager } from '../../manager/manager.repository.ts';

const internal = { tags: ['internal'], 'x-internal': true } as const;

const STATE_WORD: Record<webhooks.DeliveryState__Output, string> = {
  DELIVERY_STATE_UNSPECIFIED: 'pending',
  DELIVERY_STATE_PENDING: 'pending',
  DELIVERY_STATE_DELIVERED: 'delivered',
  DELIVERY_STATE_FAILED: 'failed',
  DELIVERY_STATE_NOTICE: 'notice',
};


function webhookV2(webhook: webhooks.Webhook__Output, timeZone: string) {
  return {
    id: webhook.id,
    url: webhook.url,
    events: webhook.events,
    description: webhook.description,
    enabled: webhook.enabled ? 1 : 0,
    disabled_reason: webhook.disabled_reason || null,
    created: localDateTimeSeconds(webhook.created_at_ms, timeZone),
    previous_secret_valid_until: webhook.previous_secret_until_ms ? localDateTimeSeconds(webhook.previous_secret_until_ms, timeZone) : null,
  };
}

function deliveryV2(delivery: webhooks.Delivery__Output, timeZone: string) {
  return {
    id: delivery.id,
    message_id: delivery.message_id,
    type: delivery.type,
    state: STATE_WORD[delivery.state],
    created: localDateTimeSeconds(delivery.created_at_ms, timeZone),
    next_attempt: delivery.next_attempt_at_ms ? localDateTimeSeconds(delivery.next_attempt_at_ms, timeZone) : null,
    note: delivery.note,
    attempts: delivery.attempts.map((a) => ({ time: localDateTimeSeconds(a.at_ms, timeZone), status_code: a.status_code, latency_ms: a.latency_ms, error: a.error })),
  };
}

/** The types as a list: an array, comma-separated text, or an array of such texts (a form's single value arrives as one). */
const eventList = (events: string | string[]) => (Array.isArray(events) ? events : [events]).flatMap((entry) => entry.split(','));

export const internalWebhookRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients; db: Db }> = async (app, { clients, db }) => {
  const webhooksClient = clients.webhooks;

  /** What the webhooks' views need of the manager, as the gateway's record has it now. */
  async function profile(context: CallContext): Promise<webhooks.ManagerProfile> {
    const manager = await findManager(db, context.managerId, ['first_name', 'last_name', 'company_name', 'currency', 'language']);
    if (!manager) return { name: '', currency: 'EUR', language: 'de' };
    const name = [manager.first_name, manager.last_name].filter(Boolean).join(' ') || manager.company_name;
    return { name, currency: manager.currency, language: manager.language };
  }

  app.post('/webhook_add', { schema: { ...internal, summary: 'Register a webhook endpoint; its signing secret is shown once', body: WebhookAddBody } }, async (request) => {
    const context = callContext(request);
    const { url, events, description } = request.body;
    const answer = await webhooksClient.AddWebhook({ url, events: eventList(events), description: description ?? '', profile: await profile(context) }, context);
    return ok({ ...webhookV2(answer.webhook!, context.timezone), secret: answer.secret });
  });

  app.get('/webhook_list', { schema: { ...internal, summary: "The manager's webhook endpoints (no secrets)", querystring: Type.Object(apiKeyParam) } }, async (request) => {
    const context = callContext(request);
    const answer = await webhooksClient.ListWebhooks({ profile: await profile(context) }, context);
    return ok(answer.webhooks.map((webhook) => webhookV2(webhook, context.timezone)));
  });

  app.post('/webhook_delete', { schema: { ...internal, summary: 'Delete a webhook endpoint: nothing more is sent to it', body: WebhookRefBody } }, async (request) => {
    const id = request.body.webhook_id;
    await webhooksClient.DeleteWebhook({ id }, callContext(request));
    return ok({ id, message: `webhook ${id} deleted` });
  });

  app.post(
    '/webhook_rotate_secret',
    { schema: { ...internal, summary: 'A new signing secret; the old one keeps signing for 24 hours', body: WebhookRefBody } },
    async (request) => {
      const context = callContext(request);
      const id = request.body.webhook_id;
      const answer = await webhooksClient.RotateSecret({ id, profile: await profile(context) }, context);
      return ok({ id, secret: answer.secret, previous_secret_valid_until: localDateTimeSeconds(answer.previous_secret_until_ms, context.timezone) });
    },
  );

  app.get(
    '/webhook_deliveries',
    { schema: { ...internal, summary: "An endpoint's deliveries, each attempt with its time, status, latency and error", querystring: WebhookDeliveriesQuery } },
    async (request) => {
      const context = callContext(request);
      const { webhook_id, limit } = request.query;
      const answer = await webhooksClient.ListDeliveries({ webhook_id, limit: limit ?? 100 }, context);
      return ok(answer.deliveries.map((delivery) => deliveryV2(delivery, context.timezone)));
    },
  );

  app.post(
    '/webhook_redeliver',
    { schema: { ...internal, summary: 'Send one delivery again, or every failed one since a time', body: WebhookRedeliverBody } },
    async (request) => {
      const context = callContext(request);
      const { webhook_id, delivery_id, since } = request.body;
      const failedSince = since ? localToInstant(since.slice(0, 10), since.slice(11), context.timezone).getTime() : 0;
      const answer = await webhooksClient.Redeliver({ webhook_id, delivery_id: delivery_id ?? 0, failed_since_ms: failedSince }, context);
      return ok({ count: answer.count });
    },
  );
};
