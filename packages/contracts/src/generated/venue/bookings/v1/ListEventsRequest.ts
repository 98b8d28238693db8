// Original file: proto/venue/bookings/v1/bookings.proto

import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from '../../../venue/common/v1/LocalDate';

export interface ListEventsRequest {
  'start_date'?: (_venue_common_v1_LocalDate | null);
  'end_date'?: (_venue_common_v1_LocalDate | null);
}

export interface ListEventsRequest__Output {
  'start_date': (_venue_common_v1_LocalDate__Output | null);
  'end_date': (_venue_common_v1_LocalDate__Output | null);
}
