// Original file: proto/venue/resources/v1/resources.proto

import type { Weekday as _venue_common_v1_Weekday, Weekday__Output as _venue_common_v1_Weekday__Output } from '../../../venue/common/v1/Weekday';
import type { DayTimes as _venue_common_v1_DayTimes, DayTimes__Output as _venue_common_v1_DayTimes__Output } from '../../../venue/common/v1/DayTimes';

export interface OpeningTime {
  'weekday'?: (_venue_common_v1_Weekday);
  'times'?: (_venue_common_v1_DayTimes | null);
}

export interface OpeningTime__Output {
  'weekday': (_venue_common_v1_Weekday__Output);
  'times': (_venue_common_v1_DayTimes__Output | null);
}
