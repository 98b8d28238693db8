// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface GetScheduleRequest {
  'resource_id'?: (number | string | Long);
}

export interface GetScheduleRequest__Output {
  'resource_id': (number);
}
