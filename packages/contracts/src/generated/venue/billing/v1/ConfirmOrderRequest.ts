// Original file: proto/venue/billing/v1/billing.proto

import type { Company as _venue_billing_v1_Company, Company__Output as _venue_billing_v1_Company__Output } from '../../../venue/billing/v1/Company';

export interface ConfirmOrderRequest {
  'quote_number'?: (string);
  'issuer'?: (_venue_billing_v1_Company | null);
}

export interface ConfirmOrderRequest__Output {
  'quote_number': (string);
  'issuer': (_venue_billing_v1_Company__Output | null);
}
