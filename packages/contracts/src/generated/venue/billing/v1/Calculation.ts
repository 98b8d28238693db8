// Original file: proto/venue/billing/v1/billing.proto

export const Calculation = {
  CALCULATION_UNSPECIFIED: 'CALCULATION_UNSPECIFIED',
  CALCULATION_VERTICAL: 'CALCULATION_VERTICAL',
  CALCULATION_HORIZONTAL: 'CALCULATION_HORIZONTAL',
} as const;

export type Calculation =
  | 'CALCULATION_UNSPECIFIED'
  | 0
  | 'CALCULATION_VERTICAL'
  | 1
  | 'CALCULATION_HORIZONTAL'
  | 2

export type Calculation__Output = typeof Calculation[keyof typeof Calculation]
