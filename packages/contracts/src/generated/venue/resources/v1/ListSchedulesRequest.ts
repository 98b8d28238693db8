// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface ListSchedulesRequest {
  'resource_ids'?: (number | string | Long)[];
}

export interface ListSchedulesRequest__Output {
  'resource_ids': (number)[];
}
