// Original file: proto/venue/customers/v1/customers.proto

import type { Long } from '@grpc/proto-loader';

export interface FindOrCreateCustomerResponse {
  'id'?: (number | string | Long);
  'created'?: (boolean);
  'show_name'?: (string);
}

export interface FindOrCreateCustomerResponse__Output {
  'id': (number);
  'created': (boolean);
  'show_name': (string);
}
