// Original file: proto/venue/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface InventoryDetails {
  'inventory_no'?: (string);
  'type'?: (string);
  'model'?: (string);
  'serial_no'?: (string);
  'quantity'?: (number);
  'price_cost_cents'?: (number | string | Long);
}

export interface InventoryDetails__Output {
  'inventory_no': (string);
  'type': (string);
  'model': (string);
  'serial_no': (string);
  'quantity': (number);
  'price_cost_cents': (number);
}
