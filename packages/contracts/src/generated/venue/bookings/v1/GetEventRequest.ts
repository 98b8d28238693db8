// Original file: proto/venue/bookings/v1/bookings.proto

import type { Long } from '@grpc/proto-loader';

export interface GetEventRequest {
  'booking_id'?: (number | string | Long);
}

export interface GetEventRequest__Output {
  'booking_id': (number);
}
