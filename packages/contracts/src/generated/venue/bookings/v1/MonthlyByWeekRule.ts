// Original file: proto/venue/bookings/v1/bookings.proto

import type { WeekOfMonth as _venue_bookings_v1_WeekOfMonth, WeekOfMonth__Output as _venue_bookings_v1_WeekOfMonth__Output } from '../../../venue/bookings/v1/WeekOfMonth';
import type { Weekday as _venue_common_v1_Weekday, Weekday__Output as _venue_common_v1_Weekday__Output } from '../../../venue/common/v1/Weekday';
import type { DayTimes as _venue_common_v1_DayTimes, DayTimes__Output as _venue_common_v1_DayTimes__Output } from '../../../venue/common/v1/DayTimes';

export interface MonthlyByWeekRule {
  'every_months'?: (number);
  'week'?: (_venue_bookings_v1_WeekOfMonth);
  'weekday'?: (_venue_common_v1_Weekday);
  'times'?: (_venue_common_v1_DayTimes | null);
}

export interface MonthlyByWeekRule__Output {
  'every_months': (number);
  'week': (_venue_bookings_v1_WeekOfMonth__Output);
  'weekday': (_venue_common_v1_Weekday__Output);
  'times': (_venue_common_v1_DayTimes__Output | null);
}
