// Original file: proto/venue/webhooks/v1/webhooks.proto

import type { Webhook as _venue_webhooks_v1_Webhook, Webhook__Output as _venue_webhooks_v1_Webhook__Output } from '../../../venue/webhooks/v1/Webhook';

export interface ListWebhooksResponse {
  'webhooks'?: (_venue_webhooks_v1_Webhook)[];
}

export interface ListWebhooksResponse__Output {
  'webhooks': (_venue_webhooks_v1_Webhook__Output)[];
}
