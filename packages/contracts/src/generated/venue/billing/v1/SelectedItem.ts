// Original file: proto/venue/billing/v1/billing.proto

import type { ItemKind as _venue_billing_v1_ItemKind, ItemKind__Output as _venue_billing_v1_ItemKind__Output } from '../../../venue/billing/v1/ItemKind';
import type { Interval as _venue_billing_v1_Interval, Interval__Output as _venue_billing_v1_Interval__Output } from '../../../venue/billing/v1/Interval';
import type { Long } from '@grpc/proto-loader';

export interface SelectedItem {
  'customer_id'?: (number | string | Long);
  'item_id'?: (number | string | Long);
  'kind'?: (_venue_billing_v1_ItemKind);
  'name'?: (string);
  'price_cost_cents'?: (number | string | Long);
  'interval'?: (_venue_billing_v1_Interval);
  'amount_cents'?: (number | string | Long);
}

export interface SelectedItem__Output {
  'customer_id': (number);
  'item_id': (number);
  'kind': (_venue_billing_v1_ItemKind__Output);
  'name': (string);
  'price_cost_cents': (number);
  'interval': (_venue_billing_v1_Interval__Output);
  'amount_cents': (number);
}
