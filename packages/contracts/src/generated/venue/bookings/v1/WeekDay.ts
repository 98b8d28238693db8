// Original file: proto/venue/bookings/v1/bookings.proto

import type { TimeSpec as _venue_bookings_v1_TimeSpec, TimeSpec__Output as _venue_bookings_v1_TimeSpec__Output } from '../../../venue/bookings/v1/TimeSpec';

export interface WeekDay {
  'weekday'?: (number);
  'time'?: (_venue_bookings_v1_TimeSpec | null);
}

export interface WeekDay__Output {
  'weekday': (number);
  'time': (_venue_bookings_v1_TimeSpec__Output | null);
}
