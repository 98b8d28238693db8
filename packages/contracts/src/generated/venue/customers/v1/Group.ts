// Original file: proto/venue/customers/v1/customers.proto

import type { Long } from '@grpc/proto-loader';

export interface Group {
  'id'?: (number | string | Long);
  'user_id'?: (number | string | Long);
  'name'?: (string);
  'description'?: (string);
  'public_group'?: (number);
  'defult_group'?: (number);
}

export interface Group__Output {
  'id': (number);
  'user_id': (number);
  'name': (string);
  'description': (string);
  'public_group': (number);
  'defult_group': (number);
}
