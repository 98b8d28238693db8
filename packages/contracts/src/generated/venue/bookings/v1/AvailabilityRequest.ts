// Original file: proto/venue/bookings/v1/bookings.proto

import type { FieldCondition as _venue_bookings_v1_FieldCondition, FieldCondition__Output as _venue_bookings_v1_FieldCondition__Output } from '../../../venue/bookings/v1/FieldCondition';
import type { Long } from '@grpc/proto-loader';

export interface AvailabilityRequest {
  'resource_ids'?: (number | string | Long)[];
  'date_from'?: (string);
  'date_to'?: (string);
  'time_from'?: (string);
  'time_to'?: (string);
  'duration'?: (number);
  'conditions'?: (_venue_bookings_v1_FieldCondition)[];
  'limit'?: (number);
  '_time_from'?: "time_from";
  '_time_to'?: "time_to";
  '_limit'?: "limit";
}

export interface AvailabilityRequest__Output {
  'resource_ids': (number)[];
  'date_from': (string);
  'date_to': (string);
  'time_from'?: (string);
  'time_to'?: (string);
  'duration': (number);
  'conditions': (_venue_bookings_v1_FieldCondition__Output)[];
  'limit'?: (number);
  '_time_from'?: "time_from";
  '_time_to'?: "time_to";
  '_limit'?: "limit";
}
