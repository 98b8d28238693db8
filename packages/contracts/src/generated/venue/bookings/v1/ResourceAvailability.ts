// Original file: proto/venue/bookings/v1/bookings.proto

import type { Long } from '@grpc/proto-loader';

export interface ResourceAvailability {
  'resource_id'?: (number | string | Long);
  'windows'?: (Buffer | Uint8Array | string);
}

export interface ResourceAvailability__Output {
  'resource_id': (number);
  'windows': (Buffer);
}
