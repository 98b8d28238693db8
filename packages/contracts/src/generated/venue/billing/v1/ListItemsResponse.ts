// Original file: proto/venue/billing/v1/billing.proto

import type { Item as _venue_billing_v1_Item, Item__Output as _venue_billing_v1_Item__Output } from '../../../venue/billing/v1/Item';

export interface ListItemsResponse {
  'items'?: (_venue_billing_v1_Item)[];
}

export interface ListItemsResponse__Output {
  'items': (_venue_billing_v1_Item__Output)[];
}
