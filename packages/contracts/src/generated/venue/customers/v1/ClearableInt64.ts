// Original file: proto/venue/customers/v1/customers.proto

import type { Long } from '@grpc/proto-loader';

export interface ClearableInt64 {
  'value'?: (number | string | Long);
  '_value'?: "value";
}

export interface ClearableInt64__Output {
  'value'?: (number);
  '_value'?: "value";
}
