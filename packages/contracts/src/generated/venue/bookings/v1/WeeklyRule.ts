// Original file: proto/venue/bookings/v1/bookings.proto

import type { WeeklySlot as _venue_bookings_v1_WeeklySlot, WeeklySlot__Output as _venue_bookings_v1_WeeklySlot__Output } from '../../../venue/bookings/v1/WeeklySlot';

export interface WeeklyRule {
  'every_weeks'?: (number);
  'slots'?: (_venue_bookings_v1_WeeklySlot)[];
}

export interface WeeklyRule__Output {
  'every_weeks': (number);
  'slots': (_venue_bookings_v1_WeeklySlot__Output)[];
}
