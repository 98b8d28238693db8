// Original file: proto/venue/billing/v1/billing.proto

import type { Company as _venue_billing_v1_Company, Company__Output as _venue_billing_v1_Company__Output } from '../../../venue/billing/v1/Company';
import type { Long } from '@grpc/proto-loader';

export interface CreateInvoiceRequest {
  'booking_ids'?: (number | string | Long)[];
  'due_date'?: (string);
  'issuer'?: (_venue_billing_v1_Company | null);
}

export interface CreateInvoiceRequest__Output {
  'booking_ids': (number)[];
  'due_date': (string);
  'issuer': (_venue_billing_v1_Company__Output | null);
}
