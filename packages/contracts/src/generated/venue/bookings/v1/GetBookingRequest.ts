// Original file: proto/venue/bookings/v1/bookings.proto

import type { Long } from '@grpc/proto-loader';

export interface GetBookingRequest {
  'id'?: (number | string | Long);
}

export interface GetBookingRequest__Output {
  'id': (number);
}
