// Original file: proto/venue/billing/v1/billing.proto

import type { Interval as _venue_billing_v1_Interval, Interval__Output as _venue_billing_v1_Interval__Output } from '../../../venue/billing/v1/Interval';
import type { Long } from '@grpc/proto-loader';

export interface ItemPriceInput {
  'amount_cents'?: (number | string | Long);
  'customer_group_ids'?: (number | string | Long)[];
  'interval'?: (_venue_billing_v1_Interval);
  'tax_rate_id'?: (number | string | Long);
}

export interface ItemPriceInput__Output {
  'amount_cents': (number);
  'customer_group_ids': (number)[];
  'interval': (_venue_billing_v1_Interval__Output);
  'tax_rate_id': (number);
}
