// Original file: proto/venue/billing/v1/billing.proto

import type { BookedInstance as _venue_billing_v1_BookedInstance, BookedInstance__Output as _venue_billing_v1_BookedInstance__Output } from '../../../venue/billing/v1/BookedInstance';
import type { ItemSelection as _venue_billing_v1_ItemSelection, ItemSelection__Output as _venue_billing_v1_ItemSelection__Output } from '../../../venue/billing/v1/ItemSelection';
import type { Long } from '@grpc/proto-loader';

export interface PriceBookingRequest {
  'main_resource_id'?: (number | string | Long);
  'customer_id'?: (number | string | Long);
  'instances'?: (_venue_billing_v1_BookedInstance)[];
  'items'?: (_venue_billing_v1_ItemSelection)[];
}

export interface PriceBookingRequest__Output {
  'main_resource_id': (number);
  'customer_id': (number);
  'instances': (_venue_billing_v1_BookedInstance__Output)[];
  'items': (_venue_billing_v1_ItemSelection__Output)[];
}
