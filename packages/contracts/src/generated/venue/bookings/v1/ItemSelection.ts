// Original file: proto/venue/bookings/v1/bookings.proto

import type { ItemKind as _venue_bookings_v1_ItemKind, ItemKind__Output as _venue_bookings_v1_ItemKind__Output } from '../../../venue/bookings/v1/ItemKind';
import type { Long } from '@grpc/proto-loader';

export interface ItemSelection {
  'kind'?: (_venue_bookings_v1_ItemKind);
  'resource_id'?: (number | string | Long);
  'item_id'?: (number | string | Long);
  'quantity'?: (number);
}

export interface ItemSelection__Output {
  'kind': (_venue_bookings_v1_ItemKind__Output);
  'resource_id': (number);
  'item_id': (number);
  'quantity': (number);
}
