// Original file: proto/venue/bookings/v1/bookings.proto

import type { Long } from '@grpc/proto-loader';

export interface FieldCondition {
  'field_id'?: (number | string | Long);
  'condition'?: (string);
  'value'?: (string);
}

export interface FieldCondition__Output {
  'field_id': (number);
  'condition': (string);
  'value': (string);
}
