// Original file: proto/venue/webhooks/v1/webhooks.proto

import type { DeliveryState as _venue_webhooks_v1_DeliveryState, DeliveryState__Output as _venue_webhooks_v1_DeliveryState__Output } from '../../../venue/webhooks/v1/DeliveryState';
import type { Attempt as _venue_webhooks_v1_Attempt, Attempt__Output as _venue_webhooks_v1_Attempt__Output } from '../../../venue/webhooks/v1/Attempt';
import type { Long } from '@grpc/proto-loader';

export interface Delivery {
  'id'?: (number | string | Long);
  'message_id'?: (string);
  'type'?: (string);
  'state'?: (_venue_webhooks_v1_DeliveryState);
  'created_at_ms'?: (number | string | Long);
  'next_attempt_at_ms'?: (number | string | Long);
  'attempts'?: (_venue_webhooks_v1_Attempt)[];
  'note'?: (string);
}

export interface Delivery__Output {
  'id': (number);
  'message_id': (string);
  'type': (string);
  'state': (_venue_webhooks_v1_DeliveryState__Output);
  'created_at_ms': (number);
  'next_attempt_at_ms': (number);
  'attempts': (_venue_webhooks_v1_Attempt__Output)[];
  'note': (string);
}
