// Original file: proto/venue/bookings/v1/bookings.proto

import type { Comparison as _venue_bookings_v1_Comparison, Comparison__Output as _venue_bookings_v1_Comparison__Output } from '../../../venue/bookings/v1/Comparison';
import type { Long } from '@grpc/proto-loader';

export interface FieldCondition {
  'field_id'?: (number | string | Long);
  'comparison'?: (_venue_bookings_v1_Comparison);
  'value'?: (string);
}

export interface FieldCondition__Output {
  'field_id': (number);
  'comparison': (_venue_bookings_v1_Comparison__Output);
  'value': (string);
}
