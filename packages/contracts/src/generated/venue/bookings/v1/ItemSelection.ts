// Original file: proto/venue/bookings/v1/bookings.proto

import type { Long } from '@grpc/proto-loader';

export interface ItemSelection {
  'kind'?: (string);
  'resource_id'?: (number | string | Long);
  'item_id'?: (number | string | Long);
  'quantity'?: (number);
}

export interface ItemSelection__Output {
  'kind': (string);
  'resource_id': (number);
  'item_id': (number);
  'quantity': (number);
}
