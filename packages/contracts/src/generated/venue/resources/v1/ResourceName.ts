// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface ResourceName {
  'id'?: (number | string | Long);
  'title'?: (string);
  'parent_id'?: (number | string | Long);
}

export interface ResourceName__Output {
  'id': (number);
  'title': (string);
  'parent_id': (number);
}
