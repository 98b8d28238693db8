// Original file: proto/venue/billing/v1/billing.proto

import type { CustomerItem as _venue_billing_v1_CustomerItem, CustomerItem__Output as _venue_billing_v1_CustomerItem__Output } from '../../../venue/billing/v1/CustomerItem';

export interface DescribeSelectionsRequest {
  'pairs'?: (_venue_billing_v1_CustomerItem)[];
}

export interface DescribeSelectionsRequest__Output {
  'pairs': (_venue_billing_v1_CustomerItem__Output)[];
}
