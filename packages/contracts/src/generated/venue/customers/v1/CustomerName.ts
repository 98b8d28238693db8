// Original file: proto/venue/customers/v1/customers.proto

import type { Long } from '@grpc/proto-loader';

export interface CustomerName {
  'id'?: (number | string | Long);
  'show_name'?: (string);
}

export interface CustomerName__Output {
  'id': (number);
  'show_name': (string);
}
