// Original file: proto/venue/bookings/v1/bookings.proto

import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from '../../../venue/common/v1/LocalDate';

export interface DateRange {
  'first'?: (_venue_common_v1_LocalDate | null);
  'last'?: (_venue_common_v1_LocalDate | null);
}

export interface DateRange__Output {
  'first': (_venue_common_v1_LocalDate__Output | null);
  'last': (_venue_common_v1_LocalDate__Output | null);
}
