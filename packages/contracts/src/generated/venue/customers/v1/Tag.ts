// Original file: proto/venue/customers/v1/customers.proto

import type { Long } from '@grpc/proto-loader';

export interface Tag {
  'id'?: (number | string | Long);
  'manager_id'?: (number | string | Long);
  'tag_name'?: (string);
  'created_by'?: (number | string | Long);
  'created_at_ms'?: (number | string | Long);
}

export interface Tag__Output {
  'id': (number);
  'manager_id': (number);
  'tag_name': (string);
  'created_by': (number);
  'created_at_ms': (number);
}
