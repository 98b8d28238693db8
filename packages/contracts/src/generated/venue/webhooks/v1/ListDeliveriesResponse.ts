// Original file: proto/venue/webhooks/v1/webhooks.proto

import type { Delivery as _venue_webhooks_v1_Delivery, Delivery__Output as _venue_webhooks_v1_Delivery__Output } from '../../../venue/webhooks/v1/Delivery';

export interface ListDeliveriesResponse {
  'deliveries'?: (_venue_webhooks_v1_Delivery)[];
}

export interface ListDeliveriesResponse__Output {
  'deliveries': (_venue_webhooks_v1_Delivery__Output)[];
}
