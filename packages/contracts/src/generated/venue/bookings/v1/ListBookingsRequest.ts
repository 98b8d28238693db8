// Original file: proto/venue/bookings/v1/bookings.proto

import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from '../../../venue/common/v1/LocalDate';
import type { DayTimes as _venue_common_v1_DayTimes, DayTimes__Output as _venue_common_v1_DayTimes__Output } from '../../../venue/common/v1/DayTimes';
import type { Long } from '@grpc/proto-loader';

export interface ListBookingsRequest {
  'resource_id'?: (number | string | Long);
  'start_date'?: (_venue_common_v1_LocalDate | null);
  'end_date'?: (_venue_common_v1_LocalDate | null);
  'times'?: (_venue_common_v1_DayTimes | null);
  'cancelled_since_ms'?: (number | string | Long);
  '_times'?: "times";
}

export interface ListBookingsRequest__Output {
  'resource_id': (number);
  'start_date': (_venue_common_v1_LocalDate__Output | null);
  'end_date': (_venue_common_v1_LocalDate__Output | null);
  'times'?: (_venue_common_v1_DayTimes__Output | null);
  'cancelled_since_ms': (number);
  '_times'?: "times";
}
