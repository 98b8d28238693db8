// Original file: proto/venue/customers/v1/customers.proto

import type { Long } from '@grpc/proto-loader';

export interface GetCustomersRequest {
  'ids'?: (number | string | Long)[];
}

export interface GetCustomersRequest__Output {
  'ids': (number)[];
}
