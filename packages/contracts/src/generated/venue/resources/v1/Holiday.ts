// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface Holiday {
  'id'?: (number | string | Long);
  'resource_id'?: (number | string | Long);
  'title'?: (string);
  'from'?: (string);
  'to'?: (string);
}

export interface Holiday__Output {
  'id': (number);
  'resource_id': (number);
  'title': (string);
  'from': (string);
  'to': (string);
}
