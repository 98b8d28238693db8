// Original file: proto/venue/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface CustomerItem {
  'customer_id'?: (number | string | Long);
  'item_id'?: (number | string | Long);
}

export interface CustomerItem__Output {
  'customer_id': (number);
  'item_id': (number);
}
