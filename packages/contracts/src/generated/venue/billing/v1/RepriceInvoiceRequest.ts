// Original file: proto/venue/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface RepriceInvoiceRequest {
  'invoice_id'?: (number | string | Long);
}

export interface RepriceInvoiceRequest__Output {
  'invoice_id': (number);
}
