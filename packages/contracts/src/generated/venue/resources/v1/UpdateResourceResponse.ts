// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateResourceResponse {
  'id'?: (number | string | Long);
}

export interface UpdateResourceResponse__Output {
  'id': (number);
}
