// Original file: proto/venue/webhooks/v1/webhooks.proto

import type { ManagerProfile as _venue_webhooks_v1_ManagerProfile, ManagerProfile__Output as _venue_webhooks_v1_ManagerProfile__Output } from '../../../venue/webhooks/v1/ManagerProfile';

export interface AddWebhookRequest {
  'url'?: (string);
  'events'?: (string)[];
  'description'?: (string);
  'profile'?: (_venue_webhooks_v1_ManagerProfile | null);
}

export interface AddWebhookRequest__Output {
  'url': (string);
  'events': (string)[];
  'description': (string);
  'profile': (_venue_webhooks_v1_ManagerProfile__Output | null);
}
