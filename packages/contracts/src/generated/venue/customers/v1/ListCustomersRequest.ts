// Original file: proto/venue/customers/v1/customers.proto

import type { Long } from '@grpc/proto-loader';

export interface ListCustomersRequest {
  'after_id'?: (number | string | Long);
  'limit'?: (number);
}

export interface ListCustomersRequest__Output {
  'after_id': (number);
  'limit': (number);
}
