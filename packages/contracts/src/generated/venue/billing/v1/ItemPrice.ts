// Original file: proto/venue/billing/v1/billing.proto

import type { NamedId as _venue_billing_v1_NamedId, NamedId__Output as _venue_billing_v1_NamedId__Output } from '../../../venue/billing/v1/NamedId';
import type { Interval as _venue_billing_v1_Interval, Interval__Output as _venue_billing_v1_Interval__Output } from '../../../venue/billing/v1/Interval';
import type { Long } from '@grpc/proto-loader';

export interface ItemPrice {
  'id'?: (number | string | Long);
  'amount_cents'?: (number | string | Long);
  'customer_groups'?: (_venue_billing_v1_NamedId)[];
  'interval'?: (_venue_billing_v1_Interval);
  'tax_rate_id'?: (number | string | Long);
  'tax_rate_bp'?: (number);
}

export interface ItemPrice__Output {
  'id': (number);
  'amount_cents': (number);
  'customer_groups': (_venue_billing_v1_NamedId__Output)[];
  'interval': (_venue_billing_v1_Interval__Output);
  'tax_rate_id': (number);
  'tax_rate_bp': (number);
}
