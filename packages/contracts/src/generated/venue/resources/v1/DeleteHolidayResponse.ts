// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface DeleteHolidayResponse {
  'id'?: (number | string | Long);
}

export interface DeleteHolidayResponse__Output {
  'id': (number);
}
