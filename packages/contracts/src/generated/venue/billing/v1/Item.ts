// Original file: proto/venue/billing/v1/billing.proto

import type { ItemKind as _venue_billing_v1_ItemKind, ItemKind__Output as _venue_billing_v1_ItemKind__Output } from '../../../venue/billing/v1/ItemKind';
import type { InventoryDetails as _venue_billing_v1_InventoryDetails, InventoryDetails__Output as _venue_billing_v1_InventoryDetails__Output } from '../../../venue/billing/v1/InventoryDetails';
import type { ItemPrice as _venue_billing_v1_ItemPrice, ItemPrice__Output as _venue_billing_v1_ItemPrice__Output } from '../../../venue/billing/v1/ItemPrice';
import type { NamedId as _venue_billing_v1_NamedId, NamedId__Output as _venue_billing_v1_NamedId__Output } from '../../../venue/billing/v1/NamedId';
import type { Long } from '@grpc/proto-loader';

export interface Item {
  'id'?: (number | string | Long);
  'kind'?: (_venue_billing_v1_ItemKind);
  'name'?: (string);
  'description'?: (string);
  'image'?: (string);
  'created_at_ms'?: (number | string | Long);
  'inventory'?: (_venue_billing_v1_InventoryDetails | null);
  'prices'?: (_venue_billing_v1_ItemPrice)[];
  'resources'?: (_venue_billing_v1_NamedId)[];
  '_inventory'?: "inventory";
}

export interface Item__Output {
  'id': (number);
  'kind': (_venue_billing_v1_ItemKind__Output);
  'name': (string);
  'description': (string);
  'image': (string);
  'created_at_ms': (number);
  'inventory'?: (_venue_billing_v1_InventoryDetails__Output | null);
  'prices': (_venue_billing_v1_ItemPrice__Output)[];
  'resources': (_venue_billing_v1_NamedId__Output)[];
  '_inventory'?: "inventory";
}
