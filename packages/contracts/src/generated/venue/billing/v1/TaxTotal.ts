// Original file: proto/venue/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface TaxTotal {
  'rate_bp'?: (number);
  'net_cents'?: (number | string | Long);
  'tax_cents'?: (number | string | Long);
}

export interface TaxTotal__Output {
  'rate_bp': (number);
  'net_cents': (number);
  'tax_cents': (number);
}
