// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface DescribeResourcesRequest {
  'ids'?: (number | string | Long)[];
}

export interface DescribeResourcesRequest__Output {
  'ids': (number)[];
}
