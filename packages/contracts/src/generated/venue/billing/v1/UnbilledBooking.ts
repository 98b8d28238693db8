// Original file: proto/venue/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface UnbilledBooking {
  'booking_id'?: (number | string | Long);
  'customer_id'?: (number | string | Long);
  'main_resource_id'?: (number | string | Long);
  'title'?: (string);
  'start_ms'?: (number | string | Long);
  'end_ms'?: (number | string | Long);
}

export interface UnbilledBooking__Output {
  'booking_id': (number);
  'customer_id': (number);
  'main_resource_id': (number);
  'title': (string);
  'start_ms': (number);
  'end_ms': (number);
}
