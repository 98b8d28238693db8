// Original file: proto/venue/bookings/v1/bookings.proto

import type { Long } from '@grpc/proto-loader';

export interface UnsetEventRequest {
  'booking_id'?: (number | string | Long);
}

export interface UnsetEventRequest__Output {
  'booking_id': (number);
}
