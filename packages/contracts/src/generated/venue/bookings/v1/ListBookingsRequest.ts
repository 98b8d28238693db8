// Original file: proto/venue/bookings/v1/bookings.proto

import type { Long } from '@grpc/proto-loader';

export interface ListBookingsRequest {
  'resource_id'?: (number | string | Long);
  'date_from'?: (string);
  'date_to'?: (string);
  'time_from'?: (string);
  'time_to'?: (string);
  '_time_from'?: "time_from";
  '_time_to'?: "time_to";
}

export interface ListBookingsRequest__Output {
  'resource_id': (number);
  'date_from': (string);
  'date_to': (string);
  'time_from'?: (string);
  'time_to'?: (string);
  '_time_from'?: "time_from";
  '_time_to'?: "time_to";
}
