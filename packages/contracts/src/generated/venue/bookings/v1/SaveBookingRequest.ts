// Original file: proto/venue/bookings/v1/bookings.proto

import type { InlineCustomer as _venue_bookings_v1_InlineCustomer, InlineCustomer__Output as _venue_bookings_v1_InlineCustomer__Output } from '../../../venue/bookings/v1/InlineCustomer';
import type { Long } from '@grpc/proto-loader';

export interface SaveBookingRequest {
  'booking_id'?: (number | string | Long);
  'resource_id'?: (number | string | Long);
  'date_from'?: (string);
  'date_to'?: (string);
  'time_from'?: (string);
  'time_to'?: (string);
  'status'?: (string);
  'customer'?: (_venue_bookings_v1_InlineCustomer | null);
  '_booking_id'?: "booking_id";
  '_time_from'?: "time_from";
  '_time_to'?: "time_to";
  '_status'?: "status";
  '_customer'?: "customer";
}

export interface SaveBookingRequest__Output {
  'booking_id'?: (number);
  'resource_id': (number);
  'date_from': (string);
  'date_to': (string);
  'time_from'?: (string);
  'time_to'?: (string);
  'status'?: (string);
  'customer'?: (_venue_bookings_v1_InlineCustomer__Output | null);
  '_booking_id'?: "booking_id";
  '_time_from'?: "time_from";
  '_time_to'?: "time_to";
  '_status'?: "status";
  '_customer'?: "customer";
}
