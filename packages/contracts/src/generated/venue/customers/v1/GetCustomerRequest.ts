// Original file: proto/venue/customers/v1/customers.proto

import type { Long } from '@grpc/proto-loader';

export interface GetCustomerRequest {
  'id'?: (number | string | Long);
}

export interface GetCustomerRequest__Output {
  'id': (number);
}
