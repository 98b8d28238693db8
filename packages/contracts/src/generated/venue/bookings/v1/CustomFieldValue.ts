// Original file: proto/venue/bookings/v1/bookings.proto

import type { Long } from '@grpc/proto-loader';

export interface CustomFieldValue {
  'resource_id'?: (number | string | Long);
  'field_id'?: (number | string | Long);
  'value'?: (string);
}

export interface CustomFieldValue__Output {
  'resource_id': (number);
  'field_id': (number);
  'value': (string);
}
