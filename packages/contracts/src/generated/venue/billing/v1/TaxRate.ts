// Original file: proto/venue/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface TaxRate {
  'id'?: (number | string | Long);
  'name'?: (string);
  'rate_bp'?: (number);
  'category'?: (string);
  'exemption_reason'?: (string);
}

export interface TaxRate__Output {
  'id': (number);
  'name': (string);
  'rate_bp': (number);
  'category': (string);
  'exemption_reason': (string);
}
