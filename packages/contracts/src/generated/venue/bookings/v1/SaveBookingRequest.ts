// Original file: proto/venue/bookings/v1/bookings.proto

import type { LocalDateTime as _venue_bookings_v1_LocalDateTime, LocalDateTime__Output as _venue_bookings_v1_LocalDateTime__Output } from '../../../venue/bookings/v1/LocalDateTime';
import type { BookingStatus as _venue_bookings_v1_BookingStatus, BookingStatus__Output as _venue_bookings_v1_BookingStatus__Output } from '../../../venue/bookings/v1/BookingStatus';
import type { CustomerDetails as _venue_bookings_v1_CustomerDetails, CustomerDetails__Output as _venue_bookings_v1_CustomerDetails__Output } from '../../../venue/bookings/v1/CustomerDetails';
import type { Long } from '@grpc/proto-loader';

export interface SaveBookingRequest {
  'booking_id'?: (number | string | Long);
  'resource_id'?: (number | string | Long);
  'start'?: (_venue_bookings_v1_LocalDateTime | null);
  'end'?: (_venue_bookings_v1_LocalDateTime | null);
  'status'?: (_venue_bookings_v1_BookingStatus);
  'customer'?: (_venue_bookings_v1_CustomerDetails | null);
  '_booking_id'?: "booking_id";
  '_customer'?: "customer";
}

export interface SaveBookingRequest__Output {
  'booking_id'?: (number);
  'resource_id': (number);
  'start': (_venue_bookings_v1_LocalDateTime__Output | null);
  'end': (_venue_bookings_v1_LocalDateTime__Output | null);
  'status': (_venue_bookings_v1_BookingStatus__Output);
  'customer'?: (_venue_bookings_v1_CustomerDetails__Output | null);
  '_booking_id'?: "booking_id";
  '_customer'?: "customer";
}
