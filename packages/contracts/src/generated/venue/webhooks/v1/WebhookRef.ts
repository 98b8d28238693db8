// Original file: proto/venue/webhooks/v1/webhooks.proto

import type { ManagerProfile as _venue_webhooks_v1_ManagerProfile, ManagerProfile__Output as _venue_webhooks_v1_ManagerProfile__Output } from '../../../venue/webhooks/v1/ManagerProfile';
import type { Long } from '@grpc/proto-loader';

export interface WebhookRef {
  'id'?: (number | string | Long);
  'profile'?: (_venue_webhooks_v1_ManagerProfile | null);
}

export interface WebhookRef__Output {
  'id': (number);
  'profile': (_venue_webhooks_v1_ManagerProfile__Output | null);
}
