// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface GetResourceTreeRequest {
  'id'?: (number | string | Long);
}

export interface GetResourceTreeRequest__Output {
  'id': (number);
}
