// Original file: proto/venue/bookings/v1/bookings.proto

import type { Booking as _venue_bookings_v1_Booking, Booking__Output as _venue_bookings_v1_Booking__Output } from '../../../venue/bookings/v1/Booking';

export interface ListBookingsResponse {
  'bookings'?: (_venue_bookings_v1_Booking)[];
}

export interface ListBookingsResponse__Output {
  'bookings': (_venue_bookings_v1_Booking__Output)[];
}
