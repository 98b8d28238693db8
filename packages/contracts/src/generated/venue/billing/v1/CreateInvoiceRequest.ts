// Original file: proto/venue/billing/v1/billing.proto

import type { Company as _venue_billing_v1_Company, Company__Output as _venue_billing_v1_Company__Output } from '../../../venue/billing/v1/Company';
import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from '../../../venue/common/v1/LocalDate';
import type { Long } from '@grpc/proto-loader';

export interface CreateInvoiceRequest {
  'booking_ids'?: (number | string | Long)[];
  'issuer'?: (_venue_billing_v1_Company | null);
  'due_date'?: (_venue_common_v1_LocalDate | null);
  'buyer_reference'?: (string);
  '_due_date'?: "due_date";
  '_buyer_reference'?: "buyer_reference";
}

export interface CreateInvoiceRequest__Output {
  'booking_ids': (number)[];
  'issuer': (_venue_billing_v1_Company__Output | null);
  'due_date'?: (_venue_common_v1_LocalDate__Output | null);
  'buyer_reference'?: (string);
  '_due_date'?: "due_date";
  '_buyer_reference'?: "buyer_reference";
}
