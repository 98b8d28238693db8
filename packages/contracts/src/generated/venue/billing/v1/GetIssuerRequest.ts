// Original file: proto/venue/billing/v1/billing.proto

import type { Company as _venue_billing_v1_Company, Company__Output as _venue_billing_v1_Company__Output } from '../../../venue/billing/v1/Company';

export interface GetIssuerRequest {
  'profile'?: (_venue_billing_v1_Company | null);
}

export interface GetIssuerRequest__Output {
  'profile': (_venue_billing_v1_Company__Output | null);
}
