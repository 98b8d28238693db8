// Original file: proto/venue/bookings/v1/bookings.proto

import type { Long } from '@grpc/proto-loader';

export interface GetBookingsRequest {
  'ids'?: (number | string | Long)[];
}

export interface GetBookingsRequest__Output {
  'ids': (number)[];
}
