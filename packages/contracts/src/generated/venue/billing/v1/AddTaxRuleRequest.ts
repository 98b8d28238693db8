// Original file: proto/venue/billing/v1/billing.proto

import type { AppliesTo as _venue_billing_v1_AppliesTo, AppliesTo__Output as _venue_billing_v1_AppliesTo__Output } from '../../../venue/billing/v1/AppliesTo';
import type { Long } from '@grpc/proto-loader';

export interface AddTaxRuleRequest {
  'customer_group_id'?: (number | string | Long);
  'tax_rate_id'?: (number | string | Long);
  'applies_to'?: (_venue_billing_v1_AppliesTo);
}

export interface AddTaxRuleRequest__Output {
  'customer_group_id': (number);
  'tax_rate_id': (number);
  'applies_to': (_venue_billing_v1_AppliesTo__Output);
}
