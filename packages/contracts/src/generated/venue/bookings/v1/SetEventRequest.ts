// Original file: proto/venue/bookings/v1/bookings.proto

import type { EventData as _venue_bookings_v1_EventData, EventData__Output as _venue_bookings_v1_EventData__Output } from '../../../venue/bookings/v1/EventData';
import type { Long } from '@grpc/proto-loader';

export interface SetEventRequest {
  'booking_id'?: (number | string | Long);
  'data'?: (_venue_bookings_v1_EventData | null);
}

export interface SetEventRequest__Output {
  'booking_id': (number);
  'data': (_venue_bookings_v1_EventData__Output | null);
}
