// Original file: proto/venue/billing/v1/billing.proto

import type { ItemSelection as _venue_billing_v1_ItemSelection, ItemSelection__Output as _venue_billing_v1_ItemSelection__Output } from '../../../venue/billing/v1/ItemSelection';
import type { Long } from '@grpc/proto-loader';

export interface CheckSelectionsRequest {
  'main_resource_id'?: (number | string | Long);
  'part_ids'?: (number | string | Long)[];
  'items'?: (_venue_billing_v1_ItemSelection)[];
}

export interface CheckSelectionsRequest__Output {
  'main_resource_id': (number);
  'part_ids': (number)[];
  'items': (_venue_billing_v1_ItemSelection__Output)[];
}
