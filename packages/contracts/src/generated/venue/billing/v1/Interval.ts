// Original file: proto/venue/billing/v1/billing.proto

export const Interval = {
  INTERVAL_UNSPECIFIED: 'INTERVAL_UNSPECIFIED',
  INTERVAL_PER_MINUTE: 'INTERVAL_PER_MINUTE',
  INTERVAL_PER_30_MINUTES: 'INTERVAL_PER_30_MINUTES',
  INTERVAL_PER_HOUR: 'INTERVAL_PER_HOUR',
  INTERVAL_PER_DAY: 'INTERVAL_PER_DAY',
  INTERVAL_PER_QUANTITY: 'INTERVAL_PER_QUANTITY',
} as const;

export type Interval =
  | 'INTERVAL_UNSPECIFIED'
  | 0
  | 'INTERVAL_PER_MINUTE'
  | 1
  | 'INTERVAL_PER_30_MINUTES'
  | 2
  | 'INTERVAL_PER_HOUR'
  | 3
  | 'INTERVAL_PER_DAY'
  | 4
  | 'INTERVAL_PER_QUANTITY'
  | 5

export type Interval__Output = typeof Interval[keyof typeof Interval]
