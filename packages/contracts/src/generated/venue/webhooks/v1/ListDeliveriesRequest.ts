// Original file: proto/venue/webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface ListDeliveriesRequest {
  'webhook_id'?: (number | string | Long);
  'limit'?: (number);
}

export interface ListDeliveriesRequest__Output {
  'webhook_id': (number);
  'limit': (number);
}
