// Original file: proto/venue/bookings/v1/bookings.proto

import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from '../../../venue/common/v1/LocalDate';
import type { SingleRule as _venue_bookings_v1_SingleRule, SingleRule__Output as _venue_bookings_v1_SingleRule__Output } from '../../../venue/bookings/v1/SingleRule';
import type { DailyRule as _venue_bookings_v1_DailyRule, DailyRule__Output as _venue_bookings_v1_DailyRule__Output } from '../../../venue/bookings/v1/DailyRule';
import type { WeeklyRule as _venue_bookings_v1_WeeklyRule, WeeklyRule__Output as _venue_bookings_v1_WeeklyRule__Output } from '../../../venue/bookings/v1/WeeklyRule';
import type { MonthlyByDayRule as _venue_bookings_v1_MonthlyByDayRule, MonthlyByDayRule__Output as _venue_bookings_v1_MonthlyByDayRule__Output } from '../../../venue/bookings/v1/MonthlyByDayRule';
import type { MonthlyByWeekRule as _venue_bookings_v1_MonthlyByWeekRule, MonthlyByWeekRule__Output as _venue_bookings_v1_MonthlyByWeekRule__Output } from '../../../venue/bookings/v1/MonthlyByWeekRule';
import type { YearlyRule as _venue_bookings_v1_YearlyRule, YearlyRule__Output as _venue_bookings_v1_YearlyRule__Output } from '../../../venue/bookings/v1/YearlyRule';

export interface Recurrence {
  'start_date'?: (_venue_common_v1_LocalDate | null);
  'end_date'?: (_venue_common_v1_LocalDate | null);
  'single'?: (_venue_bookings_v1_SingleRule | null);
  'daily'?: (_venue_bookings_v1_DailyRule | null);
  'weekly'?: (_venue_bookings_v1_WeeklyRule | null);
  'monthly_by_day'?: (_venue_bookings_v1_MonthlyByDayRule | null);
  'monthly_by_week'?: (_venue_bookings_v1_MonthlyByWeekRule | null);
  'yearly'?: (_venue_bookings_v1_YearlyRule | null);
  'rule'?: "single"|"daily"|"weekly"|"monthly_by_day"|"monthly_by_week"|"yearly";
}

export interface Recurrence__Output {
  'start_date': (_venue_common_v1_LocalDate__Output | null);
  'end_date': (_venue_common_v1_LocalDate__Output | null);
  'single'?: (_venue_bookings_v1_SingleRule__Output | null);
  'daily'?: (_venue_bookings_v1_DailyRule__Output | null);
  'weekly'?: (_venue_bookings_v1_WeeklyRule__Output | null);
  'monthly_by_day'?: (_venue_bookings_v1_MonthlyByDayRule__Output | null);
  'monthly_by_week'?: (_venue_bookings_v1_MonthlyByWeekRule__Output | null);
  'yearly'?: (_venue_bookings_v1_YearlyRule__Output | null);
  'rule'?: "single"|"daily"|"weekly"|"monthly_by_day"|"monthly_by_week"|"yearly";
}
