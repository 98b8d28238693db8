// Original file: proto/venue/billing/v1/billing.proto

import type { Company as _venue_billing_v1_Company, Company__Output as _venue_billing_v1_Company__Output } from '../../../venue/billing/v1/Company';
import type { Long } from '@grpc/proto-loader';

export interface ApproveInvoiceRequest {
  'invoice_id'?: (number | string | Long);
  'document_date'?: (string);
  'issuer'?: (_venue_billing_v1_Company | null);
}

export interface ApproveInvoiceRequest__Output {
  'invoice_id': (number);
  'document_date': (string);
  'issuer': (_venue_billing_v1_Company__Output | null);
}
