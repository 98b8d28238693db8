// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface AddHolidayRequest {
  'resource_id'?: (number | string | Long);
  'title'?: (string);
  'from'?: (string);
  'to'?: (string);
}

export interface AddHolidayRequest__Output {
  'resource_id': (number);
  'title': (string);
  'from': (string);
  'to': (string);
}
