// Original file: proto/venue/bookings/v1/bookings.proto

import type { Weekday as _venue_common_v1_Weekday, Weekday__Output as _venue_common_v1_Weekday__Output } from '../../../venue/common/v1/Weekday';
import type { DayTimes as _venue_common_v1_DayTimes, DayTimes__Output as _venue_common_v1_DayTimes__Output } from '../../../venue/common/v1/DayTimes';

export interface WeeklySlot {
  'weekday'?: (_venue_common_v1_Weekday);
  'times'?: (_venue_common_v1_DayTimes | null);
}

export interface WeeklySlot__Output {
  'weekday': (_venue_common_v1_Weekday__Output);
  'times': (_venue_common_v1_DayTimes__Output | null);
}
