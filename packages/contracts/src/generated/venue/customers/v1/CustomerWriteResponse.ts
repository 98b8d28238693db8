// Original file: proto/venue/customers/v1/customers.proto

import type { Long } from '@grpc/proto-loader';

export interface CustomerWriteResponse {
  'id'?: (number | string | Long);
}

export interface CustomerWriteResponse__Output {
  'id': (number);
}
