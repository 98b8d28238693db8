// Original file: proto/venue/bookings/v1/bookings.proto

import type { DayTimes as _venue_common_v1_DayTimes, DayTimes__Output as _venue_common_v1_DayTimes__Output } from '../../../venue/common/v1/DayTimes';

export interface YearlyRule {
  'month'?: (number);
  'day'?: (number);
  'times'?: (_venue_common_v1_DayTimes | null);
}

export interface YearlyRule__Output {
  'month': (number);
  'day': (number);
  'times': (_venue_common_v1_DayTimes__Output | null);
}
