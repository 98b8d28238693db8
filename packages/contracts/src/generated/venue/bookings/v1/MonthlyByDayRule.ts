// Original file: proto/venue/bookings/v1/bookings.proto

import type { DayTimes as _venue_common_v1_DayTimes, DayTimes__Output as _venue_common_v1_DayTimes__Output } from '../../../venue/common/v1/DayTimes';

export interface MonthlyByDayRule {
  'every_months'?: (number);
  'day'?: (number);
  'times'?: (_venue_common_v1_DayTimes | null);
}

export interface MonthlyByDayRule__Output {
  'every_months': (number);
  'day': (number);
  'times': (_venue_common_v1_DayTimes__Output | null);
}
