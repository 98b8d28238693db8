// Original file: proto/venue/billing/v1/billing.proto

import type { SelectedItem as _venue_billing_v1_SelectedItem, SelectedItem__Output as _venue_billing_v1_SelectedItem__Output } from '../../../venue/billing/v1/SelectedItem';

export interface DescribeSelectionsResponse {
  'items'?: (_venue_billing_v1_SelectedItem)[];
}

export interface DescribeSelectionsResponse__Output {
  'items': (_venue_billing_v1_SelectedItem__Output)[];
}
