// Original file: proto/venue/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface BookedInstance {
  'id'?: (number | string | Long);
  'resource_id'?: (number | string | Long);
  'start_ms'?: (number | string | Long);
  'end_ms'?: (number | string | Long);
}

export interface BookedInstance__Output {
  'id': (number);
  'resource_id': (number);
  'start_ms': (number);
  'end_ms': (number);
}
