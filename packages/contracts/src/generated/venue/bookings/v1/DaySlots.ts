// Original file: proto/venue/bookings/v1/bookings.proto

import type { LocalDate as _venue_bookings_v1_LocalDate, LocalDate__Output as _venue_bookings_v1_LocalDate__Output } from '../../../venue/bookings/v1/LocalDate';

export interface DaySlots {
  'date'?: (_venue_bookings_v1_LocalDate | null);
  'starts'?: (number)[];
}

export interface DaySlots__Output {
  'date': (_venue_bookings_v1_LocalDate__Output | null);
  'starts': (number)[];
}
