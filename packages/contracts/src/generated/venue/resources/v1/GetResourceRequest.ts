// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface GetResourceRequest {
  'id'?: (number | string | Long);
}

export interface GetResourceRequest__Output {
  'id': (number);
}
