// Original file: proto/venue/bookings/v1/bookings.proto

export const WeekOfMonth = {
  WEEK_OF_MONTH_UNSPECIFIED: 'WEEK_OF_MONTH_UNSPECIFIED',
  WEEK_OF_MONTH_FIRST: 'WEEK_OF_MONTH_FIRST',
  WEEK_OF_MONTH_SECOND: 'WEEK_OF_MONTH_SECOND',
  WEEK_OF_MONTH_THIRD: 'WEEK_OF_MONTH_THIRD',
  WEEK_OF_MONTH_FOURTH: 'WEEK_OF_MONTH_FOURTH',
  WEEK_OF_MONTH_LAST: 'WEEK_OF_MONTH_LAST',
} as const;

export type WeekOfMonth =
  | 'WEEK_OF_MONTH_UNSPECIFIED'
  | 0
  | 'WEEK_OF_MONTH_FIRST'
  | 1
  | 'WEEK_OF_MONTH_SECOND'
  | 2
  | 'WEEK_OF_MONTH_THIRD'
  | 3
  | 'WEEK_OF_MONTH_FOURTH'
  | 4
  | 'WEEK_OF_MONTH_LAST'
  | 5

export type WeekOfMonth__Output = typeof WeekOfMonth[keyof typeof WeekOfMonth]
