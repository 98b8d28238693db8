// Original file: proto/venue/bookings/v1/bookings.proto

import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from '../../../venue/common/v1/LocalDate';
import type { DayTimes as _venue_common_v1_DayTimes, DayTimes__Output as _venue_common_v1_DayTimes__Output } from '../../../venue/common/v1/DayTimes';
import type { FieldCondition as _venue_bookings_v1_FieldCondition, FieldCondition__Output as _venue_bookings_v1_FieldCondition__Output } from '../../../venue/bookings/v1/FieldCondition';
import type { Long } from '@grpc/proto-loader';

export interface AvailabilityRequest {
  'resource_ids'?: (number | string | Long)[];
  'start_date'?: (_venue_common_v1_LocalDate | null);
  'end_date'?: (_venue_common_v1_LocalDate | null);
  'times'?: (_venue_common_v1_DayTimes | null);
  'duration_minutes'?: (number);
  'conditions'?: (_venue_bookings_v1_FieldCondition)[];
  'limit'?: (number);
  '_times'?: "times";
}

export interface AvailabilityRequest__Output {
  'resource_ids': (number)[];
  'start_date': (_venue_common_v1_LocalDate__Output | null);
  'end_date': (_venue_common_v1_LocalDate__Output | null);
  'times'?: (_venue_common_v1_DayTimes__Output | null);
  'duration_minutes': (number);
  'conditions': (_venue_bookings_v1_FieldCondition__Output)[];
  'limit': (number);
  '_times'?: "times";
}
