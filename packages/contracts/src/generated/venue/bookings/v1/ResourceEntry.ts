// Original file: proto/venue/bookings/v1/bookings.proto

import type { Instance as _venue_bookings_v1_Instance, Instance__Output as _venue_bookings_v1_Instance__Output } from '../../../venue/bookings/v1/Instance';
import type { Long } from '@grpc/proto-loader';

export interface ResourceEntry {
  'resource_id'?: (number | string | Long);
  'resource_name'?: (string);
  'instances'?: (_venue_bookings_v1_Instance)[];
}

export interface ResourceEntry__Output {
  'resource_id': (number);
  'resource_name': (string);
  'instances': (_venue_bookings_v1_Instance__Output)[];
}
