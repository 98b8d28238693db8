// Original file: proto/venue/bookings/v1/bookings.proto

export const SalutationTitle = {
  SALUTATION_TITLE_UNSPECIFIED: 'SALUTATION_TITLE_UNSPECIFIED',
  SALUTATION_TITLE_DR: 'SALUTATION_TITLE_DR',
  SALUTATION_TITLE_PROF: 'SALUTATION_TITLE_PROF',
} as const;

export type SalutationTitle =
  | 'SALUTATION_TITLE_UNSPECIFIED'
  | 0
  | 'SALUTATION_TITLE_DR'
  | 1
  | 'SALUTATION_TITLE_PROF'
  | 2

export type SalutationTitle__Output = typeof SalutationTitle[keyof typeof SalutationTitle]
