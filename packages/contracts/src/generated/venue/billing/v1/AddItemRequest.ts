// Original file: proto/venue/billing/v1/billing.proto

import type { ItemKind as _venue_billing_v1_ItemKind, ItemKind__Output as _venue_billing_v1_ItemKind__Output } from '../../../venue/billing/v1/ItemKind';
import type { InventoryDetails as _venue_billing_v1_InventoryDetails, InventoryDetails__Output as _venue_billing_v1_InventoryDetails__Output } from '../../../venue/billing/v1/InventoryDetails';
import type { ItemPriceInput as _venue_billing_v1_ItemPriceInput, ItemPriceInput__Output as _venue_billing_v1_ItemPriceInput__Output } from '../../../venue/billing/v1/ItemPriceInput';
import type { Long } from '@grpc/proto-loader';

export interface AddItemRequest {
  'kind'?: (_venue_billing_v1_ItemKind);
  'name'?: (string);
  'description'?: (string);
  'image'?: (string);
  'inventory'?: (_venue_billing_v1_InventoryDetails | null);
  'prices'?: (_venue_billing_v1_ItemPriceInput)[];
  'resource_ids'?: (number | string | Long)[];
  '_inventory'?: "inventory";
}

export interface AddItemRequest__Output {
  'kind': (_venue_billing_v1_ItemKind__Output);
  'name': (string);
  'description': (string);
  'image': (string);
  'inventory'?: (_venue_billing_v1_InventoryDetails__Output | null);
  'prices': (_venue_billing_v1_ItemPriceInput__Output)[];
  'resource_ids': (number)[];
  '_inventory'?: "inventory";
}
