// Original file: proto/venue/billing/v1/billing.proto

import type { Calculation as _venue_billing_v1_Calculation, Calculation__Output as _venue_billing_v1_Calculation__Output } from '../../../venue/billing/v1/Calculation';
import type { Long } from '@grpc/proto-loader';

export interface TaxSettings {
  'vat_active'?: (boolean);
  'calculation'?: (_venue_billing_v1_Calculation);
  'default_tax_rate_id'?: (number | string | Long);
}

export interface TaxSettings__Output {
  'vat_active': (boolean);
  'calculation': (_venue_billing_v1_Calculation__Output);
  'default_tax_rate_id': (number);
}
