// Original file: proto/venue/customers/v1/customers.proto

import type { Long } from '@grpc/proto-loader';

export interface Group {
  'id'?: (number | string | Long);
  'name'?: (string);
  'description'?: (string);
  'manager_id'?: (number | string | Long);
  'public_group'?: (boolean);
}

export interface Group__Output {
  'id': (number);
  'name': (string);
  'description': (string);
  'manager_id': (number);
  'public_group': (boolean);
}
