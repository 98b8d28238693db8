// Original file: proto/venue/billing/v1/billing.proto

export const AppliesTo = {
  APPLIES_TO_UNSPECIFIED: 'APPLIES_TO_UNSPECIFIED',
  APPLIES_TO_MAIN: 'APPLIES_TO_MAIN',
  APPLIES_TO_PART: 'APPLIES_TO_PART',
  APPLIES_TO_BOTH: 'APPLIES_TO_BOTH',
} as const;

export type AppliesTo =
  | 'APPLIES_TO_UNSPECIFIED'
  | 0
  | 'APPLIES_TO_MAIN'
  | 1
  | 'APPLIES_TO_PART'
  | 2
  | 'APPLIES_TO_BOTH'
  | 3

export type AppliesTo__Output = typeof AppliesTo[keyof typeof AppliesTo]
