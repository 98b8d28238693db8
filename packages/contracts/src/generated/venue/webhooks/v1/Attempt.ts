// Original file: proto/venue/webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface Attempt {
  'at_ms'?: (number | string | Long);
  'status_code'?: (number);
  'latency_ms'?: (number);
  'error'?: (string);
}

export interface Attempt__Output {
  'at_ms': (number);
  'status_code': (number);
  'latency_ms': (number);
  'error': (string);
}
