// Original file: proto/venue/billing/v1/billing.proto

import type { Company as _venue_billing_v1_Company, Company__Output as _venue_billing_v1_Company__Output } from '../../../venue/billing/v1/Company';
import type { Long } from '@grpc/proto-loader';

export interface CreateQuoteRequest {
  'booking_ids'?: (number | string | Long)[];
  'issuer'?: (_venue_billing_v1_Company | null);
}

export interface CreateQuoteRequest__Output {
  'booking_ids': (number)[];
  'issuer': (_venue_billing_v1_Company__Output | null);
}
