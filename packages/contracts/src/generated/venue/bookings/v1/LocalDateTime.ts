// Original file: proto/venue/bookings/v1/bookings.proto

import type { LocalDate as _venue_bookings_v1_LocalDate, LocalDate__Output as _venue_bookings_v1_LocalDate__Output } from '../../../venue/bookings/v1/LocalDate';

export interface LocalDateTime {
  'date'?: (_venue_bookings_v1_LocalDate | null);
  'minute'?: (number);
}

export interface LocalDateTime__Output {
  'date': (_venue_bookings_v1_LocalDate__Output | null);
  'minute': (number);
}
