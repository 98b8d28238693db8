// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface DeleteHolidayRequest {
  'id'?: (number | string | Long);
}

export interface DeleteHolidayRequest__Output {
  'id': (number);
}
