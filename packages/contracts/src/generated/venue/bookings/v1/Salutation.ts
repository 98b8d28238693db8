// Original file: proto/venue/bookings/v1/bookings.proto

export const Salutation = {
  SALUTATION_UNSPECIFIED: 'SALUTATION_UNSPECIFIED',
  SALUTATION_MR: 'SALUTATION_MR',
  SALUTATION_MS: 'SALUTATION_MS',
} as const;

export type Salutation =
  | 'SALUTATION_UNSPECIFIED'
  | 0
  | 'SALUTATION_MR'
  | 1
  | 'SALUTATION_MS'
  | 2

export type Salutation__Output = typeof Salutation[keyof typeof Salutation]
