// Original file: proto/venue/bookings/v1/bookings.proto

import type { Slot as _venue_bookings_v1_Slot, Slot__Output as _venue_bookings_v1_Slot__Output } from '../../../venue/bookings/v1/Slot';

export interface DaySlots {
  'date'?: (string);
  'slots'?: (_venue_bookings_v1_Slot)[];
}

export interface DaySlots__Output {
  'date': (string);
  'slots': (_venue_bookings_v1_Slot__Output)[];
}
