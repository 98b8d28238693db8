// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface Category {
  'id'?: (number | string | Long);
  'name'?: (string);
}

export interface Category__Output {
  'id': (number);
  'name': (string);
}
