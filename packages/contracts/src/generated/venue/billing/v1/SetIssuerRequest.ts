// Original file: proto/venue/billing/v1/billing.proto

import type { IssuerFields as _venue_billing_v1_IssuerFields, IssuerFields__Output as _venue_billing_v1_IssuerFields__Output } from '../../../venue/billing/v1/IssuerFields';
import type { Company as _venue_billing_v1_Company, Company__Output as _venue_billing_v1_Company__Output } from '../../../venue/billing/v1/Company';

export interface SetIssuerRequest {
  'fields'?: (_venue_billing_v1_IssuerFields | null);
  'profile'?: (_venue_billing_v1_Company | null);
}

export interface SetIssuerRequest__Output {
  'fields': (_venue_billing_v1_IssuerFields__Output | null);
  'profile': (_venue_billing_v1_Company__Output | null);
}
