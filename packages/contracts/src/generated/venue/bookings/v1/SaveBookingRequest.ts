// Original file: proto/venue/bookings/v1/bookings.proto

import type { BookingStatus as _venue_bookings_v1_BookingStatus, BookingStatus__Output as _venue_bookings_v1_BookingStatus__Output } from '../../../venue/bookings/v1/BookingStatus';
import type { CustomerDetails as _venue_bookings_v1_CustomerDetails, CustomerDetails__Output as _venue_bookings_v1_CustomerDetails__Output } from '../../../venue/bookings/v1/CustomerDetails';
import type { DateRange as _venue_bookings_v1_DateRange, DateRange__Output as _venue_bookings_v1_DateRange__Output } from '../../../venue/bookings/v1/DateRange';
import type { DayTimes as _venue_common_v1_DayTimes, DayTimes__Output as _venue_common_v1_DayTimes__Output } from '../../../venue/common/v1/DayTimes';
import type { Long } from '@grpc/proto-loader';

export interface SaveBookingRequest {
  'booking_id'?: (number | string | Long);
  'resource_id'?: (number | string | Long);
  'status'?: (_venue_bookings_v1_BookingStatus);
  'customer'?: (_venue_bookings_v1_CustomerDetails | null);
  'dates'?: (_venue_bookings_v1_DateRange | null);
  'times'?: (_venue_common_v1_DayTimes | null);
  'ignore_opening_times'?: (boolean);
  '_booking_id'?: "booking_id";
  '_dates'?: "dates";
  '_times'?: "times";
  '_customer'?: "customer";
}

export interface SaveBookingRequest__Output {
  'booking_id'?: (number);
  'resource_id': (number);
  'status': (_venue_bookings_v1_BookingStatus__Output);
  'customer'?: (_venue_bookings_v1_CustomerDetails__Output | null);
  'dates'?: (_venue_bookings_v1_DateRange__Output | null);
  'times'?: (_venue_common_v1_DayTimes__Output | null);
  'ignore_opening_times': (boolean);
  '_booking_id'?: "booking_id";
  '_dates'?: "dates";
  '_times'?: "times";
  '_customer'?: "customer";
}
