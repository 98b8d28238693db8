// Original file: proto/venue/webhooks/v1/webhooks.proto

import type { Webhook as _venue_webhooks_v1_Webhook, Webhook__Output as _venue_webhooks_v1_Webhook__Output } from '../../../venue/webhooks/v1/Webhook';

export interface AddWebhookResponse {
  'webhook'?: (_venue_webhooks_v1_Webhook | null);
  'secret'?: (string);
}

export interface AddWebhookResponse__Output {
  'webhook': (_venue_webhooks_v1_Webhook__Output | null);
  'secret': (string);
}
