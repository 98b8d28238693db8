// Original file: proto/venue/billing/v1/billing.proto

export const PriceType = {
  PRICE_TYPE_UNSPECIFIED: 'PRICE_TYPE_UNSPECIFIED',
  PRICE_TYPE_FIXED: 'PRICE_TYPE_FIXED',
  PRICE_TYPE_FLAT: 'PRICE_TYPE_FLAT',
} as const;

export type PriceType =
  | 'PRICE_TYPE_UNSPECIFIED'
  | 0
  | 'PRICE_TYPE_FIXED'
  | 1
  | 'PRICE_TYPE_FLAT'
  | 2

export type PriceType__Output = typeof PriceType[keyof typeof PriceType]
