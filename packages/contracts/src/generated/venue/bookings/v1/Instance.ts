// Original file: proto/venue/bookings/v1/bookings.proto

import type { Long } from '@grpc/proto-loader';

export interface Instance {
  'id'?: (number | string | Long);
  'resource_id'?: (number | string | Long);
  'resource'?: (string);
  'from'?: (string);
  'to'?: (string);
}

export interface Instance__Output {
  'id': (number);
  'resource_id': (number);
  'resource': (string);
  'from': (string);
  'to': (string);
}
