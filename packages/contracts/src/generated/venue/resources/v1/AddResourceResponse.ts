// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface AddResourceResponse {
  'id'?: (number | string | Long);
}

export interface AddResourceResponse__Output {
  'id': (number);
}
