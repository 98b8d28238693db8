// Original file: proto/venue/bookings/v1/bookings.proto

import type { TimeSpec as _venue_bookings_v1_TimeSpec, TimeSpec__Output as _venue_bookings_v1_TimeSpec__Output } from '../../../venue/bookings/v1/TimeSpec';
import type { WeekDay as _venue_bookings_v1_WeekDay, WeekDay__Output as _venue_bookings_v1_WeekDay__Output } from '../../../venue/bookings/v1/WeekDay';

export interface RecurrenceRule {
  'type'?: (string);
  'date_from'?: (string);
  'date_to'?: (string);
  'time_from'?: (string);
  'time_to'?: (string);
  'full_day'?: (boolean);
  'time'?: (_venue_bookings_v1_TimeSpec | null);
  'interval'?: (number);
  'days'?: (_venue_bookings_v1_WeekDay)[];
  'month_mode'?: (string);
  'day'?: (number);
  'month'?: (number);
  'week_number'?: (number);
  'weekday'?: (number);
}

export interface RecurrenceRule__Output {
  'type': (string);
  'date_from': (string);
  'date_to': (string);
  'time_from': (string);
  'time_to': (string);
  'full_day': (boolean);
  'time': (_venue_bookings_v1_TimeSpec__Output | null);
  'interval': (number);
  'days': (_venue_bookings_v1_WeekDay__Output)[];
  'month_mode': (string);
  'day': (number);
  'month': (number);
  'week_number': (number);
  'weekday': (number);
}
