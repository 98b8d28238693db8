// Original file: proto/venue/bookings/v1/bookings.proto

import type { EventData as _venue_bookings_v1_EventData, EventData__Output as _venue_bookings_v1_EventData__Output } from '../../../venue/bookings/v1/EventData';
import type { LocalDateTime as _venue_common_v1_LocalDateTime, LocalDateTime__Output as _venue_common_v1_LocalDateTime__Output } from '../../../venue/common/v1/LocalDateTime';
import type { Long } from '@grpc/proto-loader';

export interface Event {
  'booking_id'?: (number | string | Long);
  'data'?: (_venue_bookings_v1_EventData | null);
  'first_start'?: (_venue_common_v1_LocalDateTime | null);
  'last_end'?: (_venue_common_v1_LocalDateTime | null);
}

export interface Event__Output {
  'booking_id': (number);
  'data': (_venue_bookings_v1_EventData__Output | null);
  'first_start': (_venue_common_v1_LocalDateTime__Output | null);
  'last_end': (_venue_common_v1_LocalDateTime__Output | null);
}
