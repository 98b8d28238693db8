// Original file: proto/venue/webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface RedeliverRequest {
  'webhook_id'?: (number | string | Long);
  'delivery_id'?: (number | string | Long);
  'failed_since_ms'?: (number | string | Long);
}

export interface RedeliverRequest__Output {
  'webhook_id': (number);
  'delivery_id': (number);
  'failed_since_ms': (number);
}
