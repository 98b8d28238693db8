// gRPC handlers: mapping between proto messages and the endpoint service, nothing more.
import type { webhooks } from '@venue/contracts';
import { implement, type Logger } from '@venue/platform';
import type { Db } from '../database.ts';
import type { AddressPolicy } from '../delivery/safe-address.ts';
import {
  addEndpoint,
  deleteEndpoint,
  keepProfile,
  listDeliveries,
  listEndpoints,
  redeliver,
  rotateSecret,
  type DeliveryView,
  type EndpointRow,
} from '../endpoint/endpoint.service.ts';

const ms = (at: Date | null) => (at ? at.getTime() : 0);

function webhookToProto(endpoint: EndpointRow): webhooks.Webhook {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    description: endpoint.description,
    enabled: endpoint.enabled,
    disabled_reason: endpoint.disabled_reason ?? '',
    created_at_ms: ms(endpoint.created_at),
    previous_secret_until_ms: endpoint.previous_secret_until && endpoint.previous_secret_until > new Date() ? ms(endpoint.previous_secret_until) : 0,
  };
}

const STATE: Record<DeliveryView['state'], webhooks.DeliveryState> = {
  pending: 'DELIVERY_STATE_PENDING',
  delivered: 'DELIVERY_STATE_DELIVERED',
  failed: 'DELIVERY_STATE_FAILED',
  notice: 'DELIVERY_STATE_NOTICE',
};

function deliveryToProto(delivery: DeliveryView): webhooks.Delivery {
  return {
    id: delivery.id,
    message_id: delivery.webhook_id,
    type: delivery.type,
    state: STATE[delivery.state],
    created_at_ms: ms(delivery.created_at),
    next_attempt_at_ms: ms(delivery.next_attempt_at),
    note: delivery.note,
    attempts: delivery.attempts.map((a) => ({ at_ms: ms(a.at), status_code: a.status_code, latency_ms: a.latency_ms, error: a.error })),
  };
}

export function webhooksHandlers(deps: { db: Db; policy: AddressPolicy }, logger: Logger): webhooks.WebhooksServiceHandlers {
  const { db, policy } = deps;
  return implement<webhooks.WebhooksServiceHandlers>(
    {
      async AddWebhook(request, context) {
        await keepProfile(db, context, request.profile);
        const { endpoint, secret } = await addEndpoint(db, policy, context, request);
        return { webhook: webhookToProto(endpoint), secret };
      },
      async ListWebhooks(request, context) {
        await keepProfile(db, context, request.profile);
        return { webhooks: (await listEndpoints(db, context.managerId)).map(webhookToProto) };
      },
      async DeleteWebhook(request, { managerId }) {
        await deleteEndpoint(db, managerId, request.id);
        return {};
      },
      async RotateSecret(request, context) {
        await keepProfile(db, context, request.profile);
        const { secret, previousUntil } = await rotateSecret(db, context.managerId, request.id);
        return { secret, previous_secret_until_ms: previousUntil.getTime() };
      },
      async ListDeliveries(request, { managerId }) {
        return { deliveries: (await listDeliveries(db, managerId, request.webhook_id, request.limit)).map(deliveryToProto) };
      },
      async Redeliver(request, { managerId }) {
        const since = request.failed_since_ms ? new Date(request.failed_since_ms) : null;
        return { count: await redeliver(db, managerId, request.webhook_id, request.delivery_id, since) };
      },
    },
    logger,
  );
}
