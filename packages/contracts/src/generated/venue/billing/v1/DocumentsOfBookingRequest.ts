// Original file: proto/venue/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface DocumentsOfBookingRequest {
  'booking_id'?: (number | string | Long);
}

export interface DocumentsOfBookingRequest__Output {
  'booking_id': (number);
}
