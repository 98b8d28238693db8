// Original file: proto/venue/billing/v1/billing.proto

import type { ItemKind as _venue_billing_v1_ItemKind, ItemKind__Output as _venue_billing_v1_ItemKind__Output } from '../../../venue/billing/v1/ItemKind';

export interface ListItemsRequest {
  'kind'?: (_venue_billing_v1_ItemKind);
}

export interface ListItemsRequest__Output {
  'kind': (_venue_billing_v1_ItemKind__Output);
}
