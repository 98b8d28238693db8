// Original file: proto/venue/bookings/v1/bookings.proto

import type { Long } from '@grpc/proto-loader';

export interface BookingWriteResponse {
  'id'?: (number | string | Long);
  'message'?: (string);
}

export interface BookingWriteResponse__Output {
  'id': (number);
  'message': (string);
}
