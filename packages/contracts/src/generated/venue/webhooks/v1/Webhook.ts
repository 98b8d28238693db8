// Original file: proto/venue/webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface Webhook {
  'id'?: (number | string | Long);
  'url'?: (string);
  'events'?: (string)[];
  'description'?: (string);
  'enabled'?: (boolean);
  'disabled_reason'?: (string);
  'created_at_ms'?: (number | string | Long);
  'previous_secret_until_ms'?: (number | string | Long);
}

export interface Webhook__Output {
  'id': (number);
  'url': (string);
  'events': (string)[];
  'description': (string);
  'enabled': (boolean);
  'disabled_reason': (string);
  'created_at_ms': (number);
  'previous_secret_until_ms': (number);
}
